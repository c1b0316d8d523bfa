import { distanceKm } from "../../travel/geo/distance";
import { catalogue } from "../../travel/places/catalogue/index";
import { excursions } from "../../travel/places/excursions";
import { listOf, plain } from "./text";
import type { Point } from "./trip";

// "where can we watch flamenco?", "best place to see the sunset?", "anywhere to go snorkelling?":
// a thing to do asked for by its word, looked up in what Lotus has on file for the trip's towns
// (the catalogue's places, by their names and one-line descriptions, and the day trips from them).
// Nothing on file is said so, with the town, rather than a guess.

// "where can we watch X", "best place to see X", "anywhere to go X-ing", "where to try X".
const asked =
  /^(?:where (?:can|could|should|do|would) (?:we|i|you|one) (?:go |get to )?(?:watch|see|find|try|do|go|hear|catch|experience|learn)|where to (?:watch|see|find|try|do|go|hear|catch)|best (?:place|places|spot|spots) (?:to|for) (?:watch |see |try |do |go |catch )?|(?:any|a) (?:good )?(?:place|places|spot|spots) (?:to|for) (?:watch |see |try |do |go |catch )?|anywhere (?:to|for) (?:watch |see |try |do |go )?)\s*(?:a |an |some |the |live |good |great |real |proper |authentic |local )*([a-z][a-z' -]{2,40}?)(?: (?:in|near|around|while|during|on|at) .*)?$/;

// Words that name no thing to do on their own.
const vague = new Set([
  "it",
  "this",
  "that",
  "there",
  "things",
  "stuff",
  "something",
  "sights",
  "the sights",
  "anything",
]);

/** The thing a "where can we watch X?" question asks for, or undefined. */
export function thingAsked(text: string): string | undefined {
  // Its first sentence or clause, else the whole question: "where can I see a real tango show,
  // not the touristy one? milonga?" asks for the tango show.
  const m = [text.split(/[?!.,;]/)[0] ?? "", text]
    .map((t) =>
      asked.exec(
        plain(t)
          .replace(/[?!.]+$/g, "")
          .trim(),
      ),
    )
    .find((x) => !!x);
  const thing = m?.[1]?.trim();
  return thing && !vague.has(thing) ? thing : undefined;
}

/** The word's forms to look for: "snorkelling" finds "snorkel", "sunsets" finds "sunset". */
function stems(thing: string): string[] {
  const words = thing.split(" ").filter((w) => w.length >= 3);
  const last = words[words.length - 1] ?? thing;
  const root = last.replace(/(?:ling|ing|s)$/, "");
  return [...new Set([thing, root.length >= 4 ? root : last])];
}

/** Places on file near the trip's towns whose name or line says the thing, nearest town first. */
export function thingsToDo(thing: string, towns: readonly (Point & { name: string })[]): string {
  const forms = stems(thing).map((f) => new RegExp(`\\b${f.replace(/[^a-z0-9 ]/g, "")}`, "i"));
  const says = (s: string) => forms.some((re) => re.test(plain(s)));
  // A sunset or a view is watched from a viewpoint: the catalogue's viewpoints count, said as such.
  const view = /\b(?:sun ?sets?|sun ?rises?|views?|panoramas?|skyline|city lights)\b/.test(thing);
  const found: string[] = [];
  for (const town of towns) {
    const city = catalogue.find((c) => distanceKm(c, town) <= 40);
    for (const p of city?.places ?? [])
      if (
        (says(`${p.name} ${p.description}`) || (view && p.category === "viewpoint")) &&
        !found.some((f) => f.startsWith(`**${p.name}**`))
      )
        found.push(`**${p.name}** (${city?.city}): ${p.description}`);
    for (const e of excursions)
      if (says(`${e.name} ${e.aliases.join(" ")}`) && distanceKm(e, town) <= 250)
        found.push(`**${e.name}**: a day trip from ${town.name}`);
  }
  const where = listOf(towns.map((t) => t.name));
  if (!found.length)
    return `I have nothing on file for **${thing}**${where ? ` in ${where}` : ""}, so I can't point to a place from data and I'd rather not guess. The local tourist office's site, or a map search for "${thing}", will show where to go; if you find one you like, say *"add it to day 2"*.`;
  const facing = view
    ? "\n\nWhether the sun sets or rises in view depends on which way each one faces: a map shows it."
    : "";
  return `For **${thing}**, what I have on file${where ? ` around ${where}` : ""}:\n${found
    .slice(0, 5)
    .map((f) => `- ${f}`)
    .join("\n")}${facing}`;
}

// A kind of place asked for by the words travellers use for it: "what's there to do at night?",
// "which area should we stay in?", "any beaches nearby?".
const kindsAsked: [RegExp, "nightlife" | "neighbourhood" | "beach" | "market" | "park", string][] = [
  [
    /\b(?:nightlife|night ?life|at night|in the evenings?|after dark|going out|go out|bars|pubs|clubs|clubbing|drinks)\b/,
    "nightlife",
    "evenings out",
  ],
  [
    /\b(?:(?:best|which|what|good|nice|safest|nicest) (?:area|areas|neighbou?rhoods?|part of town|parts of town|district|districts) (?:is |are |would be )?(?:the )?(?:best |good |nicest |safest )?(?:to|for) (?:stay|base|sleep)|where (?:should|to|do|would) (?:we |i )?(?:stay|base ourselves|book (?:a|our|the) hotel)|where is (?:the )?(?:best|good) (?:place |area )?to stay|neighbou?rhoods?)\b/,
    "neighbourhood",
    "neighbourhoods",
  ],
  [/\b(?:beach|beaches)\b/, "beach", "beaches"],
  [/\b(?:markets?|flea market|bazaars?|souks?)\b/, "market", "markets"],
  [/\b(?:parks?|gardens?|green space)\b/, "park", "parks and gardens"],
];

/** The kind of place a question asks for, when it asks where or what (not about one place). */
export function kindAsked(text: string): { kind: string; label: string; stay: boolean } | undefined {
  const t = plain(text);
  if (!/^(?:what|where|which|any|anything|is there|are there|best|good|recommend|suggest)\b/.test(t)) return undefined;
  const hit = kindsAsked.find(([re]) => re.test(t));
  return (
    hit && { kind: hit[1], label: hit[2], stay: hit[1] === "neighbourhood" && /\b(?:stay|base|sleep|hotel)\b/.test(t) }
  );
}

/** The places of a kind on file in the trip's towns, with what Lotus cannot judge said plainly. */
export function placesOfKind(
  asked: { kind: string; label: string; stay: boolean },
  towns: readonly (Point & { name: string })[],
  hotel?: string,
): string | undefined {
  const found: string[] = [];
  for (const town of towns) {
    const city = catalogue.find((c) => distanceKm(c, town) <= 40);
    for (const p of city?.places ?? [])
      if (p.category === asked.kind && found.length < 6) found.push(`**${p.name}** (${city?.city}): ${p.description}`);
  }
  if (!found.length) return undefined;
  const where = listOf(towns.map((t) => t.name));
  const lead = asked.stay
    ? `I can't rank areas for a hotel from data (prices, noise and safety vary street by street), but these are the neighbourhoods I have on file in ${where}${hotel ? `; your plan's hotel is **${hotel}**` : ""}:`
    : `For ${asked.label}, what I have on file in ${where}:`;
  return `${lead}\n${found.map((f) => `- ${f}`).join("\n")}`;
}
