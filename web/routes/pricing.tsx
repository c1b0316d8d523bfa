import { Accordion, Tooltip } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import {
  annualSavingPercent,
  dollars,
  messageAllowance,
  type PlanKey,
  planDescriptions,
  planFeatures,
} from "../../common/plans";
import { messageCredits, messagesPerDay } from "../features/billing/message-credits";
import { PeriodToggle } from "../features/billing/period-toggle";
import { PlanFeatureList } from "../features/billing/plan-feature-list";
import { TestModeNotice } from "../features/billing/test-mode-notice";
import { usePlans } from "../features/billing/use-billing";
import { track } from "../lib/analytics/analytics";
import { cn } from "../lib/cn";

const faq = [
  {
    q: "What is the daily rate limit?",
    a: `Explorer includes ${messageAllowance.FREE.messages} messages to Lotus every ${messageAllowance.FREE.windowHours} hours, up to ${(messageAllowance.FREE.messages * 24) / messageAllowance.FREE.windowHours} a day. Voyager includes ${messageAllowance.PRO.messages} every ${messageAllowance.PRO.windowHours} hours.`,
  },
  {
    q: "When do limits reset?",
    a: `Through the day: your allowance refills ${messageAllowance.FREE.windowHours} hours after your first message of a window, so you never wait until midnight. When you reach it, Lotus tells you exactly when you can send again.`,
  },
  {
    q: "Can I cancel anytime?",
    a: "Yes. Cancel Voyager from Account Settings whenever you like; you keep Voyager until the end of the period you paid for, then return to Explorer automatically.",
  },
  {
    q: "What counts as a message?",
    a: "Each message you send to Lotus counts once, in your own trips, with @Lotus in a group, or in private mode. Messages to your travel companions in the group chat are free and unlimited.",
  },
];

/** /pricing: the two plans, monthly or annually, from /api/all-plans. */
export function PricingPage() {
  const [annual, setAnnual] = useState(false);
  const plans = usePlans();
  const pro = plans.data?.pro;
  const save = pro ? annualSavingPercent(pro.price.monthly, pro.price.annually) : null;

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <div className="text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Simple plans for every traveller</h1>
          <p className="mx-auto mt-3 max-w-xl text-lg text-slate-600">
            Start free with Explorer. Go further with Voyager.
          </p>
          <div className="mt-8">
            <PeriodToggle annual={annual} onChange={setAnnual} save={save} />
          </div>
          <div className="mx-auto mt-6 max-w-xl text-left">
            <TestModeNotice />
          </div>
        </div>

        {plans.isError ? (
          <p role="alert" className="mt-10 text-center text-red-700">
            The plans could not be loaded. Please refresh the page.
          </p>
        ) : (
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {(["free", "pro"] as PlanKey[]).map((key) => {
              const plan = plans.data?.[key];
              const popular = key === "pro";
              const monthly = plan ? (annual ? Math.round(plan.price.annually / 12) : plan.price.monthly) : null;
              return (
                <section
                  key={key}
                  aria-labelledby={`plan-${key}`}
                  className={cn(
                    "relative flex flex-col rounded-3xl border bg-white p-8 shadow-sm",
                    popular ? "border-lagoon-700 ring-2 ring-lagoon-700/20" : "border-slate-200",
                  )}
                >
                  {popular ? (
                    <span className="absolute -top-3 left-8 rounded-full bg-lagoon-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
                      MOST POPULAR
                    </span>
                  ) : null}
                  <h2 id={`plan-${key}`} className="text-2xl font-bold text-slate-900">
                    {plan?.name ?? (key === "free" ? "Explorer" : "Voyager")}
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">{planDescriptions[key]}</p>
                  <p className="mt-6 flex items-baseline gap-1">
                    <span className="text-4xl font-bold text-slate-900" data-testid={`price-${key}`}>
                      {monthly === null ? "…" : dollars(monthly)}
                    </span>
                    <span className="text-slate-500">{key === "free" ? "/ forever" : "/ month"}</span>
                  </p>
                  <p className="mt-1 h-5 text-sm text-slate-500">
                    {key === "pro" && annual && plan ? `Billed annually (${dollars(plan.price.annually)})` : ""}
                  </p>
                  <p className="mt-3 text-sm font-medium text-slate-700" data-testid={`credits-${key}`}>
                    Message credits: {messageCredits(key === "free" ? "FREE" : "PRO")}
                    <span className="block text-xs font-normal text-slate-500">
                      up to {messagesPerDay(key === "free" ? "FREE" : "PRO")} a day
                    </span>
                  </p>
                  <PlanFeatureList features={planFeatures[key]} details className="mt-5 space-y-2.5" />
                  <Link
                    to={key === "free" ? "/plan" : "/accountsettings?tab=billing"}
                    onClick={() => track("CTA", key === "free" ? "Get Started" : "Upgrade to Voyager", "pricing")}
                    className={cn(
                      "mt-8 rounded-lg px-4 py-2.5 text-center text-sm font-semibold",
                      popular
                        ? "bg-lagoon-700 text-white hover:bg-lagoon-900"
                        : "border border-slate-300 text-slate-800 hover:bg-slate-50",
                    )}
                  >
                    {key === "free" ? "Get Started" : "Upgrade to Voyager"}
                  </Link>
                </section>
              );
            })}
          </div>
        )}

        <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
          <h2 id="faq-title" className="text-center text-2xl font-bold text-slate-900">
            Frequently asked questions
          </h2>
          <Accordion.Root
            type="single"
            collapsible
            className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200"
          >
            {faq.map((f) => (
              <Accordion.Item key={f.q} value={f.q}>
                <Accordion.Header>
                  <Accordion.Trigger className="w-full px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50">
                    {f.q}
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-4 text-sm text-slate-600">{f.a}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>

        <div className="mt-14 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/plan"
            className="rounded-lg border border-slate-300 px-5 py-2.5 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Try Free Explorer Plan
          </Link>
          <Link
            to="/accountsettings?tab=billing"
            className="rounded-lg bg-lagoon-700 px-5 py-2.5 text-center text-sm font-semibold text-white hover:bg-lagoon-900"
          >
            Go with Voyager Premium
          </Link>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
