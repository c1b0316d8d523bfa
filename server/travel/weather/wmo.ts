// WMO weather interpretation codes (as Open-Meteo reports them) to words and an icon name.
const table: [number[], string, string][] = [
  [[0], "Clear sky", "clear"],
  [[1], "Mainly clear", "mostly-clear"],
  [[2], "Partly cloudy", "partly-cloudy"],
  [[3], "Overcast", "cloudy"],
  [[45, 48], "Fog", "fog"],
  [[51, 53, 55, 56, 57], "Drizzle", "drizzle"],
  [[61, 63, 66], "Rain", "rain"],
  [[65, 67], "Heavy rain", "rain"],
  [[71, 73, 77], "Snow", "snow"],
  [[75], "Heavy snow", "snow"],
  [[80, 81], "Rain showers", "showers"],
  [[82], "Violent rain showers", "showers"],
  [[85, 86], "Snow showers", "snow"],
  [[95], "Thunderstorm", "thunderstorm"],
  [[96, 99], "Thunderstorm with hail", "thunderstorm"],
];

export function describeWmo(code: number): { description: string; icon: string } {
  const row = table.find(([codes]) => codes.includes(code));
  return row ? { description: row[1], icon: row[2] } : { description: "Unknown conditions", icon: "unknown" };
}
