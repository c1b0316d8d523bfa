import { describe, expect, it } from "vitest";
import { nameScore } from "./match";

// A place said by the start of its name's first word ("the Met"), among candidates only: the word
// clipped to half or less, never a kind of place ("the park") nor a word that is most of the name.

describe("a name said clipped", () => {
  it("names the place whose first word it starts", () => {
    expect(nameScore("the Met", "The Metropolitan Museum of Art", true)).toBe(4);
    expect(nameScore("the rijks", "Rijksmuseum", true)).toBe(4);
    expect(nameScore("the Borg", "Borghese Gallery", true)).toBe(4);
    expect(nameScore("the orsay", "Musée d'Orsay", true)).toBe(1);
  });
  it("only where names are looked for among candidates", () => {
    expect(nameScore("the Met", "The Metropolitan Museum of Art")).toBeNull();
  });
  it("not a kind of place, a later word or most of the word", () => {
    expect(nameScore("the park", "Parkland Walk", true)).toBeNull();
    expect(nameScore("the museum", "Museumplein", true)).toBeNull();
    expect(nameScore("art", "Museum of Modern Art Annex", true)).not.toBe(4);
    expect(nameScore("louvr", "Louvre Museum", true)).not.toBe(4);
    expect(nameScore("the met", "Museum of the Metropolis", true)).toBeNull();
  });
});
