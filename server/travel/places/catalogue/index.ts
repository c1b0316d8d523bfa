import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import { type TCatalogueCity, ZCatalogueCity } from "./schema";

// The hand-written catalogue of real places: every JSON file beside this one (one per continent),
// read and checked once, when the places provider is first imported (before the server listens,
// so bad data stops it starting instead of failing a traveller's search).

const ZCatalogueFile = z.array(ZCatalogueCity);

/** Where an issue is, in the names a person editing the file sees: `city 2 (Lisbon), place 4 (Alfama): category`. */
function describeIssue(data: unknown, path: readonly PropertyKey[]): string {
  const [cityIndex, , placeIndex] = path;
  if (typeof cityIndex !== "number") return "the file";
  const city = (data as { city?: unknown; places?: { name?: unknown }[] }[])[cityIndex];
  const inPlace = path[1] === "places" && typeof placeIndex === "number";
  const place = inPlace ? city?.places?.[placeIndex] : undefined;
  const named = (name: unknown) => (typeof name === "string" ? name : "unnamed");
  return [
    `city ${cityIndex + 1} (${named(city?.city)})`,
    inPlace ? `, place ${placeIndex + 1} (${named(place?.name)})` : "",
    path.length > (inPlace ? 3 : 1) ? `: ${path.slice(inPlace ? 3 : 1).join(".")}` : "",
  ].join("");
}

/** One catalogue file's cities; throws naming the file and the entry when the data is wrong. */
export function parseCatalogueFile(file: string, text: string): TCatalogueCity[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`Places catalogue ${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = ZCatalogueFile.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`Places catalogue ${file}, ${describeIssue(data, issue?.path ?? [])}: ${issue?.message}`);
}

function readCatalogue(): TCatalogueCity[] {
  const folder = new URL(".", import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => parseCatalogueFile(file, readFileSync(new URL(file, folder), "utf8")));
}

/** Every hand-written city. The offline places provider searches these first. */
export const catalogue: TCatalogueCity[] = readCatalogue();
