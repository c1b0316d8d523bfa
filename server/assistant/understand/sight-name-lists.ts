import { geocode } from "../../travel/geo/gazetteer";
import { findRegion } from "../../travel/geo/regions";
import { personNames } from "./person-names";

// Names in capitals listed on their own, with no verb around them: "Vallée de Mai and Anse Source
// d'Argent on La Digue", "Algiers 4 nights, Casbah and Notre Dame d'Afrique", "Fairy Pools and Old
// Man of Storr". A list of names that no map knows as towns, one of them of several words, is a
// list of things to see. A town, a region, a person or the party ("me and Joana") is not one, and
// a list with any of those in it is the trip's stops or its people, not its sights.

// A name as written: words in capitals, with the small words names carry ("Vallée de Mai",
// "Old Man of Storr", "Notre Dame d'Afrique").
const WORD = "\\p{Lu}[\\p{L}'’-]*";
const SMALL = "(?:de|du|des|del|della|di|da|do|dos|la|le|les|el|los|las|of|the|y|d['’]|l['’])";
const NAME = new RegExp(`^${WORD}(?:\\s+(?:${SMALL}\\s*)?${WORD}){0,4}$`, "u");
// Where a sight is, said after it: "Anse Source d'Argent on La Digue", "Casbah in Algiers".
const whereAfter = new RegExp(`\\s+(?:on|in|at|near)\\s+(?:the\\s+)?${WORD}(?:\\s+${WORD}){0,2}$`, "u");
// Words in capitals that are no sight's name: the party, days, months, greetings.
const notAName =
  /^(?:I|Me|We|Us|My|Our|You|He|She|They|Mum|Mom|Dad|Hi|Hello|Hey|Thanks|Please|PS|Day|Night|Week|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tue(?:sday)?|Wed(?:nesday)?|Thu(?:rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)$/;

/** Whether the map knows the name as somewhere to stay or an area: a stop, not a sight. */
const mapped = (name: string) => {
  if (findRegion(name)) return true;
  const g = geocode(name);
  return !!g && g.matched_by !== "fuzzy";
};

/** The names of things to see listed on their own, with their place after them dropped. */
export function namesListedAlone(text: string): string[] {
  const out: string[] = [];
  const people = personNames(text);
  for (const sentence of text.split(/[.;!?\n()]+|\s[-–—]\s/)) {
    // The pieces of the sentence, and whether a joining word ("and", "+", "&") stood before each.
    const parts = sentence.split(/\s*(,|\s(?:and|&|\+)\s|\+|&)\s*/);
    const items: { name: string; joined: boolean }[] = [];
    for (let i = 0; i < parts.length; i += 2) {
      // ("Tierra del Fuego NP and the Beagle Channel": "the" is no part of the name.)
      // ("Want Machu Picchu and Rainbow Mountain": nor is the wish's verb.)
      const raw = (parts[i] ?? "")
        .trim()
        .replace(/^(?:(?:We|I)\s+)?(?:[Ww]ant|[Ww]anna|[Ss]ee|[Vv]isit|[Ll]ove)\s+(?=\p{Lu})/u, "")
        .replace(/^the\s+(?=\p{Lu})/u, "");
      const sep = parts[i - 1] ?? "";
      items.push({ name: raw, joined: i > 0 && sep !== "," });
    }
    // Runs of names side by side: "Casbah and Notre Dame d'Afrique".
    let run: { name: string; joined: boolean }[] = [];
    const close = () => {
      const names = run.map((r) => r.name.replace(whereAfter, "").trim());
      const joinedList = run.slice(1).some((r) => r.joined);
      if (
        names.length >= 2 &&
        joinedList &&
        names.some((n) => n.split(/\s+/).length >= 2) &&
        !names.some((n) => notAName.test(n) || people.has(n.toLowerCase()) || mapped(n) || /^\p{Lu}+$/u.test(n))
      )
        out.push(...names.map((n) => n.replace(/\s+(?:NP|N\.P\.)$/, " National Park")));
      run = [];
    };
    for (const item of items) {
      if (item.name && NAME.test(item.name.replace(whereAfter, "").trim())) run.push(item);
      else close();
    }
    close();
  }
  return out;
}
