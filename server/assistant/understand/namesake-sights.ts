import { normalize } from "../../travel/geo/cities";
import { catalogueCitiesNear } from "./city-sights";
import { isEnglishWord } from "./english-words";
import type { Option } from "./place-names";
import { isCommonWord } from "./words";

// "Granada 3 nights, the Alhambra", "Córdoba for the Mezquita", "Victoria, Butchart Gardens": a
// sight of one namesake's city, named in the message, says which of the namesakes is meant. A
// sight counts by the first word of its name when that word is its own (not an everyday word, not
// a kind of place, not the town's own name), as travellers shorten it ("the Mezquita").

/** A catalogue city this near a namesake is that namesake's. */
const CITY_KM = 30;

/** Words that open many sights' names and so say nothing of which one. */
const kinds = new Set(
  "national royal grand great old new city central museum museo musee palace palacio castle church cathedral temple garden gardens park plaza place square market mercado street calle bridge tower torre mount cerro lake beach river barrio saint santa santo san the".split(
    " ",
  ),
);

/** The one namesake whose city has a sight named in `message`, if exactly one has. */
export function namesakeBySight(message: string, options: readonly Option[], typed: string): Option | undefined {
  const said = new Set(normalize(message).split(" "));
  const own = new Set(normalize(typed).split(" "));
  const hits = options.filter((o) =>
    catalogueCitiesNear([o], CITY_KM).some((city) =>
      city.places.some((p) => {
        const first = normalize(p.name.replace(/^the\s+/i, "")).split(" ")[0] ?? "";
        return (
          first.length >= 4 &&
          !kinds.has(first) &&
          !own.has(first) &&
          !normalize(city.city).split(" ").includes(first) &&
          !isCommonWord(first) &&
          !isEnglishWord(first) &&
          said.has(first)
        );
      }),
    ),
  );
  return hits.length === 1 ? hits[0] : undefined;
}
