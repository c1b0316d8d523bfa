import type { Config } from "./config";

// The start-up line that says which outside services answer and which parts are Lotus's own
// offline stand-ins (issue 26): without keys, the guide is the built-in engine and flights and
// hotels are sample inventory, and whoever starts the server should read that first.

type Part = { name: string; live: string | null; offline: string };

const routingNames = { osrm: "OSRM", openrouteservice: "OpenRouteService", google: "Google Routes" } as const;

/** The map style's host (never its query: a MapTiler key rides there). */
function styleHost(url: string | null): string | null {
  if (!url) return null;
  try {
    return `style from ${new URL(url).host}`;
  } catch {
    return "MAP_STYLE_URL";
  }
}

function parts(config: Config): Part[] {
  const t = config.travel;
  return [
    {
      name: "guide",
      live: config.llm.provider === "offline" ? null : `${config.llm.provider} ${config.llm.model}`,
      offline: "built-in engine",
    },
    { name: "flights", live: t.duffel ? "Duffel" : null, offline: "sample inventory" },
    { name: "hotels", live: t.duffel?.stays ? "Duffel Stays" : null, offline: "sample inventory" },
    { name: "places", live: t.googlePlaces ? "Google Places" : null, offline: "built-in catalogue" },
    { name: "weather", live: t.weather === "open-meteo" ? "Open-Meteo" : null, offline: "typical-weather estimate" },
    { name: "forums", live: t.reddit ? "Reddit" : null, offline: "none" },
    { name: "mail", live: config.mail.smtpUrl ? "SMTP" : null, offline: "local outbox" },
    {
      name: "routing",
      live: config.routing.provider === "estimate" ? null : routingNames[config.routing.provider],
      offline: "Lotus's estimate",
    },
    { name: "map", live: styleHost(config.map.styleUrl), offline: "built-in basemap" },
  ];
}

/** "live: weather (Open-Meteo); offline: guide (built-in engine), flights (sample inventory), …". */
export function providersSummary(config: Config): string {
  const all = parts(config);
  const live = all.filter((p) => p.live).map((p) => `${p.name} (${p.live})`);
  const offline = all.filter((p) => !p.live).map((p) => `${p.name} (${p.offline})`);
  const sample = all.some((p) => (p.name === "flights" || p.name === "hotels") && !p.live);
  return [
    `Providers live: ${live.join(", ") || "none"}`,
    `offline: ${offline.join(", ") || "none"}`,
    ...(sample ? ["flights and hotels marked 'Sample data' are made up; see README, Configuration, for keys"] : []),
  ].join("; ");
}
