import { describe, expect, it } from "vitest";
import { findParty } from "./trip-party";

// Parties said in more ways: a trip arranged for others, the writer staying home; kin as the
// British and Pacific say it ("my nan"); ages joined by "n"; "2人", "eşimle", "sisi wawili".

const adults = (text: string) => findParty(text).adults;

describe("a trip arranged for others", () => {
  it.each([
    ["I am planning one week in Kerala for my parents, both above 70. They will travel from Pune.", 2],
    ["booking 5 nights in Lisbon for my mum and dad, they've never been abroad", 2],
    ["looking for a spa break in Bath for my mum, she turns 70 and loves gardens", 1],
    ["Need help with a Rome trip for my elderly parents - they want to see the Vatican", 2],
  ])("%s", (text, want) => {
    expect(adults(text)).toBe(want);
  });
  it.each([
    ["Rome for my parents and me, they love food", 3],
    ["I'm taking my parents to Lisbon, they are 70", 3],
    ["a trip for my parents' anniversary, we will all go, they love wine", 3],
    ["Kyoto for my parents, they are joining me for 5 nights", 3],
    ["Scotland for my parents, they are in their 70s and I will drive them everywhere", 3],
  ])("the writer going too: %s", (text, want) => {
    expect(adults(text)).toBe(want);
  });
});

describe("a grandparent as the British and Pacific say it", () => {
  it.each([
    ["Taking my nan home to Samoa for 6 nights", 2],
    ["me and my nana, Cardiff, 2 nights", 2],
    ["with my grandad to Ypres for 3 days", 2],
  ])("%s", (text, want) => {
    expect(adults(text)).toBe(want);
  });
});

describe("ages joined by 'n'", () => {
  it.each([
    ["family 2+2 (kids 9 n 12), from chennai", [9, 12]],
    ["2 adults, kids 4 n 7", [4, 7]],
    ["us and the children (5 n 8)", [5, 8]],
  ])("%s", (text, ages) => {
    expect(findParty(text).children).toEqual(ages);
  });
  it("a trip of 'n' nights is no age", () => {
    expect(findParty("me n my wife, 3 n 4 nights in Rome and Venice").children).toBeUndefined();
  });
});

describe("a child's age closing the phrase, its years word lost", () => {
  it.each([
    ["wir (2 adults, 1 child mit 5) möchten 5 nights in Copenhagen", [5]],
    ["2 adults and a kid of 7, Rome", [7]],
    ["us two and our son of 12.", [12]],
  ])("%s", (text, ages) => {
    expect(findParty(text).children).toEqual(ages);
  });
  it("a count after 'with' is no age", () => {
    expect(findParty("me and my son with 2 friends, Rome").children).toEqual([null]);
  });
});

describe("parties in Japanese, Turkish and Swahili words", () => {
  it.each([
    ["Seoul 3泊 from Osaka、友達と2人です", 2],
    ["Tokyo 4 nights, 3人", 3],
    ["İstanbul'dan Kapadokya'ya 3 gece, eşimle", 2],
    ["Bodrum 5 gece karımla", 2],
    ["safari ya Mara siku 3, sisi wawili tu", 2],
    ["Zanzibar, sisi watatu", 3],
  ])("%s", (text, want) => {
    expect(adults(text)).toBe(want);
  });
  it("a year is no count of people", () => {
    expect(adults("Kyoto 2027年 spring")).toBeUndefined();
  });
});
