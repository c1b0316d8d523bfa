import { americasAfrica } from "./americas-africa";
import { asiaAmericas } from "./asia-americas";
import { citiesBatch6 } from "./cities-batch-6";
import { europe } from "./europe";
import { europeAsiaMore } from "./europe-asia-more";
import { europeMore } from "./europe-more";
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
];
