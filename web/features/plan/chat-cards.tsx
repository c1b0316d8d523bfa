import { BedDouble, MapPin, Plane } from "lucide-react";
import { Accordion } from "radix-ui";
import { useId, useState } from "react";
import type { TCtx } from "../../../common/api/trips";
import { isSample, SampleDataLabel } from "../../components/sample-data-label";
import { cut, plain, price } from "../../lib/format";
import type { Detail } from "./detail-modal";
import { flightAirlines, flightStops } from "./flight-text";

type Card = { key: string; title: string; line: string; quote?: string; detail: Detail; sample?: boolean };
type Section = { value: string; icon: typeof Plane; label: string; noun: string; cards: Card[]; shown: number };

/** A place card quotes its first review, cut at 100 characters (the modal shows 150). */
export const CARD_REVIEW_CHARS = 100;

/**
 * The flights, hotels and places behind a reply, in accordions open by default. Each section
 * shows its first few cards and counts them all; 'Show all' lists the rest in place.
 */
export function ChatCards({ ctx, onOpen }: { ctx: TCtx; onOpen: (d: Detail) => void }) {
  const city = ctx.destination?.split(",")[0]?.trim();
  const sections: Section[] = [
    {
      value: "flights",
      icon: Plane,
      label: "Flights",
      noun: "flights",
      shown: 4,
      cards: ctx.flights.map((f, i) => {
        const { first, last } = ends(f);
        return {
          key: `${i}-${first?.flight_number}-${first?.depart_date}-${first?.depart_time}`,
          title: flightAirlines(f),
          line: `${first?.origin_code} → ${last?.arrive_code} · ${flightStops(f)} · ${price("return_leg" in f ? f.return_leg.price : f.price)}`,
          detail: { kind: "flight", flight: f },
          sample: isSample(f),
        };
      }),
    },
    {
      value: "hotels",
      icon: BedDouble,
      label: "Hotels",
      noun: "hotels",
      shown: 4,
      cards: ctx.hotels.map((h) => ({
        key: h.hotel_id,
        title: h.hotel_name,
        line: `${h.stars ? `${"★".repeat(h.stars)} · ` : ""}${price(h.total_price)}`,
        detail: { kind: "hotel", hotel: h },
        sample: isSample(h),
      })),
    },
    {
      value: "places",
      icon: MapPin,
      label: "Places",
      noun: "places",
      shown: 6,
      cards: ctx.places.map((p, i) => ({
        key: `${i}-${p.name}`,
        title: p.name,
        line: `${p.types.slice(0, 2).join(", ")} · ${p.distance_from_target_location.toFixed(1)} mi`,
        quote: p.reviews[0]?.text ? cut(plain(p.reviews[0].text), CARD_REVIEW_CHARS) : undefined,
        // Lotus searches places around the destination's centre.
        detail: { kind: "place", place: p, from: city ? `central ${city}` : undefined },
      })),
    },
  ].filter((s) => s.cards.length > 0) as Section[];
  if (!sections.length) return null;
  return (
    <Accordion.Root type="multiple" defaultValue={sections.map((x) => x.value)} className="mt-2 space-y-2 text-left">
      {sections.map((section) => (
        <CardSection key={section.value} section={section} onOpen={onOpen} />
      ))}
    </Accordion.Root>
  );
}

function ends(f: TCtx["flights"][number]) {
  const leg = "outbound_leg" in f ? f.outbound_leg : f;
  return { first: leg.segments[0], last: leg.segments[leg.segments.length - 1] };
}

function CardSection({ section, onOpen }: { section: Section; onOpen: (d: Detail) => void }) {
  const { value, icon: Icon, label, noun, cards, shown } = section;
  const [all, setAll] = useState(false);
  const visible = all ? cards : cards.slice(0, shown);
  const listId = `cards-${value}-${useId()}`;
  return (
    <Accordion.Item value={value}>
      <Accordion.Header>
        <Accordion.Trigger className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <Icon className="size-3.5" aria-hidden /> {label} ({cards.length})
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content>
        <div id={listId} className="mt-1.5 grid gap-1.5 sm:grid-cols-2">
          {visible.map((c) => (
            <button
              key={c.key}
              type="button"
              onClick={() => onOpen(c.detail)}
              className="w-full min-w-0 rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-lagoon-600 focus-visible:outline-2 focus-visible:outline-lagoon-600"
            >
              <span className="flex items-center gap-2">
                <span className="min-w-0 truncate font-medium text-slate-900">{c.title}</span>
                {c.sample ? <SampleDataLabel className="ml-auto" /> : null}
              </span>
              <span className="block text-slate-600">{c.line}</span>
              {c.quote ? <span className="mt-1 block text-xs italic text-slate-500">"{c.quote}"</span> : null}
            </button>
          ))}
        </div>
        {cards.length > shown ? (
          <button
            type="button"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll((v) => !v)}
            className="mt-1.5 rounded-md px-1.5 py-1 text-xs font-semibold text-lagoon-700 hover:bg-lagoon-50 hover:text-lagoon-900 focus-visible:outline-2 focus-visible:outline-lagoon-600"
          >
            {all ? `Show fewer ${noun}` : `Show all ${cards.length} ${noun}`}
          </button>
        ) : null}
      </Accordion.Content>
    </Accordion.Item>
  );
}
