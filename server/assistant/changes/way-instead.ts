import type { TTransport } from "../../../common/travel/trip-model";

// "actually let's fly instead of the train", "train rather than flying": the way to travel
// changed for the whole trip (the journey there and back on a one-stop trip, where no leg
// between two stops is meant). The trip's transport as it is to be; null when no way is traded.

const ways: [RegExp, "flight" | "train" | "bus" | "road"][] = [
  [/\b(?:fly|flying|flights?|plane)\b/, "flight"],
  [/\b(?:trains?|rail)\b/, "train"],
  [/\b(?:bus|buses|coach)\b/, "bus"],
  [/\b(?:drive|driving|car|road trip)\b/, "road"],
];
const instead = /\b(?:instead of|rather than)\b/;

export function wayInstead(message: string, transport: TTransport): TTransport | null {
  const t = message.slice(0, 300).toLowerCase();
  const at = t.search(instead);
  if (at < 0) return null;
  const wanted = ways.find(([re]) => re.test(t.slice(0, at)))?.[1];
  const dropped = ways.find(([re]) => re.test(t.slice(at)))?.[1];
  if (!wanted || !dropped || wanted === dropped) return null;
  if (wanted === "flight") return { ...transport, flights: true, prefer: "flight" };
  if (wanted === "road")
    return { ...transport, selfDrive: true, prefer: "road", flights: dropped !== "flight" && transport.flights };
  return { ...transport, prefer: wanted, flights: dropped !== "flight" && transport.flights };
}
