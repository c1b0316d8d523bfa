import { Sparkles } from "lucide-react";
import { Link } from "react-router";

/** What an Explorer sees where Voyager's summary and booking management would be. */
export function UpgradeCard() {
  return (
    <section
      aria-labelledby="upgrade-title"
      className="rounded-2xl border border-lagoon-100 bg-gradient-to-br from-lagoon-50 to-white p-6"
    >
      <h2 id="upgrade-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Sparkles className="size-5 text-lotus-600" aria-hidden /> See the whole trip with Voyager
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        The trip summary with its cost breakdown, and booking status for every flight and hotel in one place, are part
        of Voyager.
      </p>
      <Link
        to="/accountsettings?tab=billing"
        className="mt-4 inline-flex rounded-lg bg-lagoon-700 px-4 py-2 text-sm font-semibold text-white hover:bg-lagoon-900"
      >
        Upgrade to Voyager
      </Link>
    </section>
  );
}
