// Dishes travellers name when they say what they want to eat ("kbbq", "shrimp n grits",
// "jollof", "beignets"), each with how it is usually written and the cooking it belongs to. A
// dish named is a cuisine wish in the traveller's own terms, and says food matters to them.

export type Dish = { name: string; cuisine: string; re: RegExp };

// [how it is written (a regex source, lower case), the dish's plain name, its cooking]
const rows: [string, string, string][] = [
  ["k-?bbq|korean (?:bbq|barbecue|barbeque)", "korean bbq", "Korean"],
  ["bibimbap", "bibimbap", "Korean"],
  ["kimchi", "kimchi", "Korean"],
  ["shrimp (?:and|n|&|'n'?) grits", "shrimp and grits", "Southern"],
  ["beignets?", "beignets", "Creole"],
  ["gumbo", "gumbo", "Creole"],
  ["jambalaya", "jambalaya", "Creole"],
  ["crawfish|crayfish boil", "crawfish", "Cajun"],
  ["po'? ?boys?", "po' boy", "Creole"],
  ["brisket", "brisket", "Texas barbecue"],
  ["lobster rolls?", "lobster roll", "New England"],
  ["clam chowder", "clam chowder", "New England"],
  ["bagels?", "bagels", "New York"],
  ["pastrami", "pastrami", "New York deli"],
  ["deep[- ]dish", "deep dish", "Chicago"],
  // ("poke around the old town" is no dish: only the bowl.)
  ["poke bowls?", "poke", "Hawaiian"],
  ["jollof(?: rice)?", "jollof", "West African"],
  ["suya", "suya", "Nigerian"],
  ["fufu", "fufu", "West African"],
  ["nyama choma", "nyama choma", "Kenyan"],
  ["braai", "braai", "South African"],
  ["bobotie", "bobotie", "South African"],
  ["bunny chow", "bunny chow", "South African"],
  ["tagines?|tajines?", "tagine", "Moroccan"],
  ["couscous", "couscous", "North African"],
  ["koshari|kushari", "koshari", "Egyptian"],
  ["mansaf", "mansaf", "Jordanian"],
  ["shawarma", "shawarma", "Levantine"],
  ["falafel", "falafel", "Levantine"],
  ["hummus", "hummus", "Levantine"],
  ["baklava", "baklava", "Turkish"],
  ["d[öo]ner", "döner", "Turkish"],
  ["khinkali", "khinkali", "Georgian"],
  ["borscht|borsch", "borscht", "Eastern European"],
  ["goulash|gulyás", "goulash", "Hungarian"],
  ["schnitzel", "schnitzel", "Austrian"],
  ["bratwurst|currywurst", "sausages", "German"],
  ["pretzels?", "pretzels", "German"],
  ["fondue", "fondue", "Swiss"],
  ["raclette", "raclette", "Swiss"],
  ["cr[eê]pes?|galettes?", "crêpes", "French"],
  ["croissants?", "croissants", "French"],
  ["bouillabaisse", "bouillabaisse", "French"],
  ["moules(?: frites)?|mussels", "mussels", "Belgian"],
  ["waffles?", "waffles", "Belgian"],
  ["stroopwafels?", "stroopwafel", "Dutch"],
  ["smørrebrød|smorrebrod", "smørrebrød", "Danish"],
  ["churros?", "churros", "Spanish"],
  ["jam[oó]n(?: ib[eé]rico)?", "jamón", "Spanish"],
  ["past[eé]is de nata|pastel de nata|pasteis", "pastéis de nata", "Portuguese"],
  ["bacalhau", "bacalhau", "Portuguese"],
  ["francesinha", "francesinha", "Portuguese"],
  ["carbonara|cacio e pepe|amatriciana", "roman pasta", "Italian"],
  ["risotto", "risotto", "Italian"],
  ["arancini", "arancini", "Sicilian"],
  ["cannoli", "cannoli", "Sicilian"],
  ["fish (?:and|n|&|'n'?) chips", "fish and chips", "British"],
  ["full english|fry[- ]up", "full english", "British"],
  ["sunday roast", "sunday roast", "British"],
  ["cream tea|scones", "cream tea", "British"],
  ["haggis", "haggis", "Scottish"],
  ["meat pies?|pies? floaters?", "meat pies", "Australian"],
  ["pavlova", "pavlova", "Australian"],
  ["hangi", "hangi", "Māori"],
  ["lechon|lechón", "lechon", "Filipino"],
  ["adobo", "adobo", "Filipino"],
  ["sisig", "sisig", "Filipino"],
  ["halo[- ]halo", "halo-halo", "Filipino"],
  ["laksa", "laksa", "Malaysian"],
  ["nasi lemak", "nasi lemak", "Malaysian"],
  ["char kway teow", "char kway teow", "Malaysian"],
  ["satay", "satay", "Malaysian"],
  ["hawker(?: centres?| centers?| stalls?)?", "hawker food", "Singaporean"],
  ["chill?i crab", "chilli crab", "Singaporean"],
  ["chicken rice", "chicken rice", "Singaporean"],
  ["bak kut teh", "bak kut teh", "Malaysian"],
  ["nasi goreng", "nasi goreng", "Indonesian"],
  ["babi guling", "babi guling", "Balinese"],
  ["rendang", "rendang", "Indonesian"],
  ["pad thai", "pad thai", "Thai"],
  ["tom yum", "tom yum", "Thai"],
  ["som tam|papaya salad", "som tam", "Thai"],
  ["khao soi", "khao soi", "Thai"],
  ["mango sticky rice", "mango sticky rice", "Thai"],
  ["banh mi|bánh mì", "banh mi", "Vietnamese"],
  ["bun cha|bún chả", "bun cha", "Vietnamese"],
  ["fish amok|amok curry", "amok", "Cambodian"],
  ["xiao ?long ?bao|xlb|soup dumplings", "xiao long bao", "Chinese"],
  ["peking duck|roast duck", "peking duck", "Chinese"],
  ["egg tarts?", "egg tarts", "Cantonese"],
  ["okonomiyaki", "okonomiyaki", "Japanese"],
  ["takoyaki", "takoyaki", "Japanese"],
  ["yakitori", "yakitori", "Japanese"],
  ["izakayas?", "izakaya", "Japanese"],
  ["tempura", "tempura", "Japanese"],
  ["wagyu|kobe beef", "wagyu", "Japanese"],
  ["udon", "udon", "Japanese"],
  ["dosas?", "dosa", "South Indian"],
  ["thalis?", "thali", "Indian"],
  ["butter chicken", "butter chicken", "Indian"],
  ["momos?", "momos", "Nepali"],
  ["tamales?", "tamales", "Mexican"],
  ["pupusas?", "pupusas", "Salvadoran"],
  ["arepas?", "arepas", "Colombian"],
  ["empanadas?", "empanadas", "Latin American"],
  ["asado", "asado", "Argentine"],
  ["feijoada", "feijoada", "Brazilian"],
  ["churrasco|churrascaria", "churrasco", "Brazilian"],
  ["a[cç]a[ií](?: bowls?)?", "açaí", "Brazilian"],
  ["pisco sours?", "pisco sour", "Peruvian"],
  // (Lima's cooking from its Japanese and Chinese families: a cuisine named by its dishes' word.)
  ["nikkei", "nikkei", "Peruvian"],
  ["chifa", "chifa", "Peruvian"],
  ["anticuchos?", "anticuchos", "Peruvian"],
  ["lomo saltado", "lomo saltado", "Peruvian"],
  ["jerk (?:chicken|pork)", "jerk chicken", "Jamaican"],
  ["roti", "roti", "Caribbean"],
];

export const dishes: Dish[] = rows.map(([src, name, cuisine]) => ({
  name,
  cuisine,
  re: new RegExp(`(?<![\\p{L}])(?:${src})(?![\\p{L}])`, "u"),
}));

/** The dishes a message names, by their plain names, in the order of the table. */
export function dishesNamed(lower: string): string[] {
  return dishes.filter((d) => wanted(lower, d.re)).map((d) => d.name);
}

// "allergic to mussels", "no kimchi for me", "we hate olives": a dish named to be kept away is
// no wish (the avoid reader has it).
const refused =
  /\b(?:no|not|never|allergic to|allergy to|allergies to|hate|hates|dislike|dislikes|avoid|without|can'?t eat|cannot eat|don'?t eat|doesn'?t eat|don'?t like|doesn'?t like|intolerant to)\b[^,.;!?]{0,20}$/;

/** Whether a dish's name appears somewhere it is not refused. */
function wanted(lower: string, re: RegExp): boolean {
  const global = new RegExp(re.source, "gu");
  for (const m of lower.matchAll(global))
    if (!refused.test(lower.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) return true;
  return false;
}
