import { describe, expect, it } from "vitest";
import { geocode } from "./gazetteer";

// Places travellers name that GeoNames lacks or files too small to list, and misspelt small towns
// visitors go to.

const where = (text: string) => {
  const g = geocode(text);
  return g && `${g.name}/${g.country_code}`;
};

describe("visitor places", () => {
  it.each([
    ["El Chalten", "El Chaltén/AR"],
    ["el chaltén", "El Chaltén/AR"],
    ["Merzouga", "Merzouga/MA"],
    ["Diani Beach", "Diani/KE"],
    ["Sesriem", "Sossusvlei/NA"],
    ["Franschhoek", "Franschhoek/ZA"],
    ["McMurdo", "McMurdo Station/AQ"],
    // The base, not Rotherham by a misspelling.
    ["Rothera", "Rothera/AQ"],
    ["Aguas Calientes", "Aguas Calientes/PE"],
    ["Colonia", "Colonia del Sacramento/UY"],
    // Islands and beach villages, by their village.
    ["Caye Caulker", "Caye Caulker/BZ"],
    ["Koh Phi Phi", "Ko Phi Phi/TH"],
    ["Nusa Penida", "Nusa Penida/ID"],
    ["Jericoacoara", "Jericoacoara/BR"],
    ["Canggu", "Canggu/ID"],
    ["Sanur", "Sanur/ID"],
    ["Tamarindo", "Tamarindo/CR"],
    // Mountain and lake villages, park gateways, desert camps.
    ["Wengen", "Wengen/CH"],
    ["Mürren", "Mürren/CH"],
    ["Lake Louise", "Lake Louise/CA"],
    ["Milford Sound", "Milford Sound/NZ"],
    ["Mount Cook", "Aoraki / Mount Cook/NZ"],
    ["Wahiba Sands", "Wahiba Sands/OM"],
    ["Sharqiya Sands", "Wahiba Sands/OM"],
    ["Chitwan", "Sauraha/NP"],
    ["Kruger National Park", "Skukuza/ZA"],
    ["Vík", "Vík/IS"],
    ["Jackson Hole", "Jackson Hole/US"],
  ])("%s is %s", (text, want) => {
    expect(where(text)).toBe(want);
  });
  it("known by name however small, as an alias is", () => {
    expect(geocode("Merzouga")?.matched_by).toBe("alias");
  });
  it("a namesake elsewhere is still found when the country says so", () => {
    expect(where("Praslin, Saint Lucia")).toBe("Praslin/LC");
    expect(where("Colonia, NJ")).toBe("Colonia/US");
    expect(where("Copacabana, Bolivia")).toBe("Copacabana/BO");
    expect(where("Providencia, Chile")).toBe("Providencia/CL");
    expect(where("Montezuma, Iowa")).toBe("Montezuma/US");
  });
});

describe("misspelt towns", () => {
  it("a small town visitors go to, among the regions' towns", () => {
    expect(where("dubrovnk")).toBe("Dubrovnik/HR");
  });
  it("a big city's misspelling is still the big city's", () => {
    expect(where("edinbrugh")).toBe("Edinburgh/GB");
  });
});
