import { Bot, CreditCard, Users } from "lucide-react";
import { HomeSection } from "./home-section";

const features = [
  {
    icon: Bot,
    title: "An agentic AI guide",
    text: "Lotus searches flights, hotels, places and travellers' tips for you, then turns the conversation into a day-by-day itinerary.",
  },
  {
    icon: Users,
    title: "Collaborate with friends",
    text: "Invite companions into the trip, chat in a group, mention @Lotus for ideas, and decide together.",
  },
  {
    icon: CreditCard,
    title: "Seamless booking",
    text: "Book each flight and stay from the itinerary and keep track of what is booked, all in one place.",
  },
];

export function FeatureCards() {
  return (
    <HomeSection id="features" title="Everything your trip needs">
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {features.map((f) => (
          <article
            key={f.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-lagoon-50 text-lagoon-700">
              <f.icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-slate-600">{f.text}</p>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
