import type { TCtx } from "../../common/api/trips";

/** An assistant reply's context that found nothing, with `fields` set. */
export function blankCtx(fields: Partial<TCtx> = {}): TCtx {
  return {
    flights: [],
    hotels: [],
    places: [],
    reddit: [],
    tool_uses: [],
    itinerary: [],
    destination: null,
    dates: null,
    ...fields,
  };
}
