import { isDeepStrictEqual } from "node:util";
import countries from "i18n-iso-countries";
import { DateTime } from "luxon";
import type { TCtx, TItineraryDay } from "../../common/api/trips";
import { placeKindOf } from "../../common/travel/place-kinds";
import { PARTY_MAX } from "../../common/travel/trip-model";
import { distanceKm } from "../travel/geo/distance";
import { regionByKey } from "../travel/geo/regions";
import { answerQuestion } from "./answers/answer-question";
import { chitchatReply } from "./answers/chitchat";
import { earlierQuestion, stillAsking } from "./answers/follow-up";
import { isHypothetical, questionsAlong, readKinds } from "./answers/intent";
import { intentOfFacts, partyConfirmed, softFacts } from "./answers/intent-of-facts";
import { opensAsking } from "./answers/opening";
import { plural } from "./answers/text";
import { assembleTrip, formatDates } from "./assemble";
import { findStayAdd, withStay } from "./changes/add-stay";
import { applyChange } from "./changes/apply-change";
import { readFromItsNames } from "./changes/change-scope";
import { type Change, findChange } from "./changes/find-change";
import { withoutReason } from "./changes/said-why";
import { wayInstead } from "./changes/way-instead";
import type { Engine, EngineResult, EngineTurn, Intent } from "./engine";
import { streamText } from "./engine";
import { swapDays } from "./itinerary";
import type { Plan } from "./plan";
import { readMessage } from "./read-message";
import { inRegion, sameName } from "./region-ask";
import { describeChange, describePlan, earlyLead, leadSentence } from "./reply-text";
import { suggestDestinations } from "./suggest";
import type { findEdit } from "./understand";
import { mendEditSlips } from "./understand/edit-typos";
import { changeInEnglish } from "./understand/foreign-words";
import { startByDefault } from "./understand/rough-start";
import { nightsSaid, plainWords } from "./understand/stay-nights";
import { ownNightsAt } from "./understand/stay-refs";
import { findTripEnd, nightsBetween, withoutTripEnd } from "./understand/trip-end";
import { plainText } from "./understand/trip-sight-names";
import { whichArea } from "./understand/which-area";

// Lotus without a language model: reads the message for destination, origin, dates, travellers,
// budget, pace, interests and follow-up edits; asks for what is missing; runs the same searches
// as the model would; and answers in Markdown, streamed in pieces.

const emptyCtx = (plan: Plan, tools: EngineTurn["tools"]): TCtx => ({
  flights: [],
  hotels: [],
  places: [],
  reddit: [],
  tool_uses: tools.uses,
  itinerary: [],
  destination: plan.destination ? `${plan.destination.name}, ${plan.destination.country}` : null,
  dates: formatDates(plan.startDate, plan.nights),
});

export function offlineEngine(): Engine {
  return {
    name: "offline",
    async reply(turn: EngineTurn): Promise<EngineResult> {
      const { now, tools } = turn;
      // The reply streams as it is written: what is known early (a plan's first sentence, before
      // the planner runs) goes out at once; the rest when it is ready.
      let written = "";
      const write = async (piece: string) => {
        written += piece;
        await streamText(piece, turn.emit);
      };
      // What the message did to the trip's facts, for replies that do not say otherwise.
      let factsIntent: Intent = "plan";
      const result = await think(turn);
      await streamText(result.text.slice(written.length), turn.emit);
      return result;

      async function think({ message, plan: previous }: EngineTurn): Promise<EngineResult> {
        // Intent before action: a question is answered from data and small talk gets a word back,
        // both leaving the trip alone; a targeted change touches only what was asked.
        const itinerary = turn.itinerary ?? [];
        const hasTrip = planned(previous) || itinerary.length > 0;
        const kinds = readKinds(message, hasTrip);
        const intent = kinds.intent;
        // The message's facts, read once against the trip as it stands and shared by every step
        // that needs them (the change's scope, the question's probe, the plan itself).
        let once: Read | undefined;
        const readOnce = (): Read => {
          if (!once) {
            const read = structuredClone(previous);
            read.pending = null;
            once = { plan: read, reading: readTrip(message, read, now, kinds.asksChange) };
          }
          return once;
        };
        // The change readers know English words: a change asked in another language reaches them in
        // English ("mets le Louvre le jour 2" is "put the Louvre on day 2"); an English message is
        // returned as it is (`changeInEnglish`). Intent and questions keep the message as sent.
        let englished: string | undefined;
        const english = () => {
          // ("remvoe the zoo": slips in the words of change mended too.)
          englished ??= mendEditSlips(changeInEnglish(message));
          return englished;
        };
        // "BC, Canada" after "Victoria 3 nights": which namesake was meant, read as such below.
        const areaSaid = previous.pending ? null : whichArea(message, previous.destination?.name);
        // "is temple bar safe late at night?" then "asking for a mate": the question still stands.
        const standing = intent === "chitchat" && stillAsking(message) ? earlierQuestion(turn.history) : undefined;
        if (standing) {
          const found = await answerQuestion({ message: standing, plan: previous, itinerary, now, tools });
          if (found)
            return answer(previous, found.text, { ...shownCtx(previous), places: found.places ?? [] }, "question");
        }
        if (intent === "chitchat" && !areaSaid)
          return answer(
            previous,
            chitchatReply({ message, plan: previous, itinerary, firstName: turn.traveller.firstName }),
            hasTrip ? shownCtx(previous) : undefined,
            "chitchat",
          );
        // "add 2 nights in Vienna before Budapest": one more stay where it was said, the others
        // kept as they are; the planner rebuilds the days around them.
        // A yes/no question about a possibility ("could we fit in two nights in Ghent?") asks first.
        const stayAdd = planned(previous) && !kinds.asksOnly ? findStayAdd(english(), previous) : null;
        if (stayAdd) {
          const plan = withStay(structuredClone(previous), stayAdd);
          plan.pending = null;
          const assembled = await assembleTrip(plan, tools);
          return answer(
            assembled.plan,
            describeChange({ plan: previous, itinerary }, assembled, assembled.notes),
            assembled.ctx,
            "edit",
          );
        }
        // "let's fly instead of the train" on a one-stop trip: the way there and back, planned again.
        // A question that asks for no change is never one ("train or fly bkk to chiang mai? how
        // long each", "do we need a visa for Kenya?"): it is answered below, the trip untouched.
        const onlyAsks =
          kinds.asksOnly ||
          (intent !== "chitchat" &&
            !kinds.asksChange &&
            !requestCue.test(message.toLowerCase()) &&
            /\b(?:how (?:long|much|far|many hours)|do (?:i|we|you|they|\p{L}+s) need|is it (?:safe|worth|open))\b/iu.test(
              message,
            ) &&
            // ("we are vegetarian, do we need to book?" tells a fact too: that is planned.)
            (["food", "party", "travellers", "budget", "stayRules", "pace", "avoid"] as const).every((k) =>
              isDeepStrictEqual(readOnce().plan[k], previous[k]),
            ));
        const way =
          planned(previous) && previous.stays.length < 2 && !onlyAsks
            ? wayInstead(english(), previous.transport)
            : null;
        if (way && !isDeepStrictEqual(way, previous.transport)) {
          const plan = structuredClone(previous);
          plan.pending = null;
          plan.transport = way;
          plan.flights = way.flights;
          const assembled = await assembleTrip(plan, tools);
          return answer(
            assembled.plan,
            describeChange({ plan: previous, itinerary }, assembled, assembled.notes),
            assembled.ctx,
            "edit",
          );
        }
        // Someone joining, said with more ("my dad's coming, he uses a wheelchair"): planned again
        // with all of it, the newcomer counted even where the fact reader did not.
        let joining: Extract<Change, { kind: "party" }> | undefined;
        if (itinerary.length && !areaSaid && !onlyAsks) {
          // ("swap days 2 and 4 — rain forecast for the 9th": the change read before its reason.)
          // (A flight in the reason, "our flight lands at KIX", is no change of the flights.)
          const change = findChange(withoutReason(english()), previous, itinerary, now);
          if (change?.kind === "party") joining = change;
          if (change && !saysMore(change, readOnce().plan, previous, english(), itinerary)) {
            const out = await applyChange(change, { plan: previous, itinerary, tools, now });
            if ("question" in out) return answer(previous, out.question, shownCtx(previous), "edit");
            const done = answer(
              out.plan,
              [...out.lines, "The full plan is in the itinerary panel."].join("\n\n"),
              { ...shownCtx(out.plan), itinerary: out.itinerary, dates: datesOf(out.itinerary) },
              "edit",
            );
            return out.pin ? { ...done, pins: [out.pin] } : done;
          }
        }
        // "we need to fly home a day earlier, on the 7th": the day the trip ends, a change however asked.
        const endSaid = !!previous.startDate && !!findTripEnd(message, previous.startDate);
        if (
          onlyAsks ||
          (intent === "question" && !areaSaid && !endSaid && !changesHardFacts(message, previous, readOnce))
        ) {
          const found = await answerQuestion({ message, plan: previous, itinerary, now, tools, history: turn.history });
          if (found)
            return answer(previous, found.text, { ...shownCtx(previous), places: found.places ?? [] }, "question");
          // A question the data cannot answer is still a question: said so, never guessed, and
          // never turned into a plan ("is Uber a thing in Marrakech?") unless it asks for one.
          const { plan: probe, reading: asked } = readOnce();
          const plansSomething =
            !!(probe.destination && probe.startDate && probe.nights !== null) && !hasTrip && !isHypothetical(message);
          if (!plansSomething && !asked.edit)
            return answer(
              previous,
              unanswered(asked.destination?.name, hasTrip),
              hasTrip ? shownCtx(previous) : undefined,
              "question",
            );
        }
        const plan: Plan = structuredClone(previous);
        const notes: string[] = [];
        // Dates Lotus chose itself: said right after the first line of the plan.
        const assumedDates: string[] = [];
        // The answer to "Portland, Oregon or Portland, Maine?" is read with the name it answers.
        const answering = plan.pending && message.length <= 80 ? plan.pending : null;
        // "a week in georgia" then "the country, not the state": which of the places of that name,
        // said of the trip's own place; read with its name, as an answer to "which Georgia?" is.
        const placeName = previous.region?.name ?? previous.destination?.name;
        const qualifies = !answering && placeName && message.length <= 80 && qualifier.test(message) ? placeName : null;
        plan.pending = null;
        let reading: Read["reading"];
        // ("Georgia, the country" already says the name it answers.)
        if (answering && message.trim().toLowerCase().startsWith(answering.toLowerCase()))
          reading = readMessage(message, plan, now);
        else if (answering)
          reading = readMessage(
            `${answering}, ${message.replace(/^\s*(?:i mean|the one in|the one|in)\s+/i, "")}`,
            plan,
            now,
          );
        else if (qualifies)
          reading = readMessage(`${qualifies} ${message.replace(/^\s*(?:no,?\s*)?(?:i mean\s+)?/i, "")}`, plan, now);
        // ("the Mezquita one": the place known by its sight, which is then one to see.)
        else if (areaSaid)
          reading = readMessage(
            `${areaSaid}, ${message.replace(/\bthe\s+(\p{Lu}[\p{L}'’ -]{2,30}?)\s+one\b/u, "must see the $1")}`,
            plan,
            now,
          );
        else {
          // The message as read once above (its plan copied, so the reading stays as it was).
          Object.assign(plan, structuredClone(readOnce().plan));
          reading = readOnce().reading;
          if (joining && isDeepStrictEqual(plan.party, previous.party)) withNewcomer(plan, joining);
        }
        const { quick, edit, destination } = reading;
        // "cordoba 3 nights" then "argentina": the country or state of the city already chosen
        // confirms it; it is not a new trip around that country.
        const confirms = (() => {
          if (!plan.region || previous.region || !previous.destination || plan.region.count) return false;
          if (message.trim().split(/\s+/).length > 6) return false;
          const region = regionByKey(plan.region.key);
          return !!region && inRegion(previous.destination, region);
        })();
        if (confirms) {
          plan.region = previous.region;
          plan.stays = previous.stays;
          plan.destination = previous.destination;
        }
        // A change to one part of a trip not planned yet ("swap the hotel for one in Brooklyn",
        // "replace the Vatican tour with something outdoors", "a morning flight instead of the
        // red-eye") names a place in or about the same city: the trip stays where it was.
        if (kinds.asksChange && keepsPlace(previous, plan, message)) {
          const near = /\b(?:hotel|hostel|stay|apartment|airbnb|accommodation|place to stay|room)\b/i.test(message)
            ? plan.destination?.name
            : undefined;
          plan.destination = previous.destination;
          plan.stays = previous.stays;
          plan.region = previous.region;
          if (near && near !== previous.destination?.name) plan.stayRules = { ...plan.stayRules, near };
        }
        const factsRead = {
          previous,
          plan,
          message,
          edit: !!edit,
          asksChange: kinds.asksChange,
          answersWhich: !!(answering || qualifies || areaSaid),
          history: turn.history,
        };
        factsIntent = intentOfFacts(factsRead);
        // A name shared by well-known places, or one no map knows: one short question, never a guess.
        if (reading.ambiguous && !destination) {
          plan.awaiting = "destination";
          plan.pending = reading.ambiguous.text.slice(0, 100);
          const labels = reading.ambiguous.options.map((o) => `**${o.label}**`);
          return answer(
            plan,
            `Which ${reading.ambiguous.text} do you mean: ${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}?`,
          );
        }
        if (reading.unknown && !destination && !plan.destination && !plan.region) {
          plan.awaiting = "destination";
          return answer(
            plan,
            `I couldn't find **${reading.unknown}** on my maps. Is it near a bigger town, or could you check the spelling? Tell me the city, region or country and I'll plan from there.`,
          );
        }
        if (edit) applyEdit(plan, edit, notes);
        if (quick === "budget_trip") plan.budget = "budget";
        // A message about a planned trip that changes none of its facts is not an order to plan it
        // again: the trip stays as it is, and the reply says what Lotus can do.
        // Only soft facts moved ("will we see the northern lights?" names an interest) without any
        // words asking for a change: that is a question too.
        // ("Taj Mahal at sunrise is the whole point", "we love hiking btw" ask nothing: a wish said
        // of the trip is planned.)
        // ("food and hiking, not shopping" in answer to Lotus only tells what they like: a wish too.)
        const onlySoft =
          !(intent !== "question" && !message.includes("?") && wishSaid.test(message.toLowerCase())) &&
          !kinds.onlyTells &&
          !requestCue.test(message.slice(0, 300).toLowerCase()) &&
          (Object.keys(plan) as (keyof Plan)[]).every(
            (k) => softFacts.has(k) || isDeepStrictEqual(plan[k], previous[k]),
          );
        // "BC, Canada" when Victoria, Canada is the one planned: said so, the plan kept; a wish said
        // with it ("Spain obviously, the Mezquita one") is planned below like any other.
        if (areaSaid && planned(previous) && !edit && sameFacts(plan, previous) && previous.destination)
          return answer(
            previous,
            `Yes: **${previous.destination.name}, ${countries.getName(previous.destination.country_code, "en") ?? previous.destination.country_code}** is the one in your plan, so it stays as it is.`,
            shownCtx(previous),
            "plan",
          );
        if (planned(previous) && !edit && !quick && !areaSaid && (sameFacts(plan, previous) || onlySoft)) {
          // The party Lotus had assumed, told ("just us two"): said so, the plan kept.
          const confirmed = partyConfirmed({ ...factsRead, plan });
          if (confirmed)
            return answer(
              previous,
              `Noted: your plan is already for **${plural(previous.party.adults + previous.party.children.length, "traveller")}**, so it stays as it is.`,
              shownCtx(previous),
              confirmed,
            );
          // It only tells something and changes nothing ("lol my husband is already packing"): a word back.
          if (kinds.onlyTells)
            return answer(
              previous,
              chitchatReply({ message, plan: previous, itinerary, firstName: turn.traveller.firstName }),
              shownCtx(previous),
              "chitchat",
            );
          // A change asked in so many words that no reader could make ("no Pisa day trip pls, swap it
          // for a free day" when Pisa is not on the plan): said so, not answered as a question.
          // ("i mean what's on day two": a question without its mark is still asked.)
          if (kinds.asksChange && !message.includes("?") && !opensAsking(message)) return notMade(previous);
          // Asked for with a "please" and nothing asked about ("mum needs a room of her own please",
          // "no seaplane pls, take the ferry between them"): a change no reader could make, said
          // so, never answered as though it were a question.
          if (intent === "other" && !message.includes("?") && !opensAsking(message) && askedFor.test(message))
            return notMade(previous);
          const found = await answerQuestion({ message, plan: previous, itinerary, now, tools, history: turn.history });
          if (found)
            return answer(previous, found.text, { ...shownCtx(previous), places: found.places ?? [] }, "question");
          return unclear(previous);
        }

        // The quick starts, when they have nothing to work on yet.
        if (quick === "near_me" && !destination) {
          if (!plan.destination) {
            plan.awaiting = "near";
            return answer(
              plan,
              "Happy to find things to do nearby! **Which city or neighbourhood are you in?** (For example: *I'm in Lisbon*.)",
            );
          }
          return explore(plan);
        }
        if (plan.awaiting === "near" && destination) {
          plan.awaiting = null;
          return explore(plan);
        }
        if ((quick === "find_destination" || quick === "budget_trip") && !destination) {
          plan.awaiting = "destination";
          return suggestions(plan, quick === "budget_trip");
        }
        if (!plan.destination) {
          plan.awaiting = "destination";
          return suggestions(plan, plan.budget === "budget", true);
        }
        // "Tromsø 4 nights in January", "Delhi, Agra, Jaipur, 6 nights": a place and a length are
        // enough to plan, from a day in the rough time said (this message's or an earlier one's),
        // else two weeks from now, said so to be corrected (`startByDefault`).
        if (!plan.startDate && plan.nights !== null && plan.destination) {
          const said = [
            message,
            ...turn.history
              .filter((m) => m.role === "user")
              .map((m) => m.msg)
              .reverse(),
          ];
          const start = startByDefault(plan.destination, said, now);
          if (start) {
            plan.startDate = start.date;
            assumedDates.push(start.note);
          }
        }
        if (!plan.startDate || plan.nights === null) {
          // A length without a date, or a date without a length: ask for the other half only.
          plan.awaiting = "dates";
          const assembled = await assembleTrip(plan, tools);
          const missing =
            plan.startDate && plan.nights === null
              ? `**How many days** would you like in ${plan.destination.name}?`
              : plan.nights !== null && !plan.startDate
                ? `**When would you like to go?** (For example: *March 10*, *next month* or *in May*.)`
                : `**When are you going, and for how long?** (For example: *March 10-17* or *5 days in May*.)`;
          const top = assembled.ctx.places.slice(0, 5);
          const list = top.length
            ? `\n\nWhile you decide, some highlights of ${plan.destination.name}:\n${top.map((p) => `- **${p.name}** (${placeKindOf(p.types)})`).join("\n")}`
            : "";
          return answer(
            plan,
            `${plan.destination.name}, ${plan.destination.country}: great choice! ${missing}${list}`,
            { ...assembled.ctx, itinerary: [] },
          );
        }
        if (plan.transport.flights && !plan.origin) plan.awaiting = "origin";
        else plan.awaiting = null;
        // A trip already planned, changed: only what changed is said (the panel holds the plan).
        const before = { plan: previous, itinerary: turn.itinerary ?? [] };
        const changing = planned(previous) || before.itinerary.length > 0;
        const lead = changing ? null : earlyLead(plan);
        if (lead) await write(`${lead}\n\n`);
        let assembled = await assembleTrip(plan, tools);
        const allNotes = [...notes, ...assembled.notes];
        if (changing)
          return answer(
            assembled.plan,
            describeChange(before, assembled, [...assumedDates, ...allNotes]),
            assembled.ctx,
            factsIntent,
          );
        // A change asked of a trip not planned yet ("make day 4 a free day", "skip the Louvre"):
        // made on the plan as soon as there is one, and said with it.
        if (factsIntent === "edit" && kinds.asksChange && assembled.ctx.itinerary.length) {
          const change = findChange(english(), assembled.plan, assembled.ctx.itinerary, now);
          const out =
            change &&
            (await applyChange(change, { plan: assembled.plan, itinerary: assembled.ctx.itinerary, tools, now }));
          if (out && !("question" in out)) {
            assembled = { ...assembled, plan: out.plan, ctx: { ...assembled.ctx, itinerary: out.itinerary } };
            allNotes.push(...out.lines);
          }
        }
        const real =
          assembled.ctx.destination &&
          leadSentence(assembled.ctx.itinerary.length, assembled.ctx.destination, assembled.ctx.dates, assembled.plan);
        // The early lead is the planner's own unless it changed the trip's length or stops: then both are said.
        const text = describePlan(
          assembled,
          allNotes,
          lead && real && lead !== real ? `${lead}\n\n${real}` : (lead ?? undefined),
          assumedDates,
        );
        // "plan 4 days in Lisbon - also is it rainy in march?": the question asked with the trip is
        // answered after its plan, from the plan just made.
        const answers: string[] = [];
        for (const asked of questionsAlong(message)) {
          const found = await answerQuestion({
            message: asked,
            plan: assembled.plan,
            itinerary: assembled.ctx.itinerary,
            now,
            tools,
            history: turn.history,
          });
          if (found) answers.push(found.text);
        }
        const full = answers.length ? `${text}\n\n${answers.join("\n\n")}` : text;
        // A trip first planned by a message asking a change of it ("make day 4 a free day") was changed.
        return answer(assembled.plan, full, assembled.ctx, factsIntent === "edit" ? "edit" : "plan");
      }

      function answer(plan: Plan, reply: string, ctx?: TCtx, intent?: Intent): EngineResult {
        // Whatever was streamed early is the start of the reply.
        const text = reply.startsWith(written) ? reply : `${written}${reply}`;
        return { text, plan, ctx: ctx ?? emptyCtx(plan, tools), intent: intent ?? factsIntent };
      }

      /** A reply that plans nothing: the trip keeps the destination and dates it shows. */
      function shownCtx(plan: Plan): TCtx {
        const base = emptyCtx(plan, tools);
        return {
          ...base,
          destination: plan.shown ?? base.destination,
          dates: datesOf(turn.itinerary ?? []) ?? formatDates(plan.startDate, plan.nights),
        };
      }

      function notMade(plan: Plan): EngineResult {
        return answer(
          plan,
          `I couldn't make that change: I didn't find what to change in your trip to ${plan.region?.name ?? plan.destination?.name}, so it is as it was. Name the day and the stop, for example *"remove the Uffizi from day 2"*, *"make day 3 a free day"* or *"add a cooking class on day 4"*.`,
          shownCtx(plan),
          "edit",
        );
      }

      function unclear(plan: Plan): EngineResult {
        return answer(
          plan,
          `I'm not sure what you'd like me to change. Your trip to ${plan.region?.name ?? plan.destination?.name} is as it was. You can ask me things like *"what's the weather on day 2?"*, *"where should we eat near the castle?"*, or change it: *"add a museum day"*, *"make it 5 days"*, *"cheaper hotel"*.`,
          shownCtx(plan),
          /\?\s*$/.test(turn.message) ? "question" : "chitchat",
        );
      }

      async function explore(plan: Plan): Promise<EngineResult> {
        const dest = plan.destination;
        if (!dest) return answer(plan, "Which city are you in?");
        const found = await tools.places({ near: { lat: dest.lat, lng: dest.lng }, radiusMiles: 5 });
        const lines = found.places
          .slice(0, 8)
          .map((p) => `- **${p.name}** (${placeKindOf(p.types)}, ${p.distance_from_target_location.toFixed(1)} mi)`);
        const body = lines.length
          ? `Here's what's worth doing around ${dest.name}:\n\n${lines.join("\n")}`
          : `I couldn't find places around ${dest.name} yet. ${found.note ?? ""}`;
        return answer(
          plan,
          `${body}\n\nWant me to turn this into a day-by-day plan? Tell me **how many days** you have.`,
          { ...emptyCtx(plan, tools), places: found.places.slice(0, 15) },
        );
      }

      function suggestions(plan: Plan, budget: boolean, asked = false): EngineResult {
        const when = plan.startDate ? DateTime.fromISO(plan.startDate) : now.plus({ days: 30 });
        const list = suggestDestinations(when, plan.interests, budget);
        const lead = asked
          ? `I'd love to help you plan! **Where would you like to go?**`
          : budget
            ? `Let's find you a trip that's easy on the wallet. These are good value and pleasant in ${when.toFormat("LLLL")}:`
            : `Here are a few places that are lovely in ${when.toFormat("LLLL")}${plan.interests.length ? ` for ${plan.interests.join(", ")}` : ""}:`;
        const items = list.map((s) => `- **${s.city}**: around ${s.typicalC}°C, with ${s.highlights.join(" and ")}`);
        const tail = asked
          ? `\n\nIf you're not sure yet, here are some ideas for ${when.toFormat("LLLL")}:\n${items.join("\n")}\n\nTell me a city (and, if you know them, your dates and where you're flying from).`
          : `\n${items.join("\n")}\n\nWhich one sounds good? Or name any other city.`;
        return answer(plan, `${lead}${tail}`);
      }
    },
  };
}

function applyEdit(plan: Plan, edit: NonNullable<ReturnType<typeof findEdit>>, notes: string[]): void {
  switch (edit.kind) {
    case "length":
      plan.nights = Math.max(0, Math.min(30, edit.days - 1));
      plan.dayOrder = [];
      plan.themedDays = plan.themedDays.slice(0, plan.nights);
      // "make it ten days total" over stays that each have nights: the new total shared among them.
      spreadNights(plan);
      return;
    case "remove_day":
      if (plan.nights && plan.nights > 0) plan.nights -= 1;
      plan.dayOrder = [];
      return;
    case "cheaper_hotel":
      plan.budget = plan.budget === "luxury" ? "moderate" : plan.budget;
      if (plan.chosenHotelNightly) plan.hotelMaxNightly = Math.max(20, Math.floor(plan.chosenHotelNightly * 0.9));
      else plan.budget = "budget";
      return;
    case "themed_day":
      plan.themedDays.push(edit.interest);
      if (plan.nights !== null && plan.nights < 30) plan.nights += 1;
      if (!plan.interests.includes(edit.interest)) plan.interests.push(edit.interest);
      plan.dayOrder = [];
      return;
    case "no_flights":
      plan.flights = false;
      plan.transport.flights = false;
      return;
    case "swap": {
      const days = (plan.nights ?? -1) + 1;
      const flightDays = plan.flights && plan.origin ? [1, days] : [];
      if (flightDays.includes(edit.a) || flightDays.includes(edit.b)) {
        notes.push(`Day ${flightDays.includes(edit.a) ? edit.a : edit.b} has a flight, so it stays where it is.`);
        return;
      }
      const order = swapDays(plan.dayOrder, days, edit.a, edit.b);
      if (order) plan.dayOrder = order;
      else notes.push(`The trip has ${days} days, so I can't swap day ${edit.a} and day ${edit.b}.`);
      return;
    }
  }
}

/**
 * The trip's nights shared among its stays, in proportion to the nights each had (at least one
 * each), when every stay has nights and they no longer add up to the trip's.
 */
export function spreadNights(plan: Plan): void {
  const total = plan.nights;
  const stays = plan.stays;
  if (total === null || stays.length < 2 || stays.some((s) => s.nights === null)) return;
  const had = stays.reduce((n, s) => n + (s.nights ?? 0), 0);
  if (had === total || had === 0 || total < stays.length) return;
  const shares = stays.map((s) => Math.max(1, Math.floor(((s.nights ?? 0) * total) / had)));
  // What rounding left over goes to the stays that lost most to it, first stay first.
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = stays
    .map((s, i) => ({ i, rest: ((s.nights ?? 0) * total) / had - (shares[i] ?? 0) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left !== 0 && k < order.length * 4; k++) {
    const i = (order[k % order.length] as { i: number }).i;
    const step = left > 0 ? 1 : -1;
    if ((shares[i] ?? 0) + step < 1) continue;
    shares[i] = (shares[i] ?? 0) + step;
    left -= step;
  }
  plan.stays = stays.map((s, i) => ({ ...s, nights: shares[i] ?? s.nights }));
}

/**
 * The message read into `plan`, an end said as a day ("we need to be back sunday", "home by the
 * 20th") kept from the date reader, which would take that day for a new start: the trip keeps its
 * start (or the one the message gives) and, unless a length is said too, ends on that day.
 */
function readTrip(message: string, plan: Plan, now: DateTime, asksChange: boolean): ReturnType<typeof readMessage> {
  // "make it 3 nights tokyo and 3 nights kyoto instead": each stay's nights said, which the
  // length reader would take for the whole trip's. Only as the travellers' own wish: "my friend
  // did 5 nights tokyo and 2 kyoto, was that rushed?" asks about the split, it does not make it.
  // The stays' own change (applyStaysEdit) leaves such nights alone; the readers of the trip's
  // stops and length would still take them, so the trip keeps its stays and length.
  if (plan.stays.length >= 2 && !asksChange && !ownNightsAt(message.slice(0, 300))) {
    const { stays, nights, dayOrder, themedDays } = plan;
    const reading = readTripEnd(message, plan, now);
    if (reading.edit?.kind === "stays") return reading;
    Object.assign(plan, { stays, nights, dayOrder, themedDays });
    return reading;
  }
  const perStay = plan.stays.length >= 2 ? nightsSaid(plainWords(message.slice(0, 300)), plan.stays) : undefined;
  if (perStay) {
    const reading = readMessage(message, plan, now);
    plan.stays = perStay;
    plan.nights = perStay.reduce((n, s) => n + (s.nights ?? 0), 0);
    plan.dayOrder = [];
    plan.themedDays = plan.themedDays.slice(0, plan.nights);
    return { ...reading, edit: { kind: "stays", change: "nights" } };
  }
  return readTripEnd(message, plan, now);
}

/** The message read into `plan`, an end said as a day kept from the date reader (see readTrip). */
function readTripEnd(message: string, plan: Plan, now: DateTime): ReturnType<typeof readMessage> {
  const was = plan.startDate;
  const end = was ? findTripEnd(message, was) : undefined;
  if (!end) {
    const { dayOrder, themedDays } = plan;
    const reading = readMessage(message, plan, now);
    // "could we visit the wine cellars on saturday?", "back to this beach on friday": a weekday
    // named for an outing during the trip, not a new start, unless the message says it moves.
    if (was && plan.startDate !== was && outingDay.test(message) && !movesStart.test(message.toLowerCase())) {
      Object.assign(plan, { startDate: was, dayOrder, themedDays });
      const edit = reading.edit?.kind === "start_on" || reading.edit?.kind === "shift_dates" ? undefined : reading.edit;
      return { ...reading, edit };
    }
    return reading;
  }
  const nights = plan.nights;
  const reading = readMessage(withoutTripEnd(message, end), plan, now);
  const start = plan.startDate ?? was;
  // Counted from the start as it now stands ("start on the 9th, back on the 12th").
  const ends = start && start !== was ? findTripEnd(message, start) : end;
  // A length said as well ("make it 2 nights, back sunday") is the one kept.
  if (start && ends && reading.edit?.kind !== "length" && plan.nights === nights) {
    plan.nights = nightsBetween(start, ends.end);
    plan.dayOrder = [];
    plan.themedDays = plan.themedDays.slice(0, plan.nights);
    spreadNights(plan);
  }
  return reading;
}

/** The party with someone joining or leaving, as the targeted change would have it. */
function withNewcomer(plan: Plan, change: Extract<Change, { kind: "party" }>): void {
  const adults = Math.max(1, Math.min(PARTY_MAX, plan.party.adults + change.adults));
  const staying = change.childrenLeaving
    ? plan.party.children.slice(0, Math.max(0, plan.party.children.length - change.childrenLeaving))
    : plan.party.children;
  const children = [...staying, ...change.children].slice(0, Math.max(0, PARTY_MAX - adults));
  plan.party = { ...plan.party, adults, children, ...(change.rooms ? { rooms: change.rooms } : {}) };
  plan.travellers = adults + children.length;
  if (children.some((a) => a === null || a < 10)) plan.stayRules.children = true;
}

/** "May 3 - May 7, 2027" of an itinerary's first and last day, as the planner writes them. */
function datesOf(days: TItineraryDay[]): string | null {
  const first = days[0]?.date;
  return first ? formatDates(first, days.length - 1) : null;
}

// The trip facts a targeted change may itself change: a diet is food, a newcomer the party.
const coveredBy: Record<Change["kind"], (keyof Plan)[]> = {
  add: ["mustSee", "interests"],
  // "remove chichen itza": the sight named is the one to drop, not a new wish the reader saw in it.
  remove: ["avoid", "interests", "mustSee"],
  // A stop moved to a day may be a new one ("put Livraria Lello on day 2"): added, so a wish too.
  move: ["mustSee", "interests"],
  swap: [],
  replace: ["mustSee", "avoid", "interests"],
  // The words of a day, a hotel's area or a flight read as wishes ("walking distance" as parks,
  // "in Myeongdong" as a sight) are not new wishes for the trip.
  lighter: ["pace", "interests", "mustSee"],
  swapDays: ["interests", "mustSee"],
  hotel: ["stayRules", "budget", "hotelMaxNightly", "interests", "mustSee"],
  flight: ["interests", "mustSee"],
  // The stops a journey names are its ends, not a new trip ("fly from Lisbon to Sintra").
  leg: ["transport", "flights", "origin", "stays", "destination"],
  // "gluten free food please": the word "food" of a diet is no new interest in food.
  diet: ["food", "interests"],
  party: ["party", "travellers", "stayRules"],
  pin: ["mustSee"],
};

/**
 * Whether the message states more than the targeted change covers ("vegetarian with a toddler,
 * slower pace" is three changes): then the trip is planned again with all of it.
 */
function saysMore(
  change: Change,
  read: Plan,
  previous: Plan,
  said: string,
  itinerary: readonly TItineraryDay[] = [],
): boolean {
  // (A date, a length or a person in the reason after the change is none of the trip's.)
  const message = withoutReason(said);
  const covered = new Set<string>([...coveredBy[change.kind], "awaiting", "pending"]);
  // A town in a sight's name, a day out's place, the stop it leaves from: the change's own words.
  for (const k of readFromItsNames(change, read, previous)) covered.add(k);
  // "make day 2 a free day": a day of the trip is not a date, nor a length. The reader may take
  // "day 2" for one; a change that names no date or length keeps the trip's own.
  if (!namesDate.test(message)) covered.add("startDate");
  if (!namesLength.test(message)) covered.add("nights");
  // "swap the hotel for one in Myeongdong" names no one: a "one" read as a solo traveller is not
  // the party changing.
  if (change.kind !== "party" && !namesPeople.test(message)) {
    covered.add("party");
    covered.add("travellers");
  }
  // "can we do the winelands on day 4? Stellenbosch maybe": a town near the trip put on one of
  // its days is a visit there, not a new destination.
  if ((change.kind === "add" && change.day) || (change.kind === "move" && change.to)) {
    const was = previous.destination;
    const now = read.destination;
    // ("kakheti wine day trip on day 4": an outing called a day trip is one, however far it goes.)
    // ("put Belém on day 2" of a Lisbon trip: a name the trip's own places bear, "Belém Tower",
    // "Pastéis de Belém", is a part of the trip, however far a town of that name is.)
    if (
      was &&
      now &&
      (distanceKm(was, now) <= NEAR_KM || dayOuting.test(message) || namedInTrip(change.what, itinerary))
    )
      for (const k of ["destination", "stays", "region", "shown"]) covered.add(k);
  }
  // "Nara day trip from Osaka on day 6": a stop of the trip named as the outing's base is where it
  // starts from, not a new home to fly from.
  if (
    change.kind !== "leg" &&
    read.origin &&
    previous.stays.some((s) => sameName(s.place.name, read.origin?.name ?? ""))
  )
    covered.add("origin");
  // "in Osaka can the hotel be near Namba station": a stop of the trip named for the hotel's town
  // is where the change happens, not a new destination.
  if (change.kind === "hotel" && change.city && previous.stays.some((s) => sameName(s.place.name, change.city ?? "")))
    for (const k of ["destination", "stays", "region", "shown"]) covered.add(k);
  // "fit in a pasta making class", "a ramen bar on day 2": the dishes in the name of what is added
  // are its own words, not new cuisines for every meal (a diet said is still more).
  if (
    (change.kind === "add" || change.kind === "move" || change.kind === "replace") &&
    isDeepStrictEqual(read.food.diets, previous.food.diets)
  )
    covered.add("food");
  // "put Villa Borghese there", "add the Hostel Museum": a stay's word inside the name of what is
  // added is no wish for the stay.
  if (change.kind === "add" || change.kind === "move" || change.kind === "replace") {
    // ("a private villa instead of a hotel" names kinds of stay, not a place: that is the stay.)
    const named = [change.what, change.kind === "replace" ? change.with : ""].filter(Boolean);
    const kindOfStay = (n: string) => !n.toLowerCase().replace(namesStayAll, " ").replace(stayAdjectives, " ").trim();
    let rest = message.toLowerCase();
    for (const n of named) rest = rest.split(n.toLowerCase()).join(" ");
    if (!named.some(kindOfStay) && !namesStay.test(rest)) covered.add("stayRules");
  }
  // "our son is coeliac, so gluten free please": someone named with a diet is no one new joining.
  if (change.kind === "diet" && !joins.test(message)) {
    covered.add("party");
    covered.add("travellers");
    if (isDeepStrictEqual({ ...read.stayRules, children: null }, { ...previous.stayRules, children: null }))
      covered.add("stayRules");
  }
  // "a free day by the pool" is not where to stay: a place read as the hotel's area counts only
  // when the message speaks of the stay.
  if (change.kind !== "hotel" && !namesStay.test(message) && onlyNearDiffers(read, previous)) covered.add("stayRules");
  // Someone joining may bring a child (the stay must take children), and nothing else: "my mum
  // is joining, she can't do stairs" also asks for an accessible stay, which is more.
  const rulesBeyondChildren =
    change.kind === "party" &&
    !isDeepStrictEqual({ ...read.stayRules, children: null }, { ...previous.stayRules, children: null });
  return (
    rulesBeyondChildren ||
    (Object.keys(read) as (keyof Plan)[]).some((k) => !covered.has(k) && !isDeepStrictEqual(read[k], previous[k]))
  );
}

/** Whether a place of the itinerary bears the name as a word of its own ("Belém" in "Belém Tower"). */
function namedInTrip(what: string, itinerary: readonly TItineraryDay[]): boolean {
  const bare = (t: string) => ` ${plainText(t)} `;
  const name = bare(what);
  if (name.trim().length < 4) return false;
  return itinerary.some((d) =>
    d.items.some((it) => it.type === "place" && bare(it.place?.name ?? it.location ?? "").includes(name)),
  );
}

// A calendar date or a weekday said in so many words, and a length of the trip.
const namesDate =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:[a-z]*)\b|\b\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:day|morning|afternoon|evening|night))|\b\d{1,2}[/.]\d{1,2}\b|\b(?:tomorrow|next week|weekend|start|leave|arrive|earlier|later)\b/i;
const namesLength =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an|extra|more|fewer|less)\s+(?:more\s+|extra\s+)?(?:nights?|days?|weeks?)\b|\b(?:fortnight|longer|shorter|extend|shorten)\b/i;

// An outing said as one: "a day trip", "an excursion", "a day out".
const dayOuting = /\b(?:day[- ]?trips?|day tours?|excursions?|day out)\b/i;

/** A town this close to the trip's destination is a day's outing from it. */
const NEAR_KM = 80;
const joins =
  /\b(?:joining|join|joins|coming|comes|tag(?:ging)? along|\d+ (?:adults?|people|kids?|children)|of us|family of|party of|plus|another)\b/i;

const namesPeople =
  /\b(?:adults?|people|persons?|travell?ers?|guests?|kids?|children|child|son|daughter|baby|toddler|infant|wife|husband|partner|friends?|mum|mom|dad|solo|alone|myself|just me|me and|of us|family|couple|joining|coming)\b/i;
const namesStay =
  /\b(?:hotels?|hostels?|stay|staying|apartment|airbnb|accommodation|room|rooms|villa|lodge|resort|place to stay|sleep)\b/i;
const namesStayAll = new RegExp(namesStay.source, "gi");
const stayAdjectives =
  /\b(?:a|an|the|our|private|entire|whole|luxury|cheap|cheaper|nice|nicer|small|big|own|boutique|beach|pool)\b/g;
/** Whether the stay rules read differ from the trip's only in the area to stay near. */
const onlyNearDiffers = (read: Plan, previous: Plan) =>
  isDeepStrictEqual({ ...read.stayRules, near: null }, { ...previous.stayRules, near: null });

// A wish said as a statement: "we love hiking", "we're big on food", "X is the whole point", "X
// is a must", "top of our list is X", "the more trails the better".
const wishSaid =
  /\b(?:we|i) (?:really |absolutely |both |all )?(?:love|adore|are (?:big on|into|mad about|obsessed with|huge fans of|big fans of)|'re (?:big on|into|mad about|obsessed with|huge fans of|big fans of)|am (?:into|obsessed with|a huge fan of|a big fan of)|'m (?:into|obsessed with|a huge fan of|a big fan of)|really want to see|have to see|must see)\b|\bis (?:the whole point|the main reason|why we(?:'re| are) going|a must|non-negotiable|top of (?:my|our|the) list)\b|\bthe more \w+(?: \w+)? the better\b/;

// A request said politely, or as an order, without a verb of change the readers know.
const askedFor = /\b(?:please|pls|plz|kindly)\b/i;

const requestCue =
  /\b(?:instead|rather|add|remove|replace|include|turn|can we|could we|can i|could i|can (?:the|all|it|they|our|this|that)\b[^?.!]{0,40}\bbe|make sure|let'?s|we'?d like to|i'?d like to|make it|change|switch|move|shift|push|extend|shorten|(?:can|could) (?:you|u) (?!tell|recommend|suggest|show|find|give|check|explain|list)\w+)\b/;

// A message opening with a verb of change, or with a terse "+" or "-": "swap X for Y", "drop Hue",
// "hmm maybe skip the museum", "+1 night in Cusco", "-hanoi".
const orderCue =
  /^\s*(?:(?:hmm+|ok(?:ay)?|so|and|also|actually|um+|oh|well|right|pls|please|maybe|i think|yeah|yes|no|nah)[,.!\s]+)*(?:swap|switch|drop|skip|ditch|scrap|cut|lose|remove|replace|add|move|put|change|make|extend|shorten|take out|get rid of|no (?!(?:thanks|thank you|worries|problem|idea|way|rush|need|clue|i|we|it|that|this|one|way)\b)(?=\p{L})|[-+](?=\s?[\p{L}\d]))/u;
// Asked softly: "maybe we could drop Hue?", "we could do Hoi An instead", "what if we skip Hue?".
const softAsk =
  /\b(?:we|i) could (?:just )?(?:do|drop|skip|add|swap|switch|move|spend|stay|have|go|cut|make|change|replace|ditch|lose)\b|\bwhat if (?:we|i)\b/;

/** "can we start on the 17th instead?": a question in form that changes the trip's facts. */
function changesHardFacts(message: string, previous: Plan, readOnce: () => Read): boolean {
  if (!previous.destination && !previous.region && !previous.stays.length) return false;
  // Only a question asked as a request: "how long is the train from Tokyo to Kyoto?" names
  // places without moving the trip there.
  // ("Please where can we eat near the Colosseum?": a courtesy before the question asks nothing more.)
  const m = message
    .slice(0, 300)
    .toLowerCase()
    .replace(
      /^\s*(?:(?:please|pls|plz|kindly|sorry|excuse me|hi|hello|hey)[,!.]?\s+)+(?=(?:what|where|which|when|why|how|who|is|are)\b)/,
      "",
    );
  if (
    /^\s*(?:what|where|which|when|why|how|who|is|are|will|would|do|does|did|should)\b/.test(m) &&
    !/^\s*(?:(?:what|how) about|what if (?:we|i)|would it be possible)\b/.test(m)
  )
    return false;
  const { plan: probe, reading: r } = readOnce();
  // Said as an order, with no word of asking ("swap kyoto for osaka", "-hue +hoi an"), or the
  // stays given new nights in a statement ("kyoto 2, tokyo 5"): a change all the same.
  const cue =
    requestCue.test(m) || orderCue.test(m) || softAsk.test(m) || (r.edit?.kind === "stays" && !m.includes("?"));
  if (!cue) return false;
  if (r.edit) return true;
  const changed = (Object.keys(probe) as (keyof Plan)[]).filter(
    (k) => !softFacts.has(k) && !isDeepStrictEqual(probe[k], previous[k]),
  );
  // "can we check out the flea market on sunday?": a day named for an outing, not a new start;
  // a question moves the trip only when it says so ("can we start on the 17th instead?").
  if (changed.length === 1 && changed[0] === "startDate" && !movesStart.test(m)) return false;
  return changed.length > 0;
}

// A weekday after "on", with no date or month said ("on saturday", "on this friday").
const outingDay =
  /^(?!.*\b(?:\d{1,2}(?:st|nd|rd|th)|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b).*\bon\s+(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/is;

const movesStart =
  /\b(?:start|starting|begin|leave|leaving|depart|departing|fly out|arrive|arriving|move|shift|push|bring|earlier|later|instead|dates?|go|travel|\d(?:st|nd|rd|th)?\s*(?:-|to|until|till)\s*\w)\b/;

/** The reply to a question the data cannot answer: what Lotus can do instead. */
function unanswered(place: string | undefined, hasTrip: boolean): string {
  if (place)
    return `I don't have a reliable answer to that for **${place}** in my data, and I'd rather not guess: the local tourism office's site and recent traveller forums are the places to check.${hasTrip ? "" : ` If you'd like, I can plan a trip to ${place}: tell me your dates and where you're starting from.`}`;
  return hasTrip
    ? "I don't have a reliable answer to that in my data, and I'd rather not guess. About your trip I can tell you the weather on a day, where to eat near a stop, opening hours, how long it takes from A to B, what's on a day, the cost so far and what to pack."
    : "I don't have a reliable answer to that in my data, and I'd rather not guess. I can plan a trip with you, though: **where would you like to go?**";
}

// "the country, not the state", "i mean the one in Oregon": which place of the name was meant.
const qualifier = /^\s*(?:no,?\s*)?(?:i mean\s+)?the (?:country|state|city|island|province|region|one in)\b/i;

/** The place read from a change names the trip's own city again, or somewhere in it (a district, a sight). */
function keepsPlace(previous: Plan, plan: Plan, message: string): boolean {
  const was = previous.destination;
  const now = plan.destination;
  if (!was || !now || (now.lat === was.lat && now.lng === was.lng)) return false;
  if (now.name.toLowerCase() === was.name.toLowerCase()) return true;
  // Near by and said of one part of the trip; "Versailles instead" alone is a new place to stay.
  return distanceKm(was, now) <= 40 && partOfTrip.test(message.slice(0, 300));
}

const partOfTrip =
  /\b(?:hotel|hostel|stay|apartment|airbnb|accommodation|room|tour|museum|gallery|flight|red-?eye|train|bus|day \d+|dinner|lunch|breakfast|restaurant|reservation|activity|sight|show)\b/i;

/** A message read into a copy of the trip's plan: the plan as it would be, and what was read. */
type Read = { plan: Plan; reading: ReturnType<typeof readMessage> };

/** The same trip facts (what Lotus last asked for aside). */
const sameFacts = (a: Plan, b: Plan) => isDeepStrictEqual({ ...a, awaiting: null }, { ...b, awaiting: null });

/** A plan complete enough to have been planned: somewhere, a start and a length. */
const planned = (p: Plan) => !!p.destination && !!p.startDate && p.nights !== null;
