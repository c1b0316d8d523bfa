import { areaOf, placeIn } from "./place-names";

// "Victoria 3 nights" planned, then "BC, Canada"; "Kingston for 2 nights" then "Ontario";
// "Córdoba 2 nights" then "Spain obviously, the Mezquita one": a short answer that begins with a
// country, state or province where the trip's own place has a namesake says which one was meant.
// It is read with the place's name ("Kingston, Ontario"), never as a question about the area or
// small talk.

// (Whole words only: "No" opens "Nova Scotia", "Norway" and "North Carolina" too.)
const lead = /^\s*(?:(?:no|nope|sorry)\b,?\s*)?(?:i mean(?:t)?\s+|in\s+|the one in\s+)?(?:the\s+)?/i;
const tail = /\s*(?:[,.;!?(]|\s(?:obviously|of course|please|pls|thanks|not|lol|haha|the\s+\S+\s+one)\b).*$/is;

/** The trip's place name when `message` names an area that has a town of that name, else null. */
export function whichArea(message: string, placeName: string | undefined): string | null {
  if (!placeName || message.length > 80 || message.trim().split(/\s+/).length > 8) return null;
  const head = message.replace(lead, "").replace(tail, "").trim();
  if (!head) return null;
  const area = areaOf(head);
  return area && placeIn(placeName, area) ? placeName : null;
}
