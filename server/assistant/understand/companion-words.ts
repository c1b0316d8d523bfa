// Words for the people a traveller goes with, kept in one place for every reader of the party:
// the party list ("me, my wife and our son"), the party reader ("with my hubby"), and the
// foreign-word swaps ("mi esposa" reads as "my wife").

/** A wife, in the languages foreign-words.ts reads: "mi esposa", "ma femme", "istri saya". */
export const WIFE_ABROAD = ["esposa", "femme", "frau", "moglie", "istri", "karım", "asawa ko"];
/** A husband, in the languages foreign-words.ts reads: "meu marido", "mon mari", "suami". */
export const HUSBAND_ABROAD = ["marido", "esposo", "mari", "marito", "mann", "suami", "kocam"];

/**
 * A spouse or partner, one grown-up: the English words, their nicknames ("hubby", "the missus",
 * "bae"), and the foreign ones read untranslated in a mixed message ("me y mi esposa"). Not
 * German "mann", which English writes too ("the Thomas Mann house").
 */
export const SPOUSE_WORDS: readonly string[] = [
  "wife",
  "husband",
  "hubby",
  "hubs",
  "wifey",
  "missus",
  "missis",
  "partner",
  "girlfriend",
  "boyfriend",
  "gf",
  "bf",
  "fella",
  "fiance",
  "fiancee",
  "spouse",
  "other half",
  "better half",
  "bae",
  "boo",
  "mujer",
  "novia",
  "novio",
  "ehefrau",
  "ehemann",
  ...WIFE_ABROAD,
  ...HUSBAND_ABROAD.filter((w) => w !== "mann"),
];

/**
 * A friend as the world's Englishes say it, one grown-up: "me and my bru" (South Africa), "me an
 * mi bredren" (Jamaica), "with my cuz", "my homie", "me and my compadre".
 */
export const MATE_WORDS: readonly string[] = [
  "bff",
  "bru",
  "boet",
  "bredren",
  "bredrin",
  "homie",
  "homeboy",
  "homegirl",
  "cuz",
  "cuzzie",
  "chum",
  "compadre",
  "comadre",
  "amigo",
  "amiga",
];

/**
 * Kin named in another language inside an English message, one grown-up each: "me + my abuela",
 * "with my lola", "my nonna and me", "me and my tía".
 */
export const KIN_ABROAD: readonly string[] = [
  "abuela",
  "abuelo",
  "abuelita",
  "abuelito",
  "lola",
  "lolo",
  "tita",
  "tito",
  "nonna",
  "nonno",
  "oma",
  "opa",
  "tia",
  "tio",
  "tía",
  "tío",
  "prima",
  "primo",
  "suegra",
  "suegro",
  // A sibling, a parent or a friend as French, Italian, Spanish, Portuguese and German write them
  // ("moi et ma sœur", "io e mia sorella", "eu e minha irmã", "mi hermano y yo").
  "hermana",
  "hermano",
  "sorella",
  "fratello",
  "sœur",
  "soeur",
  "frère",
  "frere",
  "irmã",
  "irma",
  "irmão",
  "irmao",
  "schwester",
  "bruder",
  "madre",
  "padre",
  "mère",
  "mere",
  "père",
  "pere",
  "mãe",
  "mae",
  "mutter",
  "vater",
  "amica",
  "amico",
  "amie",
];

/** A list of words as a regex alternation, longest first ("better half" before "half"). */
export const alternation = (words: readonly string[]): string =>
  [...new Set(words)].sort((a, b) => b.length - a.length).join("|");
