import { readFileSync } from "node:fs";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { findDates } from "../understand";
import { findParty } from "../understand-trip";
import { inEnglish, isForeign } from "./foreign-words";

// Requests in other languages, read through a small word table, not a translation.

const now = DateTime.fromISO("2026-11-25T10:00:00Z");
const dates = (text: string) => findDates(inEnglish(text), now);
const party = (text: string) => findParty(inEnglish(text));

describe("dates, lengths and party in other languages", () => {
  it("French", () => {
    expect(dates("Lyon, 2 nuits du 12 au 14 mars")).toEqual({ nights: 2, startDate: "2027-03-12" });
    expect(party("nous sommes trois, depuis Paris").adults).toBe(3);
  });
  it("Portuguese", () => {
    expect(dates("Salvador 3 noites, de 10 a 13 de fevereiro")).toEqual({ nights: 3, startDate: "2027-02-10" });
    expect(party("eu e meu marido").adults).toBe(2);
  });
  it("Spanish", () => {
    expect(dates("Cusco del 4 al 8 de mayo")).toEqual({ nights: 4, startDate: "2027-05-04" });
    expect(party("vamos en pareja").adults).toBe(2);
  });
  it("German", () => {
    expect(dates("Wien, 3 Nächte vom 5. bis 8. Februar")).toEqual({ nights: 3, startDate: "2027-02-05" });
    expect(party("zwei Erwachsene und ein Kind (7)")).toMatchObject({ adults: 2, children: [7] });
  });
  it("Indonesian and Vietnamese", () => {
    expect(dates("Bandung 3 malam, 6-9 Januari")).toEqual({ nights: 3, startDate: "2027-01-06" });
    expect(party("berdua saja").adults).toBe(2);
    expect(dates("Đà Lạt 2 đêm 12-14/12")).toEqual({ nights: 2, startDate: "2026-12-12" });
    expect(party("3 người").adults).toBe(3);
  });
  it("English is left as it is", () => {
    const text = "Any kind of hotel in Chiang Mai on Mon 5 Dec, 3 sleeps";
    expect(inEnglish("Lisbon 4 nights, 12/3-12/10, me and ma")).toBe("Lisbon 4 nights, 12/3-12/10, me and ma");
    expect(inEnglish(text)).toBe("Any kind of hotel in Chiang Mai on Mon 5 Dec, 3 nights");
  });
});

describe("each class, in the languages travellers write", () => {
  const en = (text: string) => inEnglish(text);
  it("origin: the departure words, and de + name after the party", () => {
    expect(en("desde santiago")).toBe("from santiago");
    expect(en("Annecy 3 nuits, départ d'Abidjan")).toContain("from Abidjan");
    expect(en("Cinque Terre 4 notti, partenza da Milano")).toContain("from Milan");
    expect(en("Bali 6 malam dari Jakarta")).toContain("from Jakarta");
    expect(en("Antalya 5 gece, Ankara'dan")).toContain("from Ankara");
    expect(en("rio 5 noites, 4 amigos de BH")).toContain("4 friends from Belo Horizonte");
    expect(en("eine Woche, ab München")).toContain("from München");
  });
  it("party: we are N, friends, child ages", () => {
    expect(party("siamo in 3 amiche").adults).toBe(3);
    expect(party("4 amigos")).toMatchObject({ adults: 4 });
    expect(party("2 adultos y 2 niños (3 y 7)")).toMatchObject({ adults: 2, children: [3, 7] });
    expect(party("2 adultos e 1 criança de 6 anos")).toMatchObject({ adults: 2, children: [6] });
    expect(party("deux adultes et un enfant de 4 ans")).toMatchObject({ adults: 2, children: [4] });
    expect(party("2 orang dewasa").adults).toBe(2);
    expect(party("somos 2").adults).toBe(2);
  });
  it("dates and lengths", () => {
    expect(dates("Labuan Bajo 4 malam tanggal 3 sampai 7 Februari")).toEqual({ nights: 4, startDate: "2027-02-03" });
    expect(dates("Antalya 5 gece, 10-15 Mayıs")).toMatchObject({ nights: 5, startDate: "2027-05-10" });
    expect(dates("Paris du 28 décembre au 3 janvier")).toMatchObject({ nights: 6, startDate: "2026-12-28" });
    expect(en("Dolomiten, eine Woche im Juli")).toBe("Dolomites, 1 week in July");
    expect(en("Roma, dos semanas")).toBe("Roma, 2 weeks");
  });
  it("pace, pets and money", () => {
    expect(en("Annecy 3 nuits, pas trop de marche")).toBe("Annecy 3 nights, relaxed pace");
    expect(en("zwei Erwachsene und ein Hund")).toBe("2 adults and a dog");
    expect(en("on amène notre chien, hôtel qui accepte les chiens")).toBe("we're bringing our dog, pet-friendly hotel");
    expect(en("Istanbul 3 gece, 10 bin TL")).toBe("Istanbul 3 nights, 10k TL");
    expect(en("Rio 5 noites, orçamento de R$8.000 no total")).toBe("Rio 5 nights, budget of R$8.000 total");
  });
});

describe("likes, diets, relative dates and family in other languages", () => {
  it("interests and diets to the readers' vocabulary", () => {
    expect(inEnglish("Bogotá 4 noches, museos y café")).toBe("Bogotá 4 nights, museums and café");
    expect(inEnglish("Lisboa 3 noites, somos vegetarianos")).toBe("Lisboa 3 nights, somos vegetarian");
    expect(inEnglish("só comida halal a partir de agora, por favor")).toBe("só halal food from now on, please");
  });
  it("relative dates and holidays", () => {
    expect(dates("Roma 4 notti, il mese prossimo")).toMatchObject({ nights: 4 });
    expect(inEnglish("Roma 4 noches el próximo viernes")).toBe("Roma 4 nights next Friday");
    expect(inEnglish("Paris une semaine à Noël")).toBe("Paris 1 week in Christmas");
    expect(inEnglish("Bali 5 hari, bulan depan")).toBe("Bali 5 days, next month");
  });
  it("family, partners and pets with a possessive", () => {
    expect(party("eu e meu namorado").adults).toBe(2);
    expect(party("Berlin 3 Nächte, wir sind zu viert").adults).toBe(4);
    expect(party("Amsterdam 3 nachten, met z'n tweeën").adults).toBe(2);
    expect(inEnglish("Firenze 3 notti, con il mio cane")).toBe("Florence 3 nights, with my dog");
    expect(inEnglish("İstanbul'da 4 gece, 1 çocuk (5 yaşında)")).toBe("in Istanbul 4 nights, 1 child (5)");
  });
});

describe("English and place names are never touched", () => {
  it("names that look like these languages' words", () => {
    for (const text of [
      "Rio de Janeiro 5 nights, 10-15 Jan, from Lisbon, 2 adults",
      "De Aar 2 nights from Ab, then Cinco de Mayo in Puebla",
      "Mata Hari tour, Chiang Mai 3 nights in mai, Mayo 2 days",
      "me and Dan, San Pedro de Atacama 4 nights, Día de Muertos in Oaxaca",
      "Any kind of hotel, 1 kind of room, Costa del Sol, Santa Cruz de Tenerife",
    ]) {
      expect(isForeign(text), text).toBe(false);
      expect(inEnglish(text)).toBe(text);
    }
  });
  it("every English message of the tuning sets comes back byte for byte", () => {
    // English with one foreign word, read on purpose (and requests.json's two untagged questions in German and Spanish).
    const mixed = /\b(?:gece|titas|barkada|jours|millones)\b|^¿|^Wie ist\b/;
    for (const set of ["requests", "wide", "wide2", "voices", "conversations", "holdout"]) {
      const cases = JSON.parse(readFileSync(new URL(`../../../eval/${set}.json`, import.meta.url), "utf8")) as {
        messages: string[];
        voice?: string[];
      }[];
      for (const c of cases.filter((x) => !x.voice?.includes("non-english")))
        for (const m of c.messages) if (!mixed.test(m) && !/\bsleeps\b/i.test(m)) expect(inEnglish(m), m).toBe(m);
    }
  });
});
