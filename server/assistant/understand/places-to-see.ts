import { geocode } from "../../travel/geo/gazetteer";
import { findRegion, type Region } from "../../travel/geo/regions";
import { inRegion, sameName } from "../region-ask";
import type { Mention } from "./mentions";
import { isCommonWord, isEverydayTown } from "./words";

// Places a trip message names that are not its stays but what the traveller wants to see: a park
// listed with a town ("Cape Coast and Kakum"), the towns of the region planned ("Jordan 6 days,
// Petra + Wadi Rum", "florida keys 4 nights, key west + snorkeling").

const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function placesToSee(
  message: string,
  stops: Mention[],
  mentions: Mention[],
  region: { region: Region; text: string } | undefined,
): string[] {
  const seen: string[] = [];
  // A name listed with a stop that no map knows as a town is a park or a sight there.
  for (const m of stops) {
    const next = /^\s*(?:and|&|\+)\s+(\p{Lu}[\p{L}'’-]{3,}(?:\s+\p{Lu}[\p{L}'’-]+)?)\b(?!\s*\p{Lu})/u.exec(
      message.slice(m.end, m.end + 40),
    );
    const name = next?.[1];
    if (
      name &&
      !mentions.some((o) => o.typed === name) &&
      !isCommonWord(plain(name)) &&
      !findRegion(name) &&
      (geocode(name)?.matched_by ?? "fuzzy") === "fuzzy"
    )
      seen.push(name);
  }
  if (!region) return seen;
  const words = ` ${plain(message).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  // Towns of the region named without being its stays; its own towns however written.
  for (const m of stops)
    if (!m.entry && !sameName(m.typed, region.text) && inRegion(m.place, region.region)) seen.push(m.place.name);
  for (const c of region.region.cities) {
    const key = plain(c.name);
    if (!sameName(c.name, region.text) && words.includes(` ${key} `) && !isCommonWord(key) && !isEverydayTown(key))
      seen.push(c.name);
  }
  return seen;
}
