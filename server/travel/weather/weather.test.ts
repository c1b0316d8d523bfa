import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZWeather } from "../../../common/travel/schemas";
import { ProviderError } from "../provider-error";
import { startScriptedServer } from "../testing/scripted-server";
import { climateWeather, typicalTemperature } from "./climate";
import { openMeteoWeather } from "./open-meteo";
import { withFallback } from "./with-fallback";

const LISBON = { lat: 38.7167, lng: -9.1333 };
const today = new Date("2026-11-22T10:00:00Z");

// Shaped like Open-Meteo's documented daily reply.
const daily = (date: string, code: number, max: number, min: number) => ({
  latitude: 38.72,
  longitude: -9.14,
  generationtime_ms: 0.05,
  utc_offset_seconds: 0,
  timezone: "Europe/Lisbon",
  timezone_abbreviation: "WET",
  elevation: 77,
  daily_units: { time: "iso8601", weather_code: "wmo code", temperature_2m_max: "°C", temperature_2m_min: "°C" },
  daily: { time: [date], weather_code: [code], temperature_2m_max: [max], temperature_2m_min: [min] },
});

let server: Awaited<ReturnType<typeof startScriptedServer>>;
let provider: ReturnType<typeof openMeteoWeather>;
beforeAll(async () => {
  server = await startScriptedServer();
  provider = openMeteoWeather({
    forecastUrl: server.url,
    archiveUrl: server.url,
    // Room for a loaded machine; the hanging reply below waits 2 s.
    timeoutMs: 1000,
    retries: 2,
    baseDelayMs: 10,
    clock: () => today,
  });
});
afterAll(() => server.close());

describe("Open-Meteo adapter", () => {
  it("reads a forecast within 16 days", async () => {
    server.script({ body: daily("2026-11-25", 61, 17.2, 11) });
    const w = await provider.weather({ date: "2026-11-25", ...LISBON });
    expect(ZWeather.parse(w)).toEqual({
      weather_icon: "rain",
      weather_description: "Rain",
      temperature: 14.1,
      temp_min: 11,
      temp_max: 17.2,
    });
    const url = server.requests[0]?.url;
    expect(url?.pathname).toBe("/v1/forecast");
    expect(url?.searchParams.get("start_date")).toBe("2026-11-25");
    expect(url?.searchParams.get("daily")).toBe("weather_code,temperature_2m_max,temperature_2m_min");
  });

  it("uses last year's observations for dates beyond the forecast, marked typical", async () => {
    server.script({ body: daily("2026-03-12", 2, 18, 9) });
    const w = await provider.weather({ date: "2027-03-12", ...LISBON });
    expect(server.requests[0]?.url.pathname).toBe("/v1/archive");
    expect(server.requests[0]?.url.searchParams.get("start_date")).toBe("2026-03-12");
    expect(w).toMatchObject({
      typical: true,
      weather_icon: "partly-cloudy",
      weather_description: "Last year on this date: partly cloudy",
    });
  });

  it("explains an error reply in Open-Meteo's words", async () => {
    server.script({ status: 400, body: { error: true, reason: "Parameter 'start_date' is out of allowed range" } });
    await expect(provider.weather({ date: "2026-11-25", ...LISBON })).rejects.toThrow("out of allowed range");
  });

  it("treats an empty reply as no data", async () => {
    server.script({
      body: {
        ...daily("x", 0, 0, 0),
        daily: { time: [], weather_code: [], temperature_2m_max: [], temperature_2m_min: [] },
      },
    });
    await expect(provider.weather({ date: "2026-11-25", ...LISBON })).rejects.toMatchObject({ kind: "empty" });
  });

  it("retries a 429 and then succeeds", async () => {
    server.script(
      { status: 429, body: { error: true, reason: "Too many requests" } },
      { body: daily("2026-11-25", 0, 20, 12) },
    );
    const w = await provider.weather({ date: "2026-11-25", ...LISBON });
    expect(w.weather_description).toBe("Clear sky");
    expect(server.requests).toHaveLength(2);
  });

  it("gives up on a 429 that persists", async () => {
    server.script({ status: 429, body: { error: true, reason: "Too many requests" } });
    await expect(provider.weather({ date: "2026-11-25", ...LISBON })).rejects.toMatchObject({ kind: "rate_limited" });
    expect(server.requests).toHaveLength(3);
  });

  it("times out a reply that never comes", async () => {
    server.script({ body: daily("2026-11-25", 0, 20, 12), delayMs: 2000 });
    await expect(provider.weather({ date: "2026-11-25", ...LISBON })).rejects.toMatchObject({ kind: "timeout" });
  });

  it("rejects a malformed reply with a clear error", async () => {
    server.script({ raw: "<html>Bad gateway</html>" });
    await expect(provider.weather({ date: "2026-11-25", ...LISBON })).rejects.toMatchObject({ kind: "malformed" });
    server.script({ body: { daily: { time: ["2026-11-25"], weather_code: ["rain"] } } });
    await expect(provider.weather({ date: "2026-11-25", ...LISBON })).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("the estimate and the fallback", () => {
  it("follows latitude, season, hemisphere and height", () => {
    const at = (date: string, lat: number, elevation = 0) => typicalTemperature({ date, lat, lng: 0 }, elevation).mean;
    expect(at("2027-07-15", 38.7)).toBeGreaterThan(at("2027-01-15", 38.7) + 8); // Lisbon summer vs winter
    expect(at("2027-01-15", -33.9)).toBeGreaterThan(at("2027-07-15", -33.9) + 6); // Sydney: the other way round
    expect(at("2027-04-01", 0)).toBeGreaterThan(24); // the equator is warm all year
    expect(at("2027-04-01", -0.2, 2800)).toBeLessThan(at("2027-04-01", -0.2) - 15); // Quito's height
    expect(at("2027-01-15", 64)).toBeLessThan(0); // Reykjavik-like latitude in winter
  });

  it("answers with the estimate when the live provider fails, and stops asking after a network failure", async () => {
    let now = 0;
    const failing = {
      name: "down",
      weather: async () => {
        throw new ProviderError("down", "network", "ECONNREFUSED");
      },
    };
    let calls = 0;
    const counted = {
      name: "down",
      weather: async () => {
        calls++;
        return failing.weather();
      },
    };
    const weather = withFallback(counted as never, climateWeather(), undefined, () => now);
    const w = await weather.weather({ date: "2027-03-12", ...LISBON });
    expect(w.typical).toBe(true);
    expect(w.weather_description).toMatch(/^Typical for March: .* \(not a forecast\)$/);
    await weather.weather({ date: "2027-03-13", ...LISBON });
    expect(calls).toBe(1);
    now += 5 * 60 * 1000 + 1;
    await weather.weather({ date: "2027-03-13", ...LISBON });
    expect(calls).toBe(2);
  });
});
