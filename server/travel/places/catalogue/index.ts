import { africaOceania } from "./africa-oceania";
import { americasAfrica } from "./americas-africa";
import { americasNorth } from "./americas-north";
import { americasSouth } from "./americas-south";
import { asiaAmericas } from "./asia-americas";
import { asiaEastSouth } from "./asia-east-south";
import { asiaWestJapan } from "./asia-west-japan";
import { citiesBatch6 } from "./cities-batch-6";
import { europe } from "./europe";
import { europeAsiaMore } from "./europe-asia-more";
import { europeEastWest } from "./europe-east-west";
import { europeMore } from "./europe-more";
import { europeNorthSouth } from "./europe-north-south";
import { moreCities } from "./more-cities";
import type { CatalogueCity } from "./types";
import { world } from "./world";

/** Every hand-written city. The offline places provider searches these first. */
export const catalogue: CatalogueCity[] = [
  ...europe,
  ...europeMore,
  ...europeAsiaMore,
  ...asiaAmericas,
  ...americasAfrica,
  ...world,
  ...moreCities,
  ...citiesBatch6,
  ...europeNorthSouth,
  ...europeEastWest,
  ...asiaEastSouth,
  ...asiaWestJapan,
  ...americasNorth,
  ...americasSouth,
  ...africaOceania,
];
