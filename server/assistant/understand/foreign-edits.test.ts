import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { emptyPlan, type Plan } from "../plan";
import { readMessage } from "../read-message";
import { findEdit } from "../understand";
import { changeInEnglish, inEnglish, isForeign } from "./foreign-words";
import { findDateShift } from "./trip-edits";

// Follow-up changes in other languages, by class: each put into the English words the change
// readers know, and read by them as an English follow-up is.

const now = DateTime.fromISO("2026-11-26T10:00:00Z");
/** The plan after each message in turn, as the assistant reads a conversation. */
const planAfter = (...messages: string[]): Plan => {
  const plan = emptyPlan();
  for (const m of messages) readMessage(m, plan, now);
  return plan;
};

describe("more or fewer nights and days", () => {
  it("in words, before or after the count, in every language", () => {
    expect(inEnglish("añadí otra noche, porfa")).toBe("add one more night, porfa");
    expect(inEnglish("queremos mais duas noites")).toBe("queremos 2 more nights");
    expect(inEnglish("deux nuits de moins")).toBe("2 less nights");
    expect(inEnglish("due giorni in più")).toBe("2 more days");
    expect(inEnglish("noch zwei Tage dazu")).toBe("2 more days");
    expect(inEnglish("een nacht minder")).toBe("1 less night");
    expect(inEnglish("podemos ficar um dia a mais?")).toBe("can we stay 1 more day?");
  });
  it("change the trip's length, not set it to the number said", () => {
    const valencia = "Valencia 4 noches del 3 al 7 de abril desde Bilbao, 2 adultos";
    expect(planAfter(valencia, "añadí otra noche, porfa").nights).toBe(5);
    expect(planAfter(valencia, "suma dos noches más").nights).toBe(6);
    expect(planAfter(valencia, "quitá una noche").nights).toBe(3);
    expect(planAfter("Wien 4 Nächte vom 3. bis 7. April ab Graz", "eine Nacht weniger bitte").nights).toBe(3);
    expect(planAfter("Porto 4 noites de 3 a 7 de abril", "mais uma noite").nights).toBe(5);
    expect(planAfter("Nice 4 nuits du 3 au 7 avril", "encore une nuit").nights).toBe(5);
  });
  it("numbers in words up to twenty", () => {
    expect(inEnglish("once noches en Cuba")).toBe("11 nights in Cuba");
    expect(inEnglish("vingt jours au Japon")).toBe("20 days in Japan");
  });
});

describe("a cheaper or nicer hotel", () => {
  it("the adjective before the hotel, as the English reader wants it", () => {
    expect(inEnglish("ein preiswerteres Hotel, bitte")).toBe("a cheaper hotel, please");
    expect(findEdit(inEnglish("un albergo meno caro"))).toEqual({ kind: "cheaper_hotel" });
    expect(findEdit(inEnglish("um hotel mais em conta"))).toEqual({ kind: "cheaper_hotel" });
    expect(inEnglish("o hotel está muito caro")).toBe("the hotel está too expensive");
    expect(inEnglish("un hôtel plus luxueux")).toBe("a nicer hotel");
  });
  it("where the hotel should be", () => {
    expect(inEnglish("un hotel cerca del centro histórico")).toBe("a hotel near the old town");
    expect(inEnglish("ein Hotel in der Nähe vom Hauptbahnhof")).toBe("a hotel near the central station");
    expect(inEnglish("un albergo vicino alla spiaggia")).toBe("a hotel near the beach");
    // The walls of an old town, and the old city, by their own names.
    expect(inEnglish("un hotel cerca de la ciudad amurallada")).toBe("a hotel near the walled city");
    expect(inEnglish("un hôtel près de la ville fortifiée")).toBe("a hotel near the walled city");
    expect(inEnglish("um hotel perto da cidade velha")).toBe("a hotel near the old city");
  });
});

describe("days of the trip, by number and by ordinal", () => {
  it("a day with its number, a day by its ordinal, two days swapped", () => {
    expect(inEnglish("sposta il Colosseo al giorno 3")).toBe("move the Colosseo to day 3");
    expect(inEnglish("quita el museo del día 4")).toBe("remove the museo from day 4");
    expect(inEnglish("el tercer día libre")).toBe("on the third day libre");
    expect(inEnglish("die Altstadt am letzten Tag")).toBe("die Altstadt on the last day");
    expect(inEnglish("wissel dag 2 en dag 3")).toBe("swap day 2 and day 3");
    expect(findEdit(inEnglish("intercambia los días 2 y 3"))).toEqual({ kind: "swap", a: 2, b: 3 });
  });
  it("a day of the month stays a date", () => {
    expect(inEnglish("Cusco 4 noches, llegamos el día 5 de abril")).toBe("Cusco 4 nights, llegamos el día 5 April");
  });
  it("German puts the verb last", () => {
    expect(inEnglish("können wir den Englischen Garten an Tag 3 besuchen?")).toBe(
      "can we visit the Englischen Garten on day 3?",
    );
    expect(inEnglish("nimm das Museum raus")).toBe("remove the Museum");
  });
});

describe("pace, flights and the dates moved", () => {
  it("slower, fuller, an earlier or later flight", () => {
    expect(inEnglish("un ritmo più calmo")).toBe("un ritmo more relaxed");
    expect(inEnglish("ein bisschen voller")).toBe("ein bisschen more packed");
    expect(inEnglish("einen Flug früher")).toBe("an earlier flight");
    expect(inEnglish("um voo mais tarde")).toBe("a later flight");
    expect(inEnglish("sans vol, en train")).toBe("no flights, by train");
  });
  it("the whole trip moved by days or weeks", () => {
    expect(findDateShift(inEnglish("¿podemos empezar una semana después?"))).toBe(7);
    expect(findDateShift(inEnglish("retrasa todo dos días"))).toBe(2);
    expect(findDateShift(inEnglish("on peut partir un jour plus tôt ?"))).toBe(-1);
  });
  it("a question about a day of the trip leaves the trip as it was", () => {
    const plan = planAfter(
      "Sevilla 3 noches del 10 al 13 de febrero desde Madrid, 2 adultos",
      "¿va a llover el día 3?",
    );
    expect(plan).toMatchObject({ nights: 3, startDate: "2027-02-10" });
  });
});

describe("English is never read as a change in another language", () => {
  it("English words spelt like these languages' words", () => {
    for (const text of [
      "We tire a lot, so keep it chill",
      "vol 2 of the guidebook says the fare a bit high",
      "Elf on the shelf market, once a day is enough",
      "near the Tag Heuer store, a mover for the luggage",
      "Lisbon 3 nights, second day at the beach, last night in Sintra",
      "Add one more night in Mesa, then Plaza de Toros",
    ]) {
      expect(isForeign(text), text).toBe(false);
      expect(inEnglish(text)).toBe(text);
    }
  });
});

describe("a day out asked in another language", () => {
  it.each([
    ["añade una excursión a Ávila el día 3", "add a day trip to Ávila on day 3"],
    ["ajoute une excursion à Chantilly le jour 2", "add a day trip to Chantilly on day 2"],
    ["aggiungi una gita a Lucca il giorno 4", "add a day trip to Lucca on day 4"],
    ["Tag 3: Ausflug nach Meissen", "day 3: a day trip to Meissen"],
    ["dia 2: passeio em Sintra, por favor", "day 2: a trip to Sintra, please"],
  ])("%s", (said, english) => {
    expect(changeInEnglish(said)).toBe(english);
  });
});
