// Words for who is travelling, beyond English's own: the group nouns and kinship plurals
// travellers count people with ("barkada of 5", "me and 3 titas", "4 amigos"), and the small
// numbers of the other languages read here, for "nous sommes deux", "siamo in tre".

/** Grown-ups counted in a group, as a regex alternation (plurals; English, Filipino, Romance, German). */
export const GROUP_PEOPLE = [
  // Kin and friends, counted: "3 titas", "2 aunties", "4 cousins".
  "titas|titos|lolas|lolos|aunties|aunts|uncles|cousins|nieces|nephews|in-laws|bridesmaids|groomsmen",
  "girlfriends|gfs|homies|bros|t[ií]as|t[ií]os|primos|primas|hermanos|hermanas|irm[ãa]os|irm[ãa]s|cugini|cousines",
  "classmates|roommates|flatmates|housemates|teammates|besties|bffs|gals|dudes|chicks|ladies",
  // "3 barkada" (the Philippines: a group of friends, counted as its members).
  "barkada|barkadas",
  // "hum 4 dost" (Hindi and Urdu: friends).
  "dost|doston|dosts",
  // "4 amigos", "3 amiche", "2 Freunde", "deux amis".
  "amigos|amigas|amis|amies|amici|amiche|freunde|freundinnen|colegas|compañeros|companheiros|adultes|adulti",
].join("|");

/** Nouns for a group of people, said with "of": "barkada of 5", "a squad of 6". */
export const GROUP_NOUNS = "group|party|barkada|squad|crew|gang|posse|bunch|team|tribe|troop|grupo|gruppo|groupe";

/** Children in the other languages read here: "2 niños", "1 criança", "deux enfants", "zwei Kinder". */
export const CHILD_WORDS =
  "niños|niñas|niño|niña|hijos|hijas|crianças|criança|filhos|filhas|enfants|enfant|kinder|kindern|bambini|bambino|bambina|figli";

/** "six anos", "5 años", "7 ans", "8 Jahre", "9 anni": years of age in other languages. */
export const YEARS_OLD = "anos|años|ans|jahre|jahren|anni";

/** One to six in French, Spanish, Portuguese, Italian and German, for counts of people only. */
export const foreignCardinals: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  una: 1,
  uno: 1,
  um: 1,
  uma: 1,
  ein: 1,
  eine: 1,
  einem: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  dos: 2,
  tres: 3,
  três: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  dois: 2,
  duas: 2,
  quatro: 4,
  due: 2,
  cinque: 5,
  tre: 3,
  quattro: 4,
  sei: 6,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
};

/** A count of people in any of these languages, as a regex group: "2", "two", "zwei", "deux". */
export const PEOPLE_NUM = (english: string) => `(\\d+|${english}|${Object.keys(foreignCardinals).join("|")})`;
