import type { FastifyInstance } from "fastify";
import { mapEndpoints } from "../../common/api/map";
import { AppError } from "../errors";
import { route } from "../http/route";
import { basemapBytes, detailBytes, parseCells } from "./basemap";
import { lookUpPoints } from "./points";

/**
 * GET /api/map/config (the style: MAP_STYLE_URL, or null for the offline basemap), GET
 * /api/map/basemap.geojson (that basemap, from our origin, so the map works with no network and
 * the content security policy stays 'self'; with `?cells=x,y;…` the trip's area in 1:10m detail,
 * see basemap.ts), POST /api/map/points (airports and towns located).
 * Public data only: none of them reads a trip.
 */
export function registerMapRoutes(app: FastifyInstance): void {
  route(app, mapEndpoints.config, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send({ style_url: app.lotus.config.map.styleUrl }),
  );
  route(app, mapEndpoints.basemap, async (request, reply) => {
    const asked = (request.query as { cells?: unknown } | undefined)?.cells;
    let bytes = basemapBytes;
    if (asked !== undefined) {
      const cells = typeof asked === "string" ? parseCells(asked) : null;
      if (!cells) throw new AppError("invalid", "cells: up to 24 cells as x,y;x,y");
      bytes = () => detailBytes(cells);
    }
    const { json, gzip } = bytes();
    const accepts = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    reply
      .header("content-type", "application/geo+json")
      .header("cache-control", "public, max-age=86400")
      .header("vary", "accept-encoding");
    return accepts ? reply.header("content-encoding", "gzip").send(gzip) : reply.send(json);
  });
  route(app, mapEndpoints.points, async (request) => lookUpPoints(request.body.airports, request.body.towns));
}
