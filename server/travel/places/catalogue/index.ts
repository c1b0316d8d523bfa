import { asiaAmericas } from "./asia-americas";
import { europe } from "./europe";
import { europeMore } from "./europe-more";
import type { CatalogueCity } from "./types";
import { world } from "./world";

/** Every hand-written city. The offline places provider searches these first. */
export const catalogue: CatalogueCity[] = [...europe, ...europeMore, ...asiaAmericas, ...world];
