import type { City } from "./cities";
import { editDistance } from "./edit-distance";

// Misspelt city names, found without an edit-distance run against every city (issue 21: that
// scan cost about 1 ms per phrase, and a long message asked for thousands). Cities are bucketed
// by name length, and each keeps a count of its characters: one edit (insertion, deletion,
// substitution, swap of neighbours) changes those counts by at most 2 in total, so a city whose
// counts differ by more than 2 x max cannot be within max edits. The filter drops nothing a full
// scan would find; edit distance then runs on the few cities left.

const alphabet = 37; // a-z, 0-9, space: the characters normalize() leaves
const slot = (code: number): number =>
  code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 22 : 36;

function countChars(key: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < key.length; i++) {
    const s = at + slot(key.charCodeAt(i));
    into[s] = Math.min(255, (into[s] as number) + 1);
  }
}

type Bucket = { cities: City[]; counts: Uint8Array };

export type FuzzyIndex = {
  /** The closest city within `max` edits of `key` (the more populous on a tie), if any. */
  closest(key: string, max: number, country?: string): City | undefined;
};

export function buildFuzzyIndex(pool: City[]): FuzzyIndex {
  const byLength = new Map<number, City[]>();
  for (const city of pool) {
    const list = byLength.get(city.key.length);
    if (list) list.push(city);
    else byLength.set(city.key.length, [city]);
  }
  const buckets = new Map<number, Bucket>();
  for (const [length, list] of byLength) {
    const counts = new Uint8Array(list.length * alphabet);
    for (let i = 0; i < list.length; i++) countChars((list[i] as City).key, counts, i * alphabet);
    buckets.set(length, { cities: list, counts });
  }
  const wanted = new Uint8Array(alphabet);
  return {
    closest(key, max, country) {
      wanted.fill(0);
      countChars(key, wanted, 0);
      const limit = 2 * max;
      let best: { city: City; d: number } | undefined;
      for (let length = key.length - max; length <= key.length + max; length++) {
        const bucket = buckets.get(length);
        if (!bucket) continue;
        for (let i = 0; i < bucket.cities.length; i++) {
          const city = bucket.cities[i] as City;
          if (country && city.country !== country) continue;
          let apart = 0;
          const at = i * alphabet;
          for (let c = 0; c < alphabet && apart <= limit; c++)
            apart += Math.abs((bucket.counts[at + c] as number) - (wanted[c] as number));
          if (apart > limit) continue;
          const d = editDistance(key, city.key, max);
          if (d > max) continue;
          if (!best || d < best.d || (d === best.d && city.population > best.city.population)) best = { city, d };
        }
      }
      return best?.city;
    },
  };
}
