import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { geocode } from "../server/travel/geo/gazetteer";
import { createTravel } from "../server/travel/travel";

// `npm run travel -- <command> ...`: try the travel data from a terminal.
//   npm run travel -- flights JFK LIS 2027-03-10 --return 2027-03-17 [--adults 2] [--cabin business]
//   npm run travel -- hotels Lisbon 2027-03-10 2027-03-17 [--adults 2]
//   npm run travel -- weather Lisbon 2027-03-12
//   npm run travel -- forums "hidden gems" Lisbon
//   npm run travel -- places Lisbon museums
//   npm run travel -- geocode "Tokyo in April"
// Cities work where airports are asked for: `flights "New York" Lisbon 2027-03-10`.

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    return: { type: "string" },
    adults: { type: "string" },
    cabin: { type: "string" },
    json: { type: "boolean" },
  },
});
const [command, ...args] = positionals;
const travel = createTravel(loadConfig());

function airportOf(text: string): string {
  if (/^[A-Z]{3}$/.test(text)) return text;
  const place = geocode(text);
  const code = place?.airports[0]?.code;
  if (!code) throw new Error(`No airport found for "${text}"`);
  return code;
}

const hm = (minutes: number) => `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;

async function main() {
  switch (command) {
    case "geocode": {
      const place = geocode(args.join(" "));
      console.log(place ? JSON.stringify(place, null, 2) : "No place found.");
      return;
    }
    case "flights": {
      const [from, to, date] = args;
      if (!from || !to || !date) throw new Error("usage: flights <from> <to> <YYYY-MM-DD> [--return YYYY-MM-DD]");
      const result = await travel.flights.search({
        origin: airportOf(from),
        destination: airportOf(to),
        departDate: date,
        returnDate: values.return,
        adults: values.adults ? Number(values.adults) : 1,
        cabin: (values.cabin as "economy") ?? "economy",
      });
      if (values.json) return console.log(JSON.stringify(result, null, 2));
      const legs =
        result.kind === "one_way"
          ? result.flights.map((f) => ({ price: f.price, legs: [f] }))
          : result.trips.map((t) => ({ price: t.return_leg.price, legs: [t.outbound_leg, t.return_leg] }));
      for (const option of legs) {
        console.log(`$${option.price.toFixed(2)}`);
        for (const leg of option.legs) {
          console.log(
            `  ${leg.airline_name}, ${hm(leg.duration)}, ${leg.segments.length - 1 || "no"} stop${leg.segments.length === 2 ? "" : "s"}`,
          );
          for (const s of leg.segments)
            console.log(
              `    ${s.flight_number} ${s.origin_code} ${s.depart_date} ${s.depart_time} -> ${s.arrive_code} ${s.arrive_date} ${s.arrive_time} (${s.plane_type})`,
            );
        }
      }
      return;
    }
    case "hotels": {
      const [city, checkIn, checkOut] = args;
      if (!city || !checkIn || !checkOut) throw new Error("usage: hotels <city> <check-in> <check-out>");
      const list = await travel.hotels.search({
        city,
        checkIn,
        checkOut,
        adults: values.adults ? Number(values.adults) : 2,
      });
      if (values.json) return console.log(JSON.stringify(list, null, 2));
      for (const h of list)
        console.log(`$${h.total_price.toFixed(2).padStart(9)}  ${"★".repeat(h.stars ?? 0).padEnd(5)}  ${h.hotel_name}`);
      return;
    }
    case "places": {
      const [near, ...what] = args;
      if (!near) throw new Error("usage: places <place> [what]");
      const r = await travel.places.search({ near, query: what.join(" ") || undefined, radiusMiles: 15 });
      if (r.note) console.log(r.note);
      for (const p of r.places)
        console.log(`${p.distance_from_target_location.toFixed(1).padStart(5)} mi  ${p.name}  (${p.types.join(", ")})`);
      return;
    }
    case "forums": {
      const [query, destination] = args;
      if (!query) throw new Error("usage: forums <query> [destination]");
      const r = await travel.forums.search({ query, destination });
      if (r.note) console.log(r.note);
      for (const p of r.posts) console.log(`${p.title} (${p.num_comments} comments)\n  ${p.post_url}`);
      return;
    }
    case "weather": {
      const [where, date] = args;
      const place = where ? geocode(where) : null;
      if (!place || !date) throw new Error("usage: weather <place> <YYYY-MM-DD>");
      const w = await travel.weather.weather({ date, lat: place.lat, lng: place.lng });
      console.log(
        `${place.name}, ${place.country} on ${date}: ${w.weather_description}; ${w.temp_min}°C to ${w.temp_max}°C`,
      );
      return;
    }
    default:
      console.log(
        "Commands: flights <from> <to> <date> [--return <date>] [--adults N] [--cabin economy|premium_economy|business|first] [--json]; geocode <text>",
      );
      console.log("Hotels, places, forum posts and weather are not built yet.");
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
