import { ArrowRight, Plane, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { LotusMark } from "../../components/logo";
import { track } from "../../lib/analytics/analytics";

export function Hero() {
  return (
    <section id="hero" className="relative overflow-hidden bg-gradient-to-b from-lagoon-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-lotus-50 px-3 py-1 text-sm font-medium text-lotus-700 ring-1 ring-lotus-100">
            <Sparkles className="size-4" aria-hidden /> Your AI travel guide
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Travel Planning Made Intelligent
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">
            Chat with Lotus about where you want to go. Watch your itinerary build itself day by day, invite your
            friends into the trip, and book flights, stays and experiences in one place.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/plan"
              onClick={() => track("CTA", "Start Planning", "home hero")}
              className="inline-flex items-center gap-2 rounded-xl bg-lagoon-700 px-6 py-3 text-base font-semibold text-white shadow-md transition hover:bg-lagoon-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lagoon-700"
            >
              Start Planning <ArrowRight className="size-5" aria-hidden />
            </Link>
            <a
              href="#how-it-works"
              className="inline-flex items-center rounded-xl px-6 py-3 text-base font-semibold text-slate-700 ring-1 ring-slate-300 transition hover:bg-slate-50"
            >
              How it works
            </a>
          </div>
        </div>
        <ConversationPreview />
      </div>
    </section>
  );
}

// An illustration of a conversation with Lotus, as marketing art (not live data).
function ConversationPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-lotus-100 to-lagoon-100 blur-2xl" />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-lagoon-700 px-4 py-2.5 text-sm text-white">
          Five days in Lisbon in May with two friends, mid-range budget. Ideas?
        </div>
        <div className="flex gap-2">
          <LotusMark className="size-7 shrink-0" />
          <div className="rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2.5 text-sm text-slate-800">
            Lovely choice! I found direct flights and a guesthouse in Alfama, and sketched a day for the tiles museum,
            sunset at Miradouro da Senhora do Monte, and a day trip to Sintra.
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 text-xs">
          <div className="rounded-xl border border-slate-200 p-3">
            <p className="flex items-center gap-1 font-semibold text-slate-700">
              <Plane className="size-3.5" /> Day 1 · 09:40
            </p>
            <p className="mt-1 text-slate-500">Flight to LIS, direct</p>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <p className="font-semibold text-slate-700">Day 2 · 10:00</p>
            <p className="mt-1 text-slate-500">National Tile Museum</p>
          </div>
        </div>
      </div>
    </div>
  );
}
