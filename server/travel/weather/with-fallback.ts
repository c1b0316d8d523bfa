import type { FastifyBaseLogger } from "fastify";
import { ProviderError } from "../provider-error";
import type { WeatherProvider } from "./provider";

const BREAK_MS = 5 * 60 * 1000;

/**
 * The live provider when it answers, the estimate when it does not. After a network failure or
 * timeout the live provider is skipped for five minutes, so an offline machine answers at once.
 */
export function withFallback(
  primary: WeatherProvider,
  fallback: WeatherProvider,
  log?: FastifyBaseLogger,
  clock = () => Date.now(),
): WeatherProvider {
  let brokenUntil = 0;
  return {
    name: `${primary.name}+${fallback.name}`,
    async weather(query) {
      if (clock() >= brokenUntil) {
        try {
          return await primary.weather(query);
        } catch (error) {
          const kind = error instanceof ProviderError ? error.kind : "unexpected";
          if (kind === "network" || kind === "timeout") brokenUntil = clock() + BREAK_MS;
          log?.warn(
            { provider: primary.name, kind, err: (error as Error).message },
            "weather provider failed; using the estimate",
          );
        }
      }
      return fallback.weather(query);
    },
  };
}
