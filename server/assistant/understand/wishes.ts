import { everydayWishes } from "./everyday-wishes";
import { refused } from "./said-words";

// Things travellers go to see or do, under the name guides give them, however they are written:
// "USJ", "the Rockefeller tree", "NYE fireworks", "GoT stuff". Some are meant only where the
// message is about their place ("the salt flats" are Uyuni's when Uyuni or Bolivia is named).

type Known = { name: string; said: RegExp; where?: RegExp };

const known: Known[] = [
  { name: "Universal Studios Japan", said: /\busj\b/i },
  { name: "Rockefeller Center Christmas Tree", said: /\brockefeller(?: cent(?:er|re))?(?: christmas)? tree\b/i },
  { name: "New Year's Eve fireworks", said: /\b(?:nye|new year'?s(?: eve)?) fireworks\b/i },
  // "Sydney for NYE, fireworks at the harbour": the fireworks of a trip for the new year.
  {
    name: "New Year's Eve fireworks",
    said: /\bfireworks\b/i,
    where: /\b(?:nye|new year'?s(?: eve)?|hogmanay|silvester|dec(?:ember)? 31(?:st)?|31(?:st)? dec(?:ember)?)\b/i,
  },
  // Sights called by their letters where the trip goes: "MP" from Cusco, "EBC" in Nepal.
  { name: "Machu Picchu", said: /\bMP\b/, where: /\b(?:cusco|cuzco|peru|aguas calientes|sacred valley|inca trail)\b/i },
  { name: "Everest Base Camp", said: /\bEBC\b/i },
  { name: "Great Barrier Reef", said: /\bGBR\b/ },
  // "to meet santa" in Lapland: his village at Rovaniemi.
  {
    name: "Santa Claus Village",
    said: /\b(?:meet(?:ing)?|see(?:ing)?|visit(?:ing)?) (?:father christmas|santa(?: claus)?)\b|\bsanta(?: claus)?(?:'?s)? (?:village|grotto|house|workshop|office)\b/i,
    where: /\b(?:lapland|rovaniemi|finland|arctic circle)\b/i,
  },
  { name: "Game of Thrones", said: /\b(?:game|got) of thrones\b|\bGoT (?:stuff|sites|locations|tour|filming)\b/i },
  { name: "Hogmanay", said: /\bhogmanay\b/i },
  // "balloon ride", "ballooning": the hot-air balloon flights of Cappadocia, Luxor, Bagan, Napa.
  { name: "hot air balloon ride", said: /\b(?:hot[- ]air )?balloon(?:ing|s| rides?| flights?)?\b/i },
  { name: "Salar de Uyuni", said: /\bsalt flats?\b/i, where: /\b(?:uyuni|bolivia)\b/i },
  { name: "gorilla trekking", said: /\bgorillas?\b/i, where: /\b(?:rwanda|uganda|bwindi|musanze|volcanoes|congo)\b/i },
  { name: "Avenue of the Baobabs", said: /\bbaobabs?\b/i, where: /\b(?:madagascar|morondava)\b/i },
];

/** The names the known wishes go by ("hot air balloon ride"): a wish written with a slip is one of them. */
export const knownWishNames: string[] = [...new Set(known.map((k) => k.name))];

/** The known wishes a message names, by their usual names, each with the words that named it. */
export function knownWishes(text: string): { name: string; said: string }[] {
  const out: { name: string; said: string }[] = [];
  for (const k of known) {
    const said = k.said.exec(text)?.[0];
    if (said && (!k.where || k.where.test(text))) out.push({ name: k.name, said });
  }
  // The everyday words for what a trip is for ("northern lights", "whale sharks", "Oktoberfest"),
  // each where no word of its clause turns it down ("no hot springs for us").
  for (const w of everydayWishes) {
    if ((w.where && !w.where.test(text)) || w.not?.test(text)) continue;
    // (A row in the traveller's words gives each thing it finds: "dog sledding + snowmobile".)
    for (const m of text.matchAll(new RegExp(w.said.source, `${w.said.flags.replace("g", "")}g`))) {
      if (refused(text, m.index ?? 0)) continue;
      const name = w.name ?? m[0].replace(/^(?:the|a|an)\s+/i, "").trim();
      if (!out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, said: m[0] });
      if (w.name) break;
    }
  }
  // "the train from Kandy to Ella is a must": a ride between two places asked for as such.
  for (const m of text.matchAll(
    /\b(?:the|a)\s+(?:scenic\s+)?(train|ferry|boat|bus)(?:\s+ride)?\s+from\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+to\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:is|are)\s+(?:a\s+)?must\b/giu,
  )) {
    const title = (s: string) => s.replace(/(^|\s)(\p{L})/gu, (_, gap: string, c: string) => gap + c.toUpperCase());
    out.push({ name: `${title(m[2] ?? "")} to ${title(m[3] ?? "")} ${(m[1] ?? "").toLowerCase()}`, said: m[0] });
  }
  return out;
}
