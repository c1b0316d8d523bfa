import { analyticsEndpoints } from "./analytics";
import { authEndpoints } from "./auth";
import { billingEndpoints } from "./billing";
import { detailsEndpoints } from "./details";
import type { Endpoint } from "./endpoint";
import { feedbackEndpoints } from "./feedback";
import { healthEndpoints } from "./health";
import { imageEndpoints } from "./images";
import { invitePreviewEndpoints } from "./invite-preview";
import { itineraryEndpoints } from "./itinerary";
import { mapEndpoints } from "./map";
import { planEndpoints } from "./plans";
import { togetherEndpoints } from "./together";
import { travelEndpoints } from "./travel";
import { tripEndpoints } from "./trips";
import { watchEndpoints } from "./watch";

/** Every HTTP call of the API, by domain: the server registers exactly these (endpoints.test.ts). */
export const endpointTables = {
  analytics: analyticsEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  details: detailsEndpoints,
  feedback: feedbackEndpoints,
  health: healthEndpoints,
  images: imageEndpoints,
  invitePreview: invitePreviewEndpoints,
  itinerary: itineraryEndpoints,
  map: mapEndpoints,
  plans: planEndpoints,
  together: togetherEndpoints,
  travel: travelEndpoints,
  trips: tripEndpoints,
  watch: watchEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(endpointTables).flatMap((table) => Object.values(table));
