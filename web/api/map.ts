import { mapEndpoints as e } from "../../common/api/map";
import { call } from "./call";

// The trip map's calls (issue 29): its style, and where airports and towns are.

export const mapConfig = () => call(e.config);
export const mapPoints = (airports: string[], towns: string[]) => call(e.points, { airports, towns });
/** The offline basemap, fetched by MapLibre itself. */
export const basemapUrl = e.basemap.path;
