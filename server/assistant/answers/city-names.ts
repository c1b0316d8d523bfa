// Big cities as German, Spanish, French, Italian and Portuguese speakers write them ("Parigi",
// "Londres", "Wien", "Lisbona"), put into English for a question asked in one of those languages.
// The gazetteer knows places by their GeoNames (mostly local or English) names only, and some of
// these forms are other towns' names there ("Parigi" is a town in Sulawesi), so a question about
// "un treno da Roma a Parigi" would be answered about Indonesia. Names that are also a place in
// their own right that travellers go to ("Colonia", "Monaco") are left out.

const exonyms: Record<string, string[]> = {
  Paris: ["parigi"],
  London: ["londra", "londres"],
  Rome: ["rom"],
  Vienna: ["wien", "vienne", "viena"],
  Prague: ["prag", "praga"],
  Warsaw: ["warschau", "varsovie", "varsovia", "varsavia", "varsovia"],
  Lisbon: ["lisbona", "lisbonne", "lissabon", "lisboa"],
  Munich: ["munchen", "munique", "munich"],
  Brussels: ["brussel", "bruxelles", "bruselas", "bruxelas"],
  Geneva: ["genf", "geneve", "ginevra", "ginebra", "genebra"],
  Venice: ["venedig", "venise", "venecia", "veneza", "venezia"],
  Florence: ["florenz", "firenze", "florencia", "florenca"],
  Naples: ["neapel", "napoles", "napoli", "napoles"],
  Milan: ["mailand", "milano", "milao"],
  Athens: ["athen", "athenes", "atenas", "atene"],
  Moscow: ["moskau", "moscou", "moscu", "mosca"],
  Copenhagen: ["kopenhagen", "copenhague", "copenaghen", "copenhaga"],
  Stockholm: ["estocolmo", "stoccolma"],
  Edinburgh: ["edimbourg", "edimburgo"],
  Dublin: ["dublino"],
  Amsterdam: ["amsterda"],
  Barcelona: ["barcellona", "barcelone"],
  Seville: ["sevilla", "siviglia", "sevilha"],
  Cologne: ["koln", "cologne"],
  Budapest: ["budapeste"],
  Istanbul: ["estambul", "istambul"],
  Beijing: ["peking", "pekin", "pechino", "pequim"],
  "New York": ["nueva york", "nova iorque", "nova york"],
  Cairo: ["kairo", "le caire", "el cairo"],
  Marrakesh: ["marrakech", "marrakesch", "marraquexe"],
  "Cape Town": ["kapstadt", "le cap", "ciudad del cabo", "citta del capo", "cidade do cabo"],
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const table: [RegExp, string][] = Object.entries(exonyms)
  .flatMap(([en, names]) => [...new Set(names)].map((n): [string, string] => [fold(n), en]))
  // Longer names first, so "le caire" is read before a shorter name inside it.
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, en]) => [new RegExp(`\\b${name}\\b`, "g"), en]);

// Sights travellers name in their own language where the catalogue has the English name.
const sights: [RegExp, string][] = [
  [
    /\b(?:o |el |il |le |der )?(?:cristo redentor|cristo redentore|christ redempteur|christus (?:der )?erloser)\b/g,
    "christ the redeemer",
  ],
  [/\b(?:o |el |il |le |der )?(?:pao de acucar|pan de azucar|pain de sucre|zuckerhut)\b/g, "sugarloaf mountain"],
  [/\b(?:la |the )?(?:tour eiffel|torre eiffel|eiffelturm)\b/g, "eiffel tower"],
  [/\b(?:el |il |o |le |das )?(?:coliseo|colosseo|coliseu|colisee|kolosseum)\b/g, "colosseum"],
  [/\b(?:la |el )?(?:sagrada familia)\b/g, "sagrada familia"],
  [/\b(?:del |el |do |de l'|l')(alcazar)\b/g, "the $1"],
];

/** The text (accents folded) with the cities other languages name their own way put into English. */
export function citiesInEnglish(text: string): string {
  let out = text;
  for (const [re, en] of table) out = out.replace(re, en);
  for (const [re, en] of sights) out = out.replace(re, en);
  return out;
}
