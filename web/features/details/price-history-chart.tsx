import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TTripWatch } from "../../../common/api/watch";
import { price } from "../../lib/format";

type Point = TTripWatch["history"][string][number];

const shortDate = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric" });

/**
 * One flight's or hotel's prices over time (loaded only when opened: the charting library is the
 * heaviest thing on the page). A check that found it unavailable breaks the line.
 */
export default function PriceHistoryChart({ points, label }: { points: Point[]; label: string }) {
  const data = points.map((p) => ({ at: p.checked_at, price: p.price }));
  return (
    <figure className="mt-2" aria-label={`Price history of ${label}`}>
      <div className="h-40 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="at" tickFormatter={shortDate} tick={{ fontSize: 11, fill: "#64748b" }} minTickGap={24} />
            <YAxis
              width={64}
              tick={{ fontSize: 11, fill: "#64748b" }}
              tickFormatter={(v: number) => `$${Math.round(v).toLocaleString("en-US")}`}
              domain={["auto", "auto"]}
            />
            <Tooltip
              formatter={(v) => (typeof v === "number" ? price(v) : "Unavailable")}
              labelFormatter={(l) => shortDate(String(l))}
            />
            <Line
              type="stepAfter"
              dataKey="price"
              name="Price"
              stroke="#0f766e"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        {points
          .map((p) => `${shortDate(p.checked_at)}: ${p.price === null ? "unavailable" : price(p.price)}`)
          .join("; ")}
      </figcaption>
    </figure>
  );
}
