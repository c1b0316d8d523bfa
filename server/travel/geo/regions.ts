import countries from "i18n-iso-countries";
import { type City, cities, normalize } from "./cities";
import { distanceKm } from "./distance";
import { editDistance } from "./edit-distance";
import { isEnglishWord } from "./english-words";
import { africa, oceania } from "./regions-africa-oceania";
import { americas } from "./regions-americas";
import { asia } from "./regions-asia";
import { landscapes, type RegionEntry, type RegionKind, regionAdjectives } from "./regions-data";
import { europe } from "./regions-europe";
import { countryOfAdjective, nationalPart } from "./regions-national";
import { nature } from "./regions-nature";
import {
  blockers,
  caucasusCues,
  conjunctions,
  ofHeads,
  postfix,
  quantities,
  seasons,
  transport,
  triggers,
  wishes,
} from "./regions-words";

// Regions travellers name ("2 cities in Texas", "a week in the Algarve", "two weeks in Japan") and
// the cities worth visiting in each (docs/regions.md). The table is hand-written (regions-*.ts);
// each city's coordinates and population come from the gazetteer, found once, on first use.

export type RegionCity = {
  name: string;
  country_code: string;
  lat: number;
  lng: number;
  population: number;
  /** 1-5: how much a visitor comes for it (5 = world-famous destination, 1 = pleasant stop). */
  interest: number;
  /** Suggested nights for a first visit (1-5). */
  nights: number;
  /** Text geocode() resolves to this very city ("Portland, OR", "Lagos, PT"). */
  query: string;
};

export type Region = {
  key: string;
  name: string;
  /** null when it spans countries */
  country_code: string | null;
  kind: RegionKind;
  /** Best first. */
  cities: RegionCity[];
};

/** Two cities closer than this are one stay, not two (unless the region has nothing farther). */
export const MIN_APART_KM = 40;

// Names that also mean something else: a person ("Jordan", "Chad"), a food or a wine ("Turkey",
// "Champagne"), or another place. In running text they count only after a clear travel word.
const ambiguousNames = new Set([
  "georgia",
  "jordan",
  "chad",
  "victoria",
  "turkey",
  "china",
  "guinea",
  "java",
  "niger",
  "burgundy",
  "champagne",
  "madeira",
  "virginia",
  "montana",
  "kerry",
]);

// Names that are plain words for land: read only when nothing before them names other such land.
const plainLand = new Set(["highlands"]);

// Plain "New York" and "Washington" are the cities; the states need "state" (docs/regions.md).
const onlyWithQualifier: Record<string, string> = { "new york": "us-ny", washington: "us-wa" };

/** The form names are compared in: normalize(), "&" as "and", no leading "the". */
function nameKey(text: string): string {
  return normalize(text.replace(/&/g, " and ")).replace(/^the /, "");
}

type Built = {
  regions: Region[];
  byKey: Map<string, Region>;
  /** Name or alias → regions, the one meant by default first. */
  byName: Map<string, Region[]>;
  /** Names by length, for misspellings. */
  namesByLength: Map<number, string[]>;
  /** First word → names (as words) that start with it, longest first. */
  byFirstWord: Map<string, string[][]>;
  /** Country names and aliases → ISO code. */
  countryByName: Map<string, string>;
  problems: string[];
};

let built: Built | undefined;

/** Languages whose names for countries the table reads too. */
const foreignLangs = ["es", "fr", "de", "it", "pt"];
/** Countries' names in those languages that are also people's first names. */
const givenNames = new Set(["dominique", "dominica", "kenia", "georgie", "jordania", "irlanda", "india", "chile"]);

type CitySpec = { display: string; lookup: string; country: string; admin?: string; interest: number; nights: number };

function parseCities(entry: RegionEntry, problems: string[]): CitySpec[] {
  const specs: CitySpec[] = [];
  for (const part of entry.cities.split(",")) {
    const text = part.trim();
    if (!text) continue;
    const m = /^(.+?)(?:@([A-Z]{2})(?:-([A-Z0-9]+))?)?\s+([1-5])\/([1-5])$/.exec(text);
    if (!m) {
      problems.push(`${entry.key}: cannot read "${text}"`);
      continue;
    }
    const [, names = "", cc, admin, interest = "1", nights = "1"] = m;
    const [display = "", lookup = display] = names.split("=").map((s) => s.trim());
    const countryCode = cc ?? entry.country;
    if (!countryCode) {
      problems.push(`${entry.key}: "${text}" needs @CC (the region spans countries)`);
      continue;
    }
    specs.push({
      display,
      lookup,
      country: countryCode,
      admin: admin ?? (cc ? undefined : entry.admin),
      interest: Number(interest),
      nights: Number(nights),
    });
  }
  return specs;
}

const usStateCodes = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(
    " ",
  ),
);

function build(): Built {
  const { byKey: gazetteer } = cities();
  const entries = [...americas, ...europe, ...asia, ...africa, ...oceania, ...nature];
  const problems: string[] = [];
  const countryName = new Map<string, string>();
  for (const e of entries)
    if (e.kind === "country" && e.country && e.key === e.country.toLowerCase()) countryName.set(e.country, e.name);

  const regions: Region[] = [];
  for (const entry of entries) {
    const specs = parseCities(entry, problems);
    const candidates = specs.map((spec) =>
      (gazetteer.get(normalize(spec.lookup)) ?? []).filter(
        (c) => c.country === spec.country && (!spec.admin || c.admin === spec.admin),
      ),
    );
    // Where a name is found more than once in the country, an area means the one near its other
    // cities; a country means the largest (as geocode() does).
    const sure = candidates.filter((list) => list.length === 1).map((list) => list[0] as City);
    const centre = sure.length ? median(sure) : undefined;
    const reach = centre ? Math.max(100, 1.5 * Math.max(...sure.map((c) => distanceKm(centre, c)))) : 0;
    const found: RegionCity[] = [];
    const seen = new Set<number>();
    specs.forEach((spec, i) => {
      const list = candidates[i] ?? [];
      if (!list.length) {
        problems.push(
          `${entry.key}: "${spec.lookup}" (${spec.country}${spec.admin ? `-${spec.admin}` : ""}) is not in the gazetteer`,
        );
        return;
      }
      // The largest, unless an area's other cities say it is another one of that name.
      let city = list[0] as City;
      if (entry.kind !== "country" && centre && list.length > 1 && distanceKm(centre, city) > reach) {
        const near = list.reduce((a, b) => (distanceKm(centre, b) < distanceKm(centre, a) ? b : a));
        // GeoNames lists some towns twice (once without people): the populous one near there.
        city = list.find((c) => distanceKm(c, near) < 30) ?? near;
      }
      if (seen.has(city.id)) {
        problems.push(`${entry.key}: "${spec.display}" is listed twice`);
        return;
      }
      seen.add(city.id);
      const hint =
        spec.country === "US"
          ? city.admin
          : usStateCodes.has(spec.country)
            ? (countryName.get(spec.country) ?? spec.country)
            : spec.country;
      found.push({
        name: spec.display,
        country_code: city.country,
        lat: city.lat,
        lng: city.lng,
        population: city.population,
        interest: spec.interest,
        nights: spec.nights,
        query: `${spec.lookup}, ${hint}`,
      });
    });
    // Best first: interest, then the table's order (stable sort).
    found.sort((a, b) => b.interest - a.interest);
    regions.push({ key: entry.key, name: entry.name, country_code: entry.country, kind: entry.kind, cities: found });
  }

  const byKey = new Map<string, Region>();
  const byName = new Map<string, Region[]>();
  const countryByName = new Map<string, string>();
  const addName = (name: string, region: Region) => {
    const key = nameKey(name);
    if (!key) return;
    const list = byName.get(key);
    if (!list) byName.set(key, [region]);
    else if (!list.includes(region)) list.push(region);
  };
  entries.forEach((entry, i) => {
    const region = regions[i] as Region;
    if (byKey.has(region.key)) problems.push(`${region.key}: key used twice`);
    byKey.set(region.key, region);
    for (const name of [entry.name, ...entry.aka]) {
      addName(name, region);
      if (entry.kind === "country" && entry.country) countryByName.set(nameKey(name), entry.country);
    }
  });
  // "the Sicilian coast", "Portuguese countryside": a landscape named by the region's adjective,
  // where no region has that phrase for a name of its own.
  for (const [adjective, key] of Object.entries(regionAdjectives)) {
    const region = byKey.get(key);
    if (!region) {
      problems.push(`adjective "${adjective}": no region ${key}`);
      continue;
    }
    for (const landscape of landscapes) {
      const name = `${adjective} ${landscape}`;
      if (!byName.has(nameKey(name))) addName(name, region);
    }
  }
  // "Schottland", "Marruecos", "Nouvelle-Zélande": a country under its name in the languages
  // travellers most often mix in, unless that name is a town, an English word ("Island" is
  // Iceland in German) or another region's.
  for (const entry of entries) {
    if (entry.kind !== "country" || !entry.country || entry.key !== entry.country.toLowerCase()) continue;
    const region = byKey.get(entry.key);
    if (!region) continue;
    for (const lang of foreignLangs) {
      for (const name of [countries.getName(entry.country, lang, { select: "all" }) ?? []].flat()) {
        const key = nameKey(name);
        if (key.length < 4 || byName.has(key) || cities().byKey.has(key)) continue;
        if (key.split(" ").some((w) => isEnglishWord(w))) continue;
        // ("Dominique and I are going to Paris": a person, not Dominica in French.)
        if (givenNames.has(key)) continue;
        addName(name, region);
      }
    }
  }
  const namesByLength = new Map<number, string[]>();
  const byFirstWord = new Map<string, string[][]>();
  for (const name of byName.keys()) {
    const list = namesByLength.get(name.length);
    if (list) list.push(name);
    else namesByLength.set(name.length, [name]);
    const words = name.split(" ");
    const first = words[0] as string;
    const withFirst = byFirstWord.get(first);
    if (withFirst) withFirst.push(words);
    else byFirstWord.set(first, [words]);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  return { regions, byKey, byName, namesByLength, byFirstWord, countryByName, problems };
}

function median(list: { lat: number; lng: number }[]): { lat: number; lng: number } {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  };
  return { lat: mid(list.map((c) => c.lat)), lng: mid(list.map((c) => c.lng)) };
}

let countryList: Region[] | undefined;
/** The table's countries (by their ISO key), for the adjectives that name them. */
function countriesOf(t: Built): Region[] {
  countryList ??= t.regions.filter((r) => r.kind === "country" && r.key === r.country_code?.toLowerCase());
  return countryList;
}

function table(): Built {
  built ??= build();
  return built;
}

/** Every region Lotus knows. */
export function allRegions(): readonly Region[] {
  return table().regions;
}

/** Whether `text` is one of the names the table gives `region` ("Croatian coast" for Dalmatia), as written. */
export function isNameOf(text: string, region: Region): boolean {
  return !!table().byName.get(normalize(text))?.includes(region);
}

export function regionByKey(key: string): Region | undefined {
  return table().byKey.get(key);
}

/** Table entries that could not be read or found in the gazetteer (the tests keep this empty). */
export function regionProblems(): readonly string[] {
  return table().problems;
}

// ---------------------------------------------------------------------------------------------
// findRegion

type Hint = { kind?: RegionKind; country?: string };

const prefixes: [RegExp, Hint][] = [
  [/^(us |u s |american )?state of /, { kind: "state" }],
  [/^(province|territory|prefecture) of /, { kind: "state" }],
  [/^(country|republic|kingdom|nation) of /, { kind: "country" }],
  [/^(region|area|island|isle|islands) of /, {}],
];
const suffixes: [RegExp, Hint][] = [
  [/ (state|us state|province|prefecture|territory)$/, { kind: "state" }],
  [/ (the )?(country|nation)$/, { kind: "country" }],
  [/ (region|area|island|islands|coast|countryside)$/, {}],
];

const directions: Record<string, string> = {
  north: "north",
  northern: "north",
  south: "south",
  southern: "south",
  east: "east",
  eastern: "east",
  west: "west",
  western: "west",
  central: "central",
};

function pickByHint(list: Region[], hint: Hint): Region | undefined {
  return (
    list.find((r) => (!hint.kind || r.kind === hint.kind) && (!hint.country || r.country_code === hint.country)) ??
    (hint.kind || hint.country ? undefined : list[0])
  );
}

/** Exact names, then names with a qualifier ("state of", "the country"), then "<region> <country>". */
function lookUpName(key: string, t: Built): Region | undefined {
  const exact = t.byName.get(key);
  if (exact) return exact[0];
  for (const [pattern, hint] of [...prefixes, ...suffixes]) {
    if (!pattern.test(key)) continue;
    const core = key.replace(pattern, "").replace(/^the /, "");
    const list = t.byName.get(core);
    const found = list && (pickByHint(list, hint) ?? list[0]);
    if (found) return found;
    const only = onlyWithQualifier[core];
    if (only && hint.kind === "state") return t.byKey.get(only);
  }
  // "Tuscany Italy", "Texas USA", "Georgia USA", "Victoria Australia"; "Ireland's Wild Atlantic Way".
  const words = key.split(" ");
  const owner = words[0]?.endsWith("s") ? t.countryByName.get(words[0].slice(0, -1)) : undefined;
  if (owner && words.length > 1) {
    const found = t.byName.get(words.slice(1).join(" "))?.find((r) => r.country_code === owner);
    if (found) return found;
  }
  // "Chilean Patagonia", "the Brazilian Amazon": an area's part in one country (regions-national.ts).
  const spanning = words.length > 1 ? t.byName.get(words.slice(1).join(" "))?.[0] : undefined;
  const part = spanning && nationalPart(words[0] as string, spanning, countriesOf(t));
  if (part) return part;
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const country = t.countryByName.get(words.slice(-n).join(" "));
    if (!country) continue;
    const head = words.slice(0, -n).join(" ").replace(/^the /, "");
    const list = t.byName.get(head);
    const found = list?.find((r) => r.country_code === country);
    if (found) return found;
    const only = onlyWithQualifier[head];
    if (only && country === "US") return t.byKey.get(only);
  }
  return undefined;
}

const derived = new Map<string, Region | null>();

/** "southern Spain" when the table has no such area: the country's cities in that part of it. */
function directional(key: string, t: Built): Region | undefined {
  const m = /^(\w+) (.+)$/.exec(key);
  const direction = m && directions[m[1] as string];
  if (!m || !direction) return undefined;
  // "West Jordan" (Utah), "North Vancouver": a place of that name is not a part of a region.
  if (cities().byKey.has(key)) return undefined;
  const cacheKey = `${direction} ${m[2]}`;
  const cached = derived.get(cacheKey);
  if (cached !== undefined) return cached ?? undefined;
  const base = lookUpName(m[2] as string, t);
  let region: Region | undefined;
  if (base && base.kind !== "area" && base.cities.length >= 4) {
    const centre = median(base.cities);
    const distances = base.cities.map((c) => distanceKm(centre, c)).sort((a, b) => a - b);
    const near = distances[Math.floor(distances.length / 2)] as number;
    const keep = base.cities.filter((c) =>
      direction === "north"
        ? c.lat >= centre.lat
        : direction === "south"
          ? c.lat <= centre.lat
          : direction === "east"
            ? c.lng >= centre.lng
            : direction === "west"
              ? c.lng <= centre.lng
              : distanceKm(centre, c) <= near,
    );
    if (keep.length >= 2) {
      const title = { north: "Northern", south: "Southern", east: "Eastern", west: "Western", central: "Central" };
      region = {
        key: `${base.key}-${direction}`,
        name: `${title[direction as keyof typeof title]} ${base.name}`,
        country_code: base.country_code,
        kind: "area",
        cities: keep,
      };
    }
  }
  derived.set(cacheKey, region ?? null);
  return region;
}

/** The closest name within one edit, for names of 7 letters or more. */
function closestName(key: string, t: Built, singleWord = false): string | undefined {
  if (key.length < 7) return undefined;
  for (let length = key.length - 1; length <= key.length + 1; length++) {
    for (const name of t.namesByLength.get(length) ?? []) {
      if (name.length < 7 || name[0] !== key[0] || onlyWithQualifier[name]) continue;
      if (singleWord && name.includes(" ")) continue;
      if (editDistance(key, name, 1) <= 1) return name;
    }
  }
  return undefined;
}

function misspelt(key: string, t: Built): Region | undefined {
  // A real place one letter off a region is that place: Granada is not Grenada.
  if (cities().byKey.has(key)) return undefined;
  const name = closestName(key, t);
  return name ? t.byName.get(name)?.[0] : undefined;
}

const answers = new Map<string, Region | null>();

/**
 * The region a phrase names: "Texas", "northern Italy", "the Algarve", "Japan", "Côte d'Azur",
 * "Washington State", or a region's key ("us-tx"). Case, accents and "the" do not matter; a
 * misspelling within one edit is forgiven for names of 7+ letters (unless the phrase is a real
 * place: Granada is not Grenada). Two-letter codes ("TX") are not read. "Georgia" is the US state
 * ("Georgia the country", "country of Georgia" is the country); plain "New York" and "Washington"
 * are cities, not regions. "southern Portugal" (no such area in the table) is that part of the
 * country: its cities south of the middle one, key "pt-south".
 */
export function findRegion(phrase: string): Region | undefined {
  if (phrase.length > 200) return undefined;
  // A region's own key ("us-tx", "it-tuscany", "pt-south"), as a plan stores it; not a country's
  // two-letter key, which would read "co" or "in" as Colombia or India.
  const t = table();
  const byKey = phrase.length > 2 ? t.byKey.get(phrase) : undefined;
  if (byKey) return byKey;
  const part = /^([a-z0-9-]+)-(north|south|east|west|central)$/.exec(phrase);
  const base = part && t.byKey.get(part[1] as string);
  if (base) return directional(`${part?.[2]} ${nameKey(base.name)}`, t);
  const key = nameKey(phrase);
  // Two letters are read only as the table's own names ("UK"), never as state codes ("TX").
  if (key.length < 2) return undefined;
  const cached = answers.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const found = lookUpName(key, t) ?? directional(key, t) ?? misspelt(key, t);
  if (answers.size > 5000) answers.clear();
  answers.set(key, found ?? null);
  return found;
}

// ---------------------------------------------------------------------------------------------
// regionsNamedIn

/** `broken`: punctuation comes between this word and the one before ("Thailand, islands"). */
type Word = { w: string; start: number; end: number; cap: boolean; broken?: boolean };

function words(text: string): Word[] {
  const out: Word[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|&/gu)) {
    const raw = m[0];
    const start = m.index ?? 0;
    const end = start + raw.length;
    const cap = raw[0] !== undefined && raw[0] !== raw[0].toLowerCase();
    const norm = raw === "&" ? "and" : normalize(raw);
    const broken = /[,.;:!?()\n]/.test(text.slice(last, start));
    for (const w of norm.split(" ")) if (w) out.push(broken ? { w, start, end, cap, broken } : { w, start, end, cap });
    last = end;
  }
  return out;
}

/**
 * The regions named in a message, in order, with where: "2 cities in Texas and 2 in Louisiana"
 * gives Texas and Louisiana. A name counts only after a travel word (in, to, through, across,
 * around, of, visit, explore, tour, road trip...), before one ("Japan trip", "Scotland by train"),
 * at the start of a sentence, or in a list after one that counted; never as part of a longer
 * place ("Mexico City" is not Mexico, "New Mexico" is New Mexico). Names that are also people or
 * things (Georgia, Jordan, Chad, Turkey...) need a clear travel word; "Victoria" counts only as
 * "Victoria, Australia" or "Victoria state".
 */
export function regionsNamedIn(text: string): { region: Region; index: number; text: string }[] {
  if (!text) return [];
  const t = table();
  const ws = words(text.slice(0, 10_000));
  const found: { region: Region; index: number; text: string }[] = [];
  const textWords = new Set(ws.map((x) => x.w));
  let lastEnd = -1;
  const sentenceBreak = (a: number, b: number) =>
    a >= 0 && b < ws.length && /[.!?;:\n()]/.test(text.slice((ws[a] as Word).end, (ws[b] as Word).start));

  for (let i = 0; i < ws.length; i++) {
    const match = matchAt(ws, i, textWords, t);
    if (!match) continue;
    const startsPlace = (k: number) => k < ws.length && !!matchAt(ws, k, textWords, t);
    if (!counts(ws, i, match.to, match.name, lastEnd, text, sentenceBreak, startsPlace)) continue;
    const first = ws[i] as Word;
    const last = ws[match.to - 1] as Word;
    found.push({ region: match.region, index: first.start, text: text.slice(first.start, last.end) });
    // "Tuscany, Italy", "Georgia, USA": the country after a region in it only says where it is.
    let end = match.to;
    const country = match.region.country_code;
    if (country && match.region.kind !== "country") {
      for (const name of t.byFirstWord.get(ws[end]?.w ?? "") ?? []) {
        if (name.every((w, k) => ws[end + k]?.w === w) && t.countryByName.get(name.join(" ")) === country) {
          end += name.length;
          break;
        }
      }
    }
    lastEnd = end;
    i = end - 1;
  }
  return found;
}

/** The region whose name starts at word i, if the words around it let it be one. */
function matchAt(
  ws: Word[],
  i: number,
  textWords: Set<string>,
  t: Built,
): { region: Region; to: number; name: string } | undefined {
  // A name is read within a phrase: "Thailand, islands mostly" is not "Thailand islands".
  const at = (j: number, name: string[]) => name.every((w, k) => ws[j + k]?.w === w && (k === 0 || !ws[j + k]?.broken));
  for (const name of t.byFirstWord.get((ws[i] as Word).w) ?? []) {
    if (!at(i, name)) continue;
    const key = name.join(" ");
    const region = resolveInText(key, ws, i + name.length, textWords, t);
    if (region) return { region, to: i + name.length, name: key };
  }
  // "southern Spain", "northern Portugal": a direction before a country or state the table has
  // no such area of.
  const direction = directions[(ws[i] as Word).w];
  if (direction) {
    for (const name of t.byFirstWord.get(ws[i + 1]?.w ?? "") ?? []) {
      if (!at(i + 1, name)) continue;
      const key = name.join(" ");
      if (!resolveInText(key, ws, i + 1 + name.length, textWords, t)) continue;
      const region = directional(`${(ws[i] as Word).w} ${key}`, t);
      if (region) return { region, to: i + 1 + name.length, name: key };
    }
  }
  // "trekking in Chilean Patagonia", "a week in the Brazilian Amazon": a country's adjective
  // before an area that spans countries.
  // (The adjective first: most words are none, and the names after them are read on the next turn.)
  if (ws[i + 1] && !ws[i + 1]?.broken && countryOfAdjective((ws[i] as Word).w, countriesOf(t))) {
    for (const name of t.byFirstWord.get(ws[i + 1]?.w ?? "") ?? []) {
      if (!at(i + 1, name)) continue;
      const base = resolveInText(name.join(" "), ws, i + 1 + name.length, textWords, t);
      const region = base && nationalPart((ws[i] as Word).w, base, countriesOf(t));
      if (region) return { region, to: i + 1 + name.length, name: name.join(" ") };
    }
  }
  // A misspelt one-word name after a clear travel word: "road trip through Tuscanny".
  const w = (ws[i] as Word).w;
  const prev = ws[i - 1]?.w === "the" ? ws[i - 2]?.w : ws[i - 1]?.w;
  if (w.length >= 7 && !t.byName.has(w) && !cities().byKey.has(w) && prev && triggers.has(prev)) {
    const name = closestName(w, t, true);
    // "Georgian", "Colombian", "Tuscan": adjectives, not the place.
    const adjective = name && [`${name}n`, `${name}an`, `${name.slice(0, -1)}an`, `${name}s`].includes(w);
    const region =
      name && !adjective && !ambiguousNames.has(name) ? resolveInText(name, ws, i + 1, textWords, t) : undefined;
    if (region && name) return { region, to: i + 1, name };
  }
  return undefined;
}

/** The region a name found in text means, or undefined when the words around it say it is not one. */
/** Whether `word` names the country `code`, or is its adjective ("australian", "canadian", "italian"). */
function countrySaid(word: string | undefined, code: string, t: Built): boolean {
  if (!word) return false;
  if (t.countryByName.get(word) === code) return true;
  return countryOfAdjective(word, countriesOf(t))?.country_code === code;
}

function resolveInText(key: string, ws: Word[], after: number, textWords: Set<string>, t: Built): Region | undefined {
  const list = t.byName.get(key);
  if (!list) return undefined;
  const next = ws[after]?.w;
  const next2 = ws[after + 1]?.w;
  // Part of a longer place: "Mexico City", "Kansas City", "Virginia Beach", "Colorado Springs".
  const { byKey } = cities();
  if (next === "city" || (next && byKey.has(`${key} ${next}`)) || (next2 && byKey.has(`${key} ${next} ${next2}`)))
    return undefined;
  // The end of a longer place: "Santiago de Chile", "Ciudad de Panamá" (unless those words are a
  // region's own name, read before this one).
  const first = after - key.split(" ").length;
  const p1 = ws[first]?.broken ? undefined : ws[first - 1]?.w;
  const p2 = p1 && !ws[first - 1]?.broken ? ws[first - 2]?.w : undefined;
  if ((p2 && byKey.has(`${p2} ${p1} ${key}`)) || (p1 && byKey.has(`${p1} ${key}`) && !t.byName.has(`${p1} ${key}`)))
    return undefined;
  // "round the Highlands": a name that is a plain word of landscape is that region only with
  // nothing before it naming other such land ("the Cameron Highlands", "Ethiopian highlands",
  // "central highlands", "Guatemala's highlands").
  // (And a plain word, "mountains, lakes and highlands", needs "the" or a capital to be a name.)
  if (
    plainLand.has(key) &&
    p1 !== "the" &&
    (!ws[first]?.cap ||
      (p1 && (ws[first - 1]?.cap || directions[p1] || /(?:an|ese|ish|i|s)$/.test(p1) || t.byName.has(p1))))
  )
    return undefined;
  // ("Santiago de Chile", "Santiago de Cuba": a town of the country, named "of" it.)
  if (p1 && /^(?:de|del|da|do|di)$/.test(p1) && p2 && byKey.get(p2)?.some((c) => c.country === list[0]?.country_code))
    return undefined;
  // "the west coast of Ireland": the place meant is the one after "of".
  if (next === "of") {
    const k = ws[after + 1]?.w === "the" ? after + 2 : after + 1;
    if (t.byFirstWord.has(ws[k]?.w ?? "")) return undefined;
  }
  // "Victoria" alone is the city in Canada (or the Seychelles): the Australian state says so
  // ("Victoria Australia", "Victoria state", "Victoria, the Australian state").
  const said = next === "the" ? next2 : next;
  if (key === "victoria" && !(said === "state" || said === "vic" || countrySaid(said, "AU", t))) return undefined;
  // "Trinidad, Cuba": a city of that name in the country that follows.
  const nextCountry = next ? t.countryByName.get(next) : undefined;
  if (nextCountry && !list.some((r) => r.country_code === nextCountry)) {
    if ((byKey.get(key) ?? []).some((c) => c.country === nextCountry)) return undefined;
  }
  if (key === "georgia") {
    const country = list.find((r) => r.kind === "country");
    const state = list.find((r) => r.kind === "state");
    const saysUS = next === "usa" || next === "us" || next === "state";
    const saysCountry =
      next === "country" || (next === "the" && next2 === "country") || [...caucasusCues].some((w) => textWords.has(w));
    return (saysCountry && !saysUS ? country : state) ?? list[0];
  }
  return list[0];
}

/** The text between word a and word b (b may be one past the last word). */
function gap(text: string, ws: Word[], a: number, b: number): string {
  return text.slice((ws[a] as Word).end, b < ws.length ? (ws[b] as Word).start : text.length);
}

/** Whether the words around a name found at [start, end) make it a place the traveller means. */
function counts(
  ws: Word[],
  start: number,
  end: number,
  name: string,
  lastEnd: number,
  text: string,
  sentenceBreak: (a: number, b: number) => boolean,
  startsPlace: (i: number) => boolean,
): boolean {
  const ambiguous = ambiguousNames.has(name);
  let p = start - 1;
  if (ws[p]?.w === "the") p--;
  const prev = ws[p]?.w;
  const before = ws[p - 1]?.w;
  // "Then Spain.", "And Jordan?": a conjunction opening a sentence leaves it a sentence start.
  const q = ws[p] && conjunctions.has((ws[p] as Word).w) ? p - 1 : p;
  const atStart = p < 0 || sentenceBreak(p, start) || (q !== p && (q < 0 || sentenceBreak(q, p)));
  const capitalised = (ws[start] as Word).cap;
  // "we'd like Orkney 4 nights", "I would like Japan in May": "like" after a wish is wanting the
  // place, not comparing ("places like Texas", "somewhere like Tuscany" stay blocked).
  const wish =
    prev === "like" &&
    !!before &&
    (wishes.has(before) || (/^(?:really|also|just|so)$/.test(before) && wishes.has(ws[p - 2]?.w ?? "")));
  if (!atStart && wish) return !ambiguous || capitalised;
  if (!atStart && prev && blockers.has(prev)) return false;

  // After the name: "trip", "itinerary", "by train", "for two weeks", "in May".
  const next = ws[end]?.w;
  const next2 = ws[end + 1]?.w;
  const travelAfter =
    !!next &&
    !sentenceBreak(end - 1, end) &&
    (postfix.has(next) ||
      (next === "road" && (next2 === "trip" || next2 === "trips")) ||
      (next === "by" && !!next2 && transport.has(next2)) ||
      (next === "for" && !!next2 && (quantities.has(next2) || /^\d+$/.test(next2))) ||
      // "Madeira 6 days", "Jordan 10 nights": a length right after the name.
      (/^\d{1,2}$/.test(next) && !!next2 && /^(?:days?|nights?|weeks?|nts|n|d)$/.test(next2)) ||
      /^\d{1,2}(?:d|n|nts)$/.test(next) ||
      // "Madeira a week", "Lombok two weeks": a length in words.
      (quantities.has(next) && !!next2 && /^(?:days?|nights?|weeks?|fortnight)$/.test(next2)) ||
      (next === "in" && !!next2 && seasons.has(next2)));
  // "Bali 25 June, 8 nights", "Goa 20 Dec", "Iceland Feb 3-9": a date right after a name that means
  // nothing else ("Jordan 25 June is coming" may be a friend).
  const day = /^\d{1,2}(?:st|nd|rd|th)?$/;
  const dateAfter =
    !ambiguous &&
    !!next &&
    !!next2 &&
    !sentenceBreak(end - 1, end) &&
    ((day.test(next) && seasons.has(next2) && !/^(?:spring|summer|autumn|fall|winter)$/.test(next2)) ||
      (seasons.has(next) && day.test(next2)));

  if (!atStart && prev && triggers.has(prev)) return true;
  // "want to do Tassie in a campervan", "we're doing Vietnam", "driving round the Highlands": weaker
  // words of going, enough for a name that means nothing else ("do Turkey" may be the bird; "year
  // round" is no way round a place).
  // ("can we do the winelands on day 4?": an area done on a day of the trip is a visit.)
  const onDay = /^\s*(?:on|for)\s+(?:day\s*\d|the\s+\w+\s+day|our\s+\w+\s+day)/i.test(
    text.slice((ws[end - 1] as Word).end, (ws[end - 1] as Word).end + 30),
  );
  // ("I want Mongolia next summer", "we wanna do...": a wish for a name that means nothing else.)
  if (!atStart && !ambiguous && (prev === "do" || prev === "doing")) return !onDay;
  // ("want Santorini sunset", "want Ha Long Bay and Hoi An": a part of the trip to see.)
  if (!atStart && !ambiguous && (prev === "want" || prev === "wanna") && table().countryByName.has(nameKey(name)))
    return true;
  if (!atStart && prev === "round" && !(before && /^(?:year|all|come|turn|turned|way|other)$/.test(before)))
    return !ambiguous || capitalised;
  // "Victoria, the Australian state", "Victoria state": a name said to be a state or province.
  const kindWord = (w: string | undefined) => !!w && /^(?:state|province|territory|prefecture|country)$/.test(w);
  if (
    !sentenceBreak(end - 1, end) &&
    (kindWord(next) || (next === "the" && (kindWord(next2) || kindWord(ws[end + 2]?.w))))
  )
    return true;
  // "one week costa rica", "10 days japan": a length right before the name.
  if (
    !atStart &&
    prev &&
    /^(?:days?|nights?|weeks?|fortnight)$/.test(prev) &&
    before &&
    (quantities.has(before) || /^\d{1,2}$/.test(before)) &&
    (!ambiguous || capitalised)
  )
    return true;
  if (!atStart && prev === "trip" && before === "road") return true;
  // "georgia 8 days in may", "jordan 6 days": even a name that is also a word or a first name is
  // the place when it opens the message with a length or travel words after it.
  if (travelAfter && (!ambiguous || capitalised || p < 0)) return true;
  if (dateAfter) return true;
  // An item of a list of places: "Athens, Mykonos and Naxos", "Dubrovnik + Hvar + Split" (the
  // towns around it are no regions, so no name before it counted).
  const listWord = (k: number) => ws[k]?.w === "and" || ws[k]?.w === "then";
  const listMark = (a: number, b: number) => a >= 0 && /^\s*(?:,|\+|&|→|->)/.test(gap(text, ws, a, b));
  // ("Trinidad, Cuba": a name after a bare comma and last is where the one before it is.)
  const listedBefore = p >= 0 && (listWord(p) || /^\s*(?:\+|&|→|->)/.test(gap(text, ws, p, start)));
  // ("Tahiti 2, Moorea 3, Bora Bora 4 nights": a bare number of nights between the items.)
  const listedAfter =
    listWord(end) || listMark(end - 1, end) || (/^\d{1,2}$/.test(next ?? "") && listMark(end, end + 1));
  // (Capitalised, unless the whole message is in lower case: "mountains, lakes and highlands".)
  if (
    !ambiguous &&
    (capitalised || text === text.toLowerCase()) &&
    ((listedBefore && (listedAfter || end >= ws.length || sentenceBreak(end - 1, end))) ||
      (p >= 0 && listMark(p, start) && listedAfter))
  )
    return true;
  // A list after a name that counted: "in Texas, Louisiana and Mississippi".
  if (lastEnd >= 0 && lastEnd <= start && !sentenceBreak(lastEnd - 1, start)) {
    let k = lastEnd;
    while (k < start && conjunctions.has((ws[k] as Word).w)) k++;
    if (k === start || (k === start - 1 && ws[k]?.w === "the")) return true;
  }
  // "a tour of Scotland", "on the Amalfi Coast": weaker words, enough for an unambiguous name.
  if (!atStart && (prev === "of" || prev === "on"))
    return !ambiguous || (prev === "of" && capitalised && !!before && ofHeads.has(before));
  // "21-28 Aug, Croatian coast, 4 of us", "for a fortnight, Thailand, islands mostly": a name
  // written as a clause of its own between commas, capitalised and meaning nothing else; not one
  // saying where a name before it is ("Trinidad, Cuba").
  const named = ws[start - 1];
  if (
    !ambiguous &&
    capitalised &&
    !(
      named?.cap && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/.test(named.w)
    ) &&
    /,\s*(?:the\s+)?$/i.test(text.slice(Math.max(0, (ws[start] as Word).start - 8), (ws[start] as Word).start)) &&
    /^\s*(?:[,.;!?]|$)/.test(text.slice((ws[end - 1] as Word).end))
  )
    return true;
  if (atStart) {
    if (!ambiguous) return true;
    // "Jordan and I are going to Italy": a name that is also a person's opens a sentence as a
    // place only alone ("Jordan?") or heading a list of places ("Jordan, Israel and Egypt").
    if (!capitalised) return false;
    if (/^\s*([.!?]|$)/.test(text.slice((ws[end - 1] as Word).end))) return true;
    let k = end;
    while (k < ws.length && conjunctions.has((ws[k] as Word).w)) k++;
    return !sentenceBreak(end - 1, k) && startsPlace(k);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// chooseRegionCities

/**
 * Cities of a region for a trip: `count` of them (or as many as `nights` allow, 2+ nights each),
 * best interest first, never two within 40 km of each other unless the region has no more cities
 * apart; ordered as the shortest route through them, starting at the city nearest `from` when
 * given (the planner may reorder).
 */
export function chooseRegionCities(
  region: Region,
  opts: { count?: number; nights?: number; from?: { lat: number; lng: number } },
): RegionCity[] {
  const pool = region.cities;
  const wanted =
    opts.count ?? (opts.nights !== undefined ? Math.max(1, Math.floor(opts.nights / (opts.nights >= 8 ? 2.5 : 2))) : 3);
  const n = Math.max(0, Math.min(Math.floor(wanted), pool.length));
  if (n === 0) return [];
  const chosen: RegionCity[] = [];
  for (const city of pool) {
    if (chosen.length === n) break;
    if (chosen.every((c) => distanceKm(c, city) >= MIN_APART_KM)) chosen.push(city);
  }
  if (chosen.length < n) {
    // A small region (the Amalfi Coast, Lake Como): the best of the rest, the farthest apart first.
    const rest = pool.filter((c) => !chosen.includes(c));
    while (chosen.length < n && rest.length) {
      const apart = (c: RegionCity) => Math.min(...chosen.map((x) => distanceKm(x, c)));
      rest.sort((a, b) => b.interest - a.interest || apart(b) - apart(a));
      chosen.push(rest.shift() as RegionCity);
    }
  }
  return orderRoute(chosen, opts.from);
}

/**
 * The cities as a route without backtracking: the shortest open path through them, or, given
 * `from` (where the traveller arrives), the shortest that starts at the city nearest it.
 */
export function orderRoute<T extends { lat: number; lng: number }>(
  list: T[],
  from?: { lat: number; lng: number },
): T[] {
  const n = list.length;
  if (n <= 1) return [...list];
  const d = list.map((a) => list.map((b) => distanceKm(a, b)));
  const paths = n <= 12 ? exactPaths(d) : heuristicPaths(d);
  let best: Path;
  if (from) {
    const toFrom = list.map((c) => distanceKm(from, c));
    const first = toFrom.indexOf(Math.min(...toFrom));
    best = paths[first] as Path;
  } else {
    // The shortest; of its two ends, start at the one the traveller cares more about (listed first).
    const shortest = Math.min(...paths.map((p) => p.length));
    best = paths.find((p) => p.length <= shortest + 1e-6) as Path;
  }
  return best.order.map((i) => list[i] as T);
}

type Path = { order: number[]; length: number };

/** For each start, the shortest open path through every city (Held-Karp over subsets). */
function exactPaths(d: number[][]): Path[] {
  const n = d.length;
  const full = (1 << n) - 1;
  const cost = new Float64Array((full + 1) * n).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array((full + 1) * n).fill(-1);
  for (let j = 0; j < n; j++) cost[(1 << j) * n + j] = 0;
  for (let mask = 1; mask <= full; mask++) {
    for (let j = 0; j < n; j++) {
      const here = cost[mask * n + j] as number;
      if (!(mask & (1 << j)) || here === Number.POSITIVE_INFINITY) continue;
      const row = d[j] as number[];
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const c = here + (row[k] as number);
        if (c < (cost[next * n + k] as number)) {
          cost[next * n + k] = c;
          parent[next * n + k] = j;
        }
      }
    }
  }
  // The shortest path ending at s, reversed, is the shortest starting at s.
  const paths: Path[] = [];
  for (let s = 0; s < n; s++) {
    const order: number[] = [];
    let mask = full;
    let j = s;
    while (j >= 0) {
      order.push(j);
      const p = parent[mask * n + j] as number;
      mask &= ~(1 << j);
      j = p;
    }
    paths.push({ order, length: cost[full * n + s] as number });
  }
  return paths;
}

/** For each start, a nearest-neighbour path improved by 2-opt (for more than 12 cities). */
function heuristicPaths(d: number[][]): Path[] {
  const n = d.length;
  const lengthOf = (order: number[]) =>
    order.reduce((sum, c, i) => (i ? sum + (d[order[i - 1] as number]?.[c] as number) : 0), 0);
  const paths: Path[] = [];
  for (let s = 0; s < n; s++) {
    const order = [s];
    const left = new Set([...Array(n).keys()].filter((k) => k !== s));
    while (left.size) {
      const last = order[order.length - 1] as number;
      let next = -1;
      for (const k of left) if (next < 0 || (d[last]?.[k] as number) < (d[last]?.[next] as number)) next = k;
      order.push(next);
      left.delete(next);
    }
    // 2-opt on an open path with a fixed start: reverse order[i..j] when that shortens it.
    for (let improved = true; improved; ) {
      improved = false;
      for (let i = 1; i < n - 1; i++) {
        for (let j = i + 1; j < n; j++) {
          const a = order[i - 1] as number;
          const b = order[i] as number;
          const c = order[j] as number;
          const e = order[j + 1];
          const before = (d[a]?.[b] as number) + (e === undefined ? 0 : (d[c]?.[e] as number));
          const after = (d[a]?.[c] as number) + (e === undefined ? 0 : (d[b]?.[e] as number));
          if (after < before - 1e-9) {
            order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
            improved = true;
          }
        }
      }
    }
    paths.push({ order, length: lengthOf(order) });
  }
  return paths;
}
