// "My daughter Florence turns 18", "Sofia (my wife, not the city lol)", "to meet Santa": a name
// the words around it give to a person is no place, wherever else in the message it comes
// ("2 adults + Florence").

const KIN =
  "(?:daughter|son|wife|husband|partner|sister|brother|mum|mom|mother|dad|father|friend|mate|kid|boy|girl|niece|nephew|grandson|granddaughter|grandma|grandpa|granny|boyfriend|girlfriend|bf|gf|fianc[eé]e?|cousin|aunt|auntie|uncle|baby|toddler|colleague|boss|dog|cat)s?";
/** "my daughter ", "our youngest son ": a person's name comes next ("with my brother, Buenos Aires" lists on). */
const kinBefore = new RegExp(
  String.raw`\b(?:my|our|his|her|their)\s+(?:(?:little|eldest|oldest|youngest|baby|older|younger|big|best|twin|new)\s+)?${KIN}\s+$`,
  "i",
);
/** " (my wife", " turns 18", "'s birthday": what is said of a person after the name. */
const personAfter = new RegExp(
  String.raw`^(?:\s*\(\s*(?:my|our|the)\s+${KIN}\b|\s+(?:turns|is turning)\s+\d|['’]s\s+(?:birthday|bday|\d+(?:st|nd|rd|th)\b))`,
  "i",
);
/** "to meet Santa", "meeting Grandma": one meets people, not towns. */
const meetBefore = /\b(?:meet|meeting|met)\s+$/i;

/** Where a place is said: "from Munich", "to Sofia", "in Florence". */
const placeBefore = /\b(?:from|to|in|at|via|visit|visiting|fly|flying|leaving)\s+$/i;
/** Where the party is listed: "2 adults + Florence", "me and Sofia", "with Victoria". */
const partyBefore = /\b(?:adults?|kids?|children|me|us|i|we|with)\s*(?:[+&,]|and)?\s*$/i;

/** The names (in lower case) the message gives to people. */
export function personNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\p{Lu}[\p{L}'’-]*/gu)) {
    const start = m.index ?? 0;
    const name = m[0].replace(/['’]s$/, "");
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(start + name.length, start + name.length + 40);
    if (kinBefore.test(before) || (personAfter.test(after) && !placeBefore.test(before)) || meetBefore.test(before))
      names.add(name.toLowerCase());
  }
  return names;
}

/**
 * Whether the name at `start` is a person's: one the message gives a person, said there as a
 * person or among the party ("Sofia + Plovdiv ... my daughter Sofia": the first is the city).
 */
export function personAt(text: string, start: number, name: string, people: Set<string>): boolean {
  const key = name.replace(/['’]s$/i, "");
  if (!people.has(key.toLowerCase())) return false;
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(start + key.length, start + key.length + 40);
  return kinBefore.test(before) || personAfter.test(after) || meetBefore.test(before) || partyBefore.test(before);
}
