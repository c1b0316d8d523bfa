import { findDestination, wholePlace } from "./understand";

/** A new trip's name, from its first message: "Trip to Lisbon", else the message's opening words. */
export function nameTrip(message: string): string {
  const place = findDestination(message) ?? wholePlace(message);
  if (place) return `Trip to ${place.name}`;
  const words = message.replace(/\s+/g, " ").trim().split(" ").slice(0, 6).join(" ");
  const name = words.length > 60 ? `${words.slice(0, 57)}...` : words;
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "New Trip";
}
