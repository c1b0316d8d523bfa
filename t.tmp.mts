import { offlineFlights } from "./server/travel/flights/offline";

const p = offlineFlights(() => new Date("2026-11-22T10:00:00Z"));
const r = await p.search({ origin: "JFK", destination: "LIS", departDate: "2027-03-10", returnDate: "2027-03-17" });
console.log(JSON.stringify(r, null, 1).slice(0, 2500));
const s = await p.search({ origin: "BOS", destination: "BKK", departDate: "2027-03-10" });
if (s.kind === "one_way")
  for (const f of s.flights)
    console.log(
      f.airline_name,
      f.price,
      f.duration,
      f.segments
        .map(
          (x) =>
            `${x.origin_code} ${x.depart_date} ${x.depart_time} -> ${x.arrive_code} ${x.arrive_date} ${x.arrive_time} (${x.duration_minutes})`,
        )
        .join(" | "),
    );
process.exit(0);
