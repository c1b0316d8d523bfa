import { Compass, HeartHandshake, LifeBuoy, Lightbulb, Mail, ShieldCheck, Sparkles, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "../../common/site";
import { track } from "../lib/analytics/analytics";

const principles = [
  {
    title: "Honest suggestions",
    text: "Lotus recommends what fits your trip, not what pays us. Prices are shown as the providers give them, and an estimate says it is one.",
  },
  {
    title: "Your trip, your data",
    text: "We keep what we need to plan with you and nothing more. You can export your itinerary, and delete a trip or your account whenever you like.",
  },
  {
    title: "Planning is social",
    text: "The best trips are planned together. Everyone invited sees the same plan, can ask Lotus, and can keep a question private when they want to.",
  },
  {
    title: "Useful before clever",
    text: "Every feature has to save a traveller time: fewer tabs, fewer spreadsheets, fewer group-chat threads lost in scrollback.",
  },
];

/** /about: why Lotus exists, what it believes, who makes it. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-lotus-700">About Lotus</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Plan the trip, not the paperwork
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Lotus is an AI travel guide you plan with: tell it where you want to go, watch the itinerary build itself day
          by day, and bring your friends along.
        </p>
      </header>

      <div className="mt-14 space-y-12">
        <Section id="mission" icon={Compass} title="Our Mission">
          <p>
            To make planning a trip as enjoyable as taking it. Lotus turns a conversation into a real plan: flights,
            places to stay, things to do and the time to do them, checked against opening hours, travel times and the
            weather, so you spend your evenings looking forward to the trip instead of comparing tabs.
          </p>
        </Section>

        <Section id="vision" icon={Sparkles} title="Our Vision">
          <p>
            A world where anyone can plan a trip that feels made for them, in minutes, with the people they travel with.
            We want Lotus to be the one place a trip lives, from the first "where should we go?" to the last booking
            confirmation.
          </p>
        </Section>

        <Section id="why" icon={Lightbulb} title="Why We Built This">
          <p>
            We built Lotus after one too many group trips planned across a chat thread, three spreadsheets and a dozen
            booking sites. The ideas were always there; pulling them into a plan everyone agreed on was the hard part.
            Language models made it possible for a guide to understand what a group wants and to do the legwork, and we
            wanted that guide to be careful with facts, open about prices and built for sharing.
          </p>
        </Section>

        <Section id="help" icon={LifeBuoy} title="How Lotus Helps You">
          <ul className="grid gap-3 sm:grid-cols-2">
            {[
              "Suggests destinations from what you enjoy, your budget and the season.",
              "Finds flights and hotels and explains the trade-offs between them.",
              "Builds a day-by-day itinerary with times that actually work.",
              "Lets your group chat, vote with their messages and ask Lotus together or privately.",
              "Keeps the whole trip on one page with costs, bookings and the weather (Voyager).",
              "Exports your plan to your calendar, or to paper.",
            ].map((line) => (
              <li key={line} className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
                {line}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="principles" icon={ShieldCheck} title="Our Principles">
          <dl className="grid gap-4 sm:grid-cols-2">
            {principles.map((p) => (
              <div key={p.title} className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="font-semibold text-slate-900">{p.title}</dt>
                <dd className="mt-1 text-slate-600">{p.text}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="who" icon={Users} title="Who We Are">
          <p>
            Lotus was founded by a small team of engineers and designers who are also restless travellers. Between us we
            have built consumer apps, search and booking systems, and machine-learning products, and we have planned
            (and re-planned) more group trips than we can count. We are independent, and we answer to the people who use
            Lotus.
          </p>
        </Section>

        <Section id="join" icon={HeartHandshake} title="Join Us">
          <p>
            Lotus gets better with every trip planned on it. Tell us what worked and what did not with the Share
            Feedback button, follow along on{" "}
            {site.social.map((s, i) => (
              <span key={s.name}>
                {i > 0 ? " and " : ""}
                <a className="font-medium text-lagoon-700 underline" href={s.href} rel="noopener noreferrer">
                  {s.name}
                </a>
              </span>
            ))}
            , or write to us at{" "}
            <a
              className="inline-flex items-center gap-1 font-medium text-lagoon-700 underline"
              href={`mailto:${site.supportEmail}`}
            >
              <Mail className="size-4" aria-hidden />
              {site.supportEmail}
            </a>
            . If you would like to build it with us, we would love to hear from you too.
          </p>
        </Section>
      </div>

      <div className="mt-14 text-center">
        <Link
          to="/plan"
          onClick={() => track("CTA", "Start Planning", "about")}
          className="inline-flex rounded-lg bg-lagoon-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-lagoon-900"
        >
          Start Planning
        </Link>
      </div>
    </div>
  );
}

function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: typeof Compass;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`about-${id}`}>
      <h2 id={`about-${id}`} className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Icon className="size-6 text-lagoon-700" aria-hidden />
        {title}
      </h2>
      <div className="mt-3 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
