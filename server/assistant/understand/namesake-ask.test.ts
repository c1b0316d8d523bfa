import { describe, expect, it } from "vitest";
import { read } from "../testing/read";

// A bare name shared by two or more well-known places is asked about; whatever in the message
// says which (a qualifier, home's country or a drive from it, another stop, a sight) decides it.

const countries = (message: string) => read(message).last.ambiguous?.options.map((o) => o.country_code) ?? [];

describe("a name shared by well-known places is asked, not guessed", () => {
  it("towns whose longer official name begins with the name count as namesakes", () => {
    expect(countries("Santa Cruz for a long weekend in May")).toEqual(expect.arrayContaining(["US", "ES", "BO"]));
    expect(countries("santiago, 5 nights, solo")).toEqual(expect.arrayContaining(["CL", "ES", "CU"]));
    expect(countries("León 3 nights please")).toEqual(expect.arrayContaining(["NI", "ES"]));
  });
  it("two towns the tables rank alike by their own names, whatever their sizes", () => {
    expect(countries("Kingston for six nights, 2 adults")).toEqual(expect.arrayContaining(["JM", "CA"]));
    expect(countries("a week in Granada")).toEqual(expect.arrayContaining(["ES", "NI"]));
    expect(read("Kingston for six nights").plan.destination).toBeNull();
  });
  it("a home in neither namesake's country nor a drive away does not say which", () => {
    expect(countries("Kingston 5 nights in March, flying from Atlanta")).toEqual(expect.arrayContaining(["JM", "CA"]));
    expect(countries("Victoria 4 nights, we live in Brisbane")).toEqual(expect.arrayContaining(["CA", "SC"]));
    expect(countries("San Jose 3 nights, coming from Madrid")).toEqual(expect.arrayContaining(["CR", "US"]));
  });
});

describe("what decides among namesakes asks nothing", () => {
  it("home's country, or a day's drive from home", () => {
    const sj = read("San Jose 3 nights, flying up from Los Angeles");
    expect(sj.last.ambiguous).toBeUndefined();
    expect(sj.plan.destination?.country_code).toBe("US");
    const kingston = read("Kingston 2 nights, driving from Montreal");
    expect(kingston.last.ambiguous).toBeUndefined();
    expect(kingston.plan.destination?.country_code).toBe("CA");
    const granada = read("Granada 3 nights, by train from Porto");
    expect(granada.plan.destination?.country_code).toBe("ES");
  });
  it("a qualifier, another stop, or a sight of one of them", () => {
    expect(read("Santa Cruz, Bolivia 4 nights").plan.destination?.country_code).toBe("BO");
    expect(read("Seville 3 nights then Santiago 2 nights").plan.stays.map((s) => s.place.country_code)).toEqual([
      "ES",
      "ES",
    ]);
    const alhambra = read("Granada 4 nights, the Alhambra at sunset");
    expect(alhambra.last.ambiguous).toBeUndefined();
    expect(alhambra.plan.destination?.country_code).toBe("ES");
    const mezquita = read("Cordoba 2 nights, mainly for the Mezquita");
    expect(mezquita.plan.destination?.country_code).toBe("ES");
  });
  it("one place far better known than its namesakes", () => {
    for (const [message, cc] of [
      ["Paris 4 nights", "FR"],
      ["Vancouver 5 nights in June", "CA"],
      ["Perth for ten days", "AU"],
      ["Naples 3 nights", "IT"],
      // Valencia: Spain's is in the visitors' tables, Venezuela's only big (a step below).
      ["Valencia 4 nights", "ES"],
    ]) {
      const { plan, last } = read(message as string);
      expect(last.ambiguous, message).toBeUndefined();
      expect(plan.destination?.country_code, message).toBe(cc);
    }
  });
  it("a musical named after a town does not move the stop to that town's country", () => {
    const { plan } = read("London 4 nights for the theatre, want to see Hamilton, from Cape Town");
    expect(plan.destination?.country_code).toBe("GB");
  });
});
