import { Check } from "lucide-react";
import { Tabs } from "radix-ui";
import { HomeSection } from "./home-section";

const topics = [
  {
    value: "conversational",
    label: "Conversational planning",
    heading: "Plan the way you talk",
    points: [
      "Describe the trip in your own words; no forms, no filters.",
      "Change your mind at any point and the plan follows.",
      "Mention @Lotus in the group chat to bring the guide into the discussion.",
    ],
  },
  {
    value: "recommendations",
    label: "Smart recommendations",
    heading: "Suggestions that fit",
    points: [
      "Flights and hotels matched to your dates, budget and pace.",
      "Places rated by visitors, with distances from where you stay.",
      "Tips from travellers' forum discussions, summarised for you.",
    ],
  },
  {
    value: "itineraries",
    label: "Personalized itineraries",
    heading: "An itinerary that builds itself",
    points: [
      "Every day laid out with times, places and bookings.",
      "Weather for each day and place, so you can plan around it.",
      "Shared with your companions, always up to date.",
    ],
  },
];

export function WhyChoose() {
  return (
    <HomeSection id="why-choose" title="Why Choose Lotus" width="max-w-5xl">
      <Tabs.Root defaultValue={topics[0]?.value} className="mt-10">
        <Tabs.List
          aria-label="Why choose Lotus"
          className="flex flex-col gap-2 rounded-2xl bg-slate-100 p-1.5 sm:flex-row"
        >
          {topics.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="flex-1 rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-600 transition hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-lagoon-700 data-[state=active]:shadow-sm"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {topics.map((t) => (
          <Tabs.Content
            key={t.value}
            value={t.value}
            className="mt-8 rounded-2xl border border-slate-200 p-8 focus-visible:outline-2 focus-visible:outline-lagoon-600"
          >
            <h3 className="text-2xl font-semibold">{t.heading}</h3>
            <ul className="mt-6 space-y-3">
              {t.points.map((p) => (
                <li key={p} className="flex gap-3 text-slate-700">
                  <Check className="mt-0.5 size-5 shrink-0 text-lagoon-600" aria-hidden />
                  {p}
                </li>
              ))}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </HomeSection>
  );
}
