import { area, type RegionEntry } from "./regions-data";

// Areas travellers name for their nature rather than their towns: national parks, trekking
// regions, bays and coasts ("Everest Base Camp trek", "3 nights in Yosemite", "a Ha Long Bay
// cruise", "the Jurassic Coast"). Each lists the towns a visitor sleeps in to see it, best first,
// as the other regions-*.ts files do (regions-data.ts explains the format).

export const nature: RegionEntry[] = [
  // Asia.
  // (Lan Ha and Bai Tu Long are the quieter bays beside Ha Long, cruised from the same towns.)
  area("vn-ha-long-bay", "Ha Long Bay", "VN", "Ha Long=Hạ Long 5/2, Cat Ba=Cát Bà 4/2", [
    "halong bay",
    "lan ha bay",
    "bai tu long bay",
    "vinh ha long",
  ]),
  // Treks start at Lukla's airstrip; Namche Bazaar is the Sherpa town on the way up.
  area("np-everest", "Everest region", "NP", "Namche Bazaar=Namche Bazar 4/3, Lukla 3/1", [
    "everest",
    "mount everest",
    "mt everest",
    "everest base camp",
    "ebc",
    "khumbu",
    "khumbu valley",
    "solukhumbu",
  ]),
  area("np-annapurna", "Annapurna", "NP", "Pokhara 5/3, Jomsom 3/2", [
    "annapurna region",
    "annapurna circuit",
    "annapurna base camp",
    "annapurna sanctuary",
    "poon hill",
  ]),

  // North America.
  area(
    "us-yosemite",
    "Yosemite National Park",
    "US",
    "Yosemite Valley@US-CA 5/2, Mariposa@US-CA 3/1, Oakhurst@US-CA 3/1",
    ["yosemite", "yosemite np", "yosemite park"],
  ),
  area(
    "us-glacier",
    "Glacier National Park",
    "US",
    "Whitefish@US-MT 4/2, West Glacier@US-MT 3/1, Kalispell@US-MT 2/1",
    ["glacier np", "glacier park"],
  ),
  area("us-olympic", "Olympic Peninsula", "US", "Port Angeles@US-WA 4/2, Forks@US-WA 2/1, Sequim@US-WA 2/1", [
    "olympic national park",
    "olympic np",
  ]),
  area("ca-gros-morne", "Gros Morne National Park", "CA", "Rocky Harbour 4/3, Deer Lake 2/1", [
    "gros morne",
    "gros morne np",
  ]),

  // Britain.
  area("gb-jurassic-coast", "Jurassic Coast", "GB", "Lyme Regis 4/2, Weymouth 2/1, Swanage 3/1, Charmouth 2/1"),
  area(
    "gb-northumberland",
    "Northumberland",
    "GB",
    "Alnwick 4/2, Bamburgh 4/1, Seahouses 3/1, Berwick-upon-Tweed 3/1, Hexham 2/1",
    ["northumberland coast", "northumbria"],
  ),
  area("gb-causeway-coast", "Causeway Coast", "GB", "Portrush 4/2, Ballycastle 3/1, Bushmills 3/1", [
    "causeway coastal route",
    "antrim coast",
  ]),
  // ("Mull" alone is a word: "mull it over".)
  area("gb-mull", "Isle of Mull", "GB", "Tobermory 4/3"),
];
