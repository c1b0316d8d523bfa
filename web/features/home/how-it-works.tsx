import { MessageCircle, PlaneTakeoff, UsersRound } from "lucide-react";
import { HomeSection } from "./home-section";

const steps = [
  {
    icon: MessageCircle,
    title: "Chat with Lotus",
    text: "Say where, when and how you like to travel. Lotus asks what it needs and suggests the rest.",
  },
  {
    icon: UsersRound,
    title: "Plan with friends",
    text: "Share the trip, talk it over in the group chat, and let everyone shape the itinerary.",
  },
  {
    icon: PlaneTakeoff,
    title: "Book and go",
    text: "Book flights and stays from the plan, check the weather for each day, and enjoy the trip.",
  },
];

export function HowItWorks() {
  return (
    <HomeSection id="how-it-works" title="How It Works" className="bg-slate-50">
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="relative flex flex-col items-center text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-white text-lagoon-700 shadow-md ring-1 ring-slate-200">
              <s.icon className="size-7" aria-hidden />
            </span>
            <span className="mt-4 text-sm font-semibold uppercase tracking-wide text-lotus-700">Step {i + 1}</span>
            <h3 className="mt-1 text-xl font-semibold">{s.title}</h3>
            <p className="mt-2 max-w-xs text-slate-600">{s.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
