import type { TPlaceKind } from "../../../common/travel/place-kinds";

// The classic day trips: famous sights too far from any city for the catalogue (places within
// ~50 km of their city) but done in a day from a base travellers stay in. Each row is the sight's
// real position, the names travellers write for it, the cities it is done from with the one-way
// time by the usual way (a coach or tour on the road, a train, a boat), and whether it fills the
// whole day. A base is "City/CC/minutes/mode"; mode: bus (coach, tour or minibus), train, ferry.
// The figures are door-to-door as tours and timetables give them, checked for plausibility
// against the distance in excursions.test.ts.

export type ExcursionMode = "bus" | "train" | "ferry";

export type ExcursionBase = { city: string; country: string; minutes: number; mode: ExcursionMode };

export type ExcursionStop = { name: string; lat: number; lng: number; category: TPlaceKind; minutes: number };

export type Excursion = {
  name: string;
  /** Normalized names (lower case, no accents) as travellers write them. */
  aliases: string[];
  country: string;
  lat: number;
  lng: number;
  /** The kind of place, for its opening hours in the day builder. */
  category: TPlaceKind;
  /** Minutes at the sight itself. */
  visitMinutes: number;
  /** True when the day out takes the whole day (no afternoon back in the base). */
  wholeDay: boolean;
  bases: ExcursionBase[];
  /** Other stops usually made on the same day out, where the catalogue has none. */
  also: ExcursionStop[];
};

type Row = [
  name: string,
  aliases: string[],
  at: [number, number],
  country: string,
  category: TPlaceKind,
  visitMinutes: number,
  wholeDay: boolean,
  bases: string[],
  also?: [string, number, number, TPlaceKind, number][],
];

// One sight a line: a table is read across, not down.
// biome-ignore format: a data table
const rows: Row[] = [
  // Europe
  ["Auschwitz-Birkenau Memorial", ["auschwitz", "auschwitz birkenau", "auschwitz memorial", "auschwitz museum", "birkenau", "auschwitz concentration camp", "oswiecim"], [50.027, 19.2036], "PL", "museum", 210, true, ["Kraków/PL/90/bus", "Katowice/PL/60/bus"]],
  ["Zakopane", ["zakopane", "tatra mountains", "tatras", "gubalowka"], [49.2992, 19.9496], "PL", "neighbourhood", 180, true, ["Kraków/PL/120/bus"], [["Gubałówka", 49.3069, 19.9375, "viewpoint", 60]]],
  ["Stonehenge", ["stonehenge"], [51.1789, -1.8262], "GB", "landmark", 90, true, ["London/GB/135/bus", "Bath/GB/60/bus", "Southampton/GB/50/bus"], [["Salisbury Cathedral", 51.0651, -1.7971, "landmark", 60]]],
  ["Oxford", ["oxford", "oxford university", "bodleian library"], [51.752, -1.2577], "GB", "neighbourhood", 180, false, ["London/GB/65/train"], [["Bodleian Library", 51.7541, -1.2542, "museum", 60]]],
  ["Cambridge", ["cambridge", "kings college cambridge"], [52.2053, 0.1218], "GB", "neighbourhood", 180, false, ["London/GB/60/train"], [["King's College Chapel", 52.2048, 0.1165, "landmark", 60]]],
  ["Windsor Castle", ["windsor castle", "windsor"], [51.4839, -0.6044], "GB", "landmark", 150, false, ["London/GB/50/train"]],
  ["The Cotswolds", ["cotswolds", "bibury", "bourton on the water", "castle combe"], [51.7589, -1.8329], "GB", "neighbourhood", 150, true, ["London/GB/135/bus", "Oxford/GB/50/bus", "Bath/GB/60/bus"], [["Bourton-on-the-Water", 51.8853, -1.7578, "neighbourhood", 75]]],
  ["Bath", ["bath", "roman baths", "bath spa"], [51.3811, -2.359], "GB", "neighbourhood", 180, false, ["London/GB/90/train", "Bristol/GB/20/train"], [["Roman Baths", 51.3813, -2.3596, "museum", 90]]],
  ["Stratford-upon-Avon", ["stratford upon avon", "shakespeares birthplace"], [52.1917, -1.7073], "GB", "neighbourhood", 150, true, ["London/GB/135/train", "Birmingham/GB/50/train"], [["Shakespeare's Birthplace", 52.1944, -1.7068, "museum", 75]]],
  ["Loch Ness", ["loch ness", "urquhart castle", "nessie"], [57.3229, -4.4244], "GB", "viewpoint", 120, true, ["Edinburgh/GB/240/bus", "Glasgow/GB/240/bus", "Inverness/GB/30/bus"], [["Urquhart Castle", 57.3241, -4.4418, "landmark", 75]]],
  ["Giant's Causeway", ["giants causeway", "causeway coast"], [55.2408, -6.5116], "GB", "park", 120, true, ["Belfast/GB/90/bus", "Derry/GB/60/bus"], [["Carrick-a-Rede Rope Bridge", 55.2394, -6.3327, "park", 60]]],
  ["Cliffs of Moher", ["cliffs of moher", "moher"], [52.9715, -9.4309], "IE", "viewpoint", 120, true, ["Galway/IE/90/bus", "Dublin/IE/210/bus", "Ennis/IE/45/bus"], [["Doolin", 53.0165, -9.3777, "neighbourhood", 60]]],
  ["Glendalough", ["glendalough", "wicklow mountains"], [53.0106, -6.3275], "IE", "park", 150, true, ["Dublin/IE/75/bus"]],
  ["Mont-Saint-Michel", ["mont saint michel", "le mont saint michel"], [48.6361, -1.5115], "FR", "landmark", 180, true, ["Rennes/FR/75/bus", "Saint-Malo/FR/60/bus", "Bayeux/FR/105/bus", "Caen/FR/120/bus"], [["Mont-Saint-Michel Abbey", 48.636, -1.5114, "museum", 90]]],
  ["Normandy D-Day beaches", ["d day beaches", "omaha beach", "normandy beaches", "normandy landing beaches", "normandy american cemetery", "utah beach"], [49.3697, -0.8731], "FR", "landmark", 180, true, ["Bayeux/FR/30/bus", "Caen/FR/45/bus", "Paris/FR/210/bus"], [["Normandy American Cemetery", 49.3594, -0.8553, "landmark", 60]]],
  ["Palace of Versailles", ["versailles", "palace of versailles", "chateau de versailles"], [48.8049, 2.1204], "FR", "museum", 180, false, ["Paris/FR/45/train"]],
  ["Giverny", ["giverny", "monets garden", "monets gardens", "monets house"], [49.0755, 1.5339], "FR", "park", 150, false, ["Paris/FR/75/bus", "Rouen/FR/60/bus"]],
  ["Château de Chambord", ["chambord", "chateau de chambord", "loire castles", "loire chateaux", "loire valley castles", "loire valley"], [47.6161, 1.517], "FR", "museum", 150, true, ["Tours/FR/60/bus", "Paris/FR/150/bus", "Orléans/FR/45/bus"], [["Château de Chenonceau", 47.3249, 1.0703, "museum", 90]]],
  ["Château de Chenonceau", ["chenonceau", "chateau de chenonceau"], [47.3249, 1.0703], "FR", "museum", 120, false, ["Tours/FR/40/bus"]],
  ["Reims and Champagne houses", ["reims", "reims cathedral", "champagne houses", "champagne cellars", "epernay", "champagne region"], [49.2535, 4.0341], "FR", "landmark", 150, true, ["Paris/FR/60/train"], [["Avenue de Champagne", 49.0416, 3.9593, "neighbourhood", 90]]],
  ["Monaco", ["monaco", "monte carlo", "monte carlo casino"], [43.7384, 7.4246], "MC", "neighbourhood", 180, false, ["Nice/FR/30/train", "Cannes/FR/60/train"], [["Prince's Palace of Monaco", 43.7314, 7.4197, "landmark", 60]]],
  ["Èze", ["eze", "eze village"], [43.728, 7.3616], "FR", "neighbourhood", 120, false, ["Nice/FR/35/bus"]],
  ["Saint-Paul-de-Vence", ["saint paul de vence"], [43.6967, 7.1223], "FR", "neighbourhood", 120, false, ["Nice/FR/45/bus", "Cannes/FR/40/bus"]],
  ["Pompeii", ["pompeii", "pompei", "ruins of pompeii"], [40.7489, 14.4848], "IT", "attraction", 180, false, ["Naples/IT/45/train", "Sorrento/IT/35/train", "Rome/IT/180/train", "Positano/IT/60/bus", "Salerno/IT/45/train"], [["Mount Vesuvius", 40.8213, 14.4261, "park", 90]]],
  ["Mount Vesuvius", ["vesuvius", "mount vesuvius", "mt vesuvius"], [40.8213, 14.4261], "IT", "park", 120, false, ["Naples/IT/60/bus", "Sorrento/IT/60/bus"]],
  ["Capri", ["capri", "isle of capri", "blue grotto", "anacapri"], [40.5513, 14.2424], "IT", "neighbourhood", 240, true, ["Naples/IT/50/ferry", "Sorrento/IT/25/ferry", "Positano/IT/40/ferry", "Amalfi/IT/60/ferry"], [["Giardini di Augusto", 40.5483, 14.2425, "park", 45]]],
  ["Amalfi Coast", ["amalfi coast", "positano", "amalfi", "ravello"], [40.6281, 14.4849], "IT", "neighbourhood", 240, true, ["Naples/IT/120/bus", "Sorrento/IT/45/bus", "Salerno/IT/45/ferry"], [["Positano", 40.6281, 14.4849, "neighbourhood", 90]]],
  ["Cinque Terre", ["cinque terre", "vernazza", "manarola", "riomaggiore", "monterosso", "monterosso al mare"], [44.135, 9.6847], "IT", "neighbourhood", 240, true, ["Florence/IT/150/train", "Pisa/IT/90/train", "Genoa/IT/90/train", "La Spezia/IT/20/train"], [["Manarola", 44.1069, 9.7285, "neighbourhood", 75]]],
  ["Leaning Tower of Pisa", ["leaning tower of pisa", "tower of pisa", "pisa", "leaning tower", "piazza dei miracoli"], [43.723, 10.3966], "IT", "landmark", 120, false, ["Florence/IT/60/train", "Lucca/IT/30/train"]],
  ["Siena", ["siena", "piazza del campo", "siena cathedral"], [43.3188, 11.3308], "IT", "neighbourhood", 180, false, ["Florence/IT/80/bus"], [["Siena Cathedral", 43.3176, 11.3289, "landmark", 60]]],
  ["San Gimignano", ["san gimignano"], [43.4677, 11.0432], "IT", "neighbourhood", 150, false, ["Florence/IT/80/bus", "Siena/IT/60/bus"]],
  ["Lake Como", ["lake como", "bellagio", "varenna", "como lake"], [45.9872, 9.2617], "IT", "neighbourhood", 240, true, ["Milan/IT/90/train"], [["Villa del Balbianello", 45.9631, 9.2024, "park", 75]]],
  ["Tivoli", ["tivoli", "villa deste", "hadrians villa", "villa adriana"], [41.963, 12.7961], "IT", "park", 150, false, ["Rome/IT/60/bus"], [["Hadrian's Villa", 41.9424, 12.7746, "landmark", 90]]],
  ["Verona", ["verona", "verona arena", "juliets house"], [45.4386, 10.9928], "IT", "neighbourhood", 180, false, ["Venice/IT/75/train", "Milan/IT/80/train"], [["Verona Arena", 45.4391, 10.9944, "landmark", 60]]],
  ["Sintra", ["sintra", "pena palace", "palacio da pena", "palacio nacional da pena", "quinta da regaleira"], [38.7876, -9.3906], "PT", "museum", 150, false, ["Lisbon/PT/45/train"], [["Quinta da Regaleira", 38.7963, -9.3961, "park", 90]]],
  ["Toledo", ["toledo", "toledo cathedral"], [39.8628, -4.0273], "ES", "neighbourhood", 180, false, ["Madrid/ES/35/train"], [["Toledo Cathedral", 39.857, -4.0237, "landmark", 75]]],
  ["Segovia", ["segovia", "aqueduct of segovia", "segovia aqueduct", "alcazar of segovia"], [40.9479, -4.1178], "ES", "landmark", 150, false, ["Madrid/ES/35/train"], [["Alcázar of Segovia", 40.9526, -4.1326, "museum", 75]]],
  ["Montserrat", ["montserrat", "montserrat monastery"], [41.5933, 1.8376], "ES", "landmark", 180, false, ["Barcelona/ES/75/train"]],
  ["Mezquita of Córdoba", ["mezquita", "mezquita of cordoba", "mosque cathedral of cordoba", "cordoba mezquita", "great mosque of cordoba"], [37.8789, -4.7794], "ES", "landmark", 120, false, ["Seville/ES/45/train", "Madrid/ES/110/train", "Málaga/ES/60/train"], [["Alcázar de los Reyes Cristianos", 37.8764, -4.7818, "park", 60]]],
  ["Ronda", ["ronda", "puente nuevo"], [36.7407, -5.1658], "ES", "neighbourhood", 150, true, ["Málaga/ES/105/bus", "Seville/ES/120/bus", "Marbella/ES/60/bus"]],
  ["Bruges", ["bruges", "brugge"], [51.2093, 3.2247], "BE", "neighbourhood", 240, false, ["Brussels/BE/60/train", "Ghent/BE/25/train", "Antwerp/BE/80/train"], [["Belfry of Bruges", 51.2085, 3.2248, "landmark", 60]]],
  ["Ghent", ["ghent", "gent", "gravensteen"], [51.0543, 3.7174], "BE", "neighbourhood", 180, false, ["Brussels/BE/35/train", "Antwerp/BE/50/train"]],
  ["Keukenhof", ["keukenhof", "keukenhof gardens", "tulip fields"], [52.2697, 4.5462], "NL", "park", 150, false, ["Amsterdam/NL/45/bus", "The Hague/NL/40/bus"]],
  ["Kinderdijk", ["kinderdijk", "windmills of kinderdijk", "kinderdijk windmills"], [51.8837, 4.6398], "NL", "park", 120, false, ["Rotterdam/NL/40/bus", "Amsterdam/NL/100/bus"]],
  ["Neuschwanstein Castle", ["neuschwanstein", "neuschwanstein castle", "schloss neuschwanstein", "hohenschwangau"], [47.5576, 10.7498], "DE", "landmark", 150, true, ["Munich/DE/150/train"], [["Hohenschwangau Castle", 47.5554, 10.7355, "museum", 60]]],
  ["Dachau Memorial", ["dachau", "dachau memorial", "dachau concentration camp"], [48.27, 11.4681], "DE", "museum", 180, false, ["Munich/DE/45/train"]],
  ["Salzburg", ["salzburg", "hohensalzburg", "sound of music"], [47.8095, 13.055], "AT", "neighbourhood", 240, true, ["Munich/DE/105/train", "Vienna/AT/150/train"], [["Hohensalzburg Fortress", 47.795, 13.0477, "museum", 75]]],
  ["Hallstatt", ["hallstatt"], [47.5622, 13.6493], "AT", "neighbourhood", 180, true, ["Salzburg/AT/90/bus", "Vienna/AT/240/bus"], [["Hallstatt Skywalk", 47.5627, 13.6468, "viewpoint", 45]]],
  ["Melk Abbey and the Wachau", ["melk abbey", "melk", "wachau", "wachau valley", "stift melk"], [48.2283, 15.3318], "AT", "museum", 120, true, ["Vienna/AT/75/train"], [["Dürnstein", 48.3954, 15.5195, "neighbourhood", 75]]],
  ["Sanssouci Palace", ["sanssouci", "sanssouci palace", "potsdam"], [52.4044, 13.0386], "DE", "museum", 150, false, ["Berlin/DE/45/train"]],
  ["Rothenburg ob der Tauber", ["rothenburg", "rothenburg ob der tauber"], [49.3772, 10.1787], "DE", "neighbourhood", 180, true, ["Nuremberg/DE/80/train", "Munich/DE/180/train", "Frankfurt/DE/150/train"], [["Plönlein", 49.3747, 10.1789, "landmark", 30]]],
  ["Heidelberg", ["heidelberg", "heidelberg castle"], [49.4094, 8.6942], "DE", "neighbourhood", 180, false, ["Frankfurt/DE/60/train", "Stuttgart/DE/60/train"], [["Heidelberg Castle", 49.4106, 8.7153, "landmark", 75]]],
  ["Český Krumlov", ["cesky krumlov", "krumlov", "ceske krumlov"], [48.8127, 14.3175], "CZ", "neighbourhood", 240, true, ["Prague/CZ/180/bus", "Vienna/AT/210/bus"], [["Český Krumlov Castle", 48.8128, 14.315, "museum", 75]]],
  ["Kutná Hora", ["kutna hora", "sedlec ossuary", "bone church"], [49.9484, 15.2682], "CZ", "neighbourhood", 180, false, ["Prague/CZ/60/train"], [["Sedlec Ossuary", 49.9619, 15.2882, "landmark", 45]]],
  ["Matterhorn (Zermatt)", ["matterhorn", "zermatt", "gornergrat"], [46.0207, 7.7491], "CH", "viewpoint", 180, true, ["Interlaken/CH/150/train", "Zürich/CH/210/train", "Geneva/CH/225/train", "Bern/CH/135/train"], [["Gornergrat Railway", 45.9837, 7.7845, "attraction", 90]]],
  ["Jungfraujoch", ["jungfraujoch", "jungfrau", "top of europe"], [46.5475, 7.9852], "CH", "viewpoint", 150, true, ["Interlaken/CH/135/train", "Lucerne/CH/210/train", "Bern/CH/180/train"], [["Lauterbrunnen", 46.5935, 7.9091, "neighbourhood", 60]]],
  ["Rhine Falls", ["rhine falls", "rheinfall"], [47.6779, 8.6155], "CH", "park", 90, false, ["Zürich/CH/50/train"]],
  ["Plitvice Lakes", ["plitvice", "plitvice lakes", "plitvice lakes national park"], [44.8654, 15.582], "HR", "park", 180, true, ["Zagreb/HR/135/bus", "Zadar/HR/120/bus", "Split/HR/210/bus"], [["Veliki Slap (the Great Waterfall)", 44.9027, 15.6097, "landmark", 45]]],
  ["Krka National Park", ["krka", "krka national park", "krka waterfalls", "skradinski buk"], [43.8045, 15.9716], "HR", "park", 180, false, ["Split/HR/75/bus", "Zadar/HR/75/bus"]],
  ["Kotor", ["kotor", "bay of kotor", "kotor bay", "kotor old town"], [42.4247, 18.7712], "ME", "neighbourhood", 180, true, ["Dubrovnik/HR/120/bus", "Budva/ME/30/bus"], [["Perast", 42.4866, 18.6988, "landmark", 60]]],
  ["Lake Bled", ["bled", "lake bled", "bled castle"], [46.3625, 14.0938], "SI", "park", 180, false, ["Ljubljana/SI/60/bus"], [["Bled Castle", 46.37, 14.1006, "museum", 60]]],
  ["Szentendre", ["szentendre"], [47.6694, 19.0756], "HU", "neighbourhood", 150, false, ["Budapest/HU/45/train"]],
  ["Meteora", ["meteora", "meteora monasteries", "kalambaka"], [39.7217, 21.6306], "GR", "landmark", 120, true, ["Thessaloniki/GR/180/bus", "Athens/GR/270/train"], [["Kalambaka old town", 39.7065, 21.6265, "neighbourhood", 45]]],
  ["Delphi", ["delphi", "oracle of delphi", "ancient delphi"], [38.4824, 22.501], "GR", "attraction", 180, true, ["Athens/GR/165/bus"], [["Delphi Archaeological Museum", 38.4804, 22.4966, "museum", 60]]],
  ["Temple of Poseidon, Cape Sounion", ["cape sounion", "sounion", "temple of poseidon"], [37.6503, 24.0245], "GR", "landmark", 90, false, ["Athens/GR/75/bus"]],
  ["Ephesus", ["ephesus", "efes", "ancient ephesus", "library of celsus"], [37.9395, 27.3417], "TR", "attraction", 180, false, ["Izmir/TR/75/bus", "Kuşadası/TR/25/bus", "Bodrum/TR/180/bus"], [["House of the Virgin Mary", 37.9122, 27.3339, "landmark", 45]]],
  ["Pamukkale", ["pamukkale", "hierapolis", "pamukkale travertines"], [37.9204, 29.1211], "TR", "park", 180, true, ["Antalya/TR/240/bus", "Izmir/TR/210/bus", "Denizli/TR/25/bus"], [["Hierapolis Theatre", 37.9275, 29.129, "landmark", 45]]],
  ["Blue Lagoon", ["blue lagoon", "blue lagoon iceland"], [63.8804, -22.4495], "IS", "attraction", 180, false, ["Reykjavík/IS/50/bus", "Keflavík/IS/20/bus"]],
  ["Golden Circle", ["golden circle", "gullfoss", "geysir", "thingvellir", "pingvellir", "thingvellir national park", "strokkur"], [64.3104, -20.3024], "IS", "park", 90, true, ["Reykjavík/IS/105/bus"], [["Gullfoss", 64.3271, -20.1199, "park", 60], ["Þingvellir National Park", 64.2559, -21.1299, "park", 75]]],
  ["Seljalandsfoss and the south coast", ["seljalandsfoss", "skogafoss", "reynisfjara", "black sand beach"], [63.6156, -19.9886], "IS", "park", 75, true, ["Reykjavík/IS/120/bus"], [["Skógafoss", 63.5321, -19.5114, "park", 60]]],
  ["Norway in a Nutshell (Flåm)", ["norway in a nutshell", "flam", "flam railway", "naeroyfjord", "naerofjord"], [60.8631, 7.1134], "NO", "viewpoint", 180, true, ["Bergen/NO/150/train", "Voss/NO/60/bus"], [["Flåm Railway Museum", 60.8633, 7.1137, "museum", 30]]],
  ["Geirangerfjord", ["geirangerfjord", "geiranger", "geiranger fjord"], [62.1008, 7.2059], "NO", "viewpoint", 180, true, ["Ålesund/NO/150/bus"], [["Norwegian Fjord Centre", 62.1003, 7.2166, "museum", 45]]],
  ["Kronborg Castle", ["kronborg", "kronborg castle", "hamlets castle", "elsinore", "helsingor"], [56.039, 12.6212], "DK", "museum", 120, false, ["Copenhagen/DK/50/train"]],
  ["Tallinn Old Town", ["tallinn", "tallinn old town"], [59.437, 24.7536], "EE", "neighbourhood", 240, true, ["Helsinki/FI/150/ferry"], [["Toompea Hill", 59.4369, 24.7373, "viewpoint", 45]]],
  // Africa and the Middle East
  ["Petra", ["petra", "al khazneh", "petra jordan"], [30.3285, 35.4444], "JO", "attraction", 240, true, ["Amman/JO/180/bus", "Aqaba/JO/120/bus"], [["Little Petra", 30.373, 35.45, "landmark", 45]]],
  ["Wadi Rum", ["wadi rum"], [29.5759, 35.4208], "JO", "park", 180, true, ["Aqaba/JO/60/bus", "Amman/JO/240/bus"]],
  ["Dead Sea", ["dead sea"], [31.559, 35.4732], "JO", "beach", 150, false, ["Amman/JO/60/bus", "Jerusalem/IL/60/bus"]],
  ["Masada", ["masada"], [31.3156, 35.3536], "IL", "attraction", 150, true, ["Jerusalem/IL/90/bus", "Tel Aviv/IL/150/bus"], [["Ein Gedi Nature Reserve", 31.4617, 35.388, "park", 90]]],
  ["Old City of Jerusalem", ["jerusalem", "old city of jerusalem", "western wall", "wailing wall", "church of the holy sepulchre"], [31.7767, 35.2345], "IL", "neighbourhood", 240, true, ["Tel Aviv/IL/60/bus"], [["Church of the Holy Sepulchre", 31.7785, 35.2296, "landmark", 60]]],
  ["Abu Simbel", ["abu simbel", "abu simbel temples"], [22.3372, 31.6258], "EG", "attraction", 120, true, ["Aswan/EG/210/bus"], [["Temple of Hathor and Nefertari", 22.3378, 31.6267, "landmark", 30]]],
  ["Valley of the Kings", ["valley of the kings", "tomb of tutankhamun"], [25.7402, 32.6014], "EG", "attraction", 180, true, ["Hurghada/EG/240/bus"], [["Temple of Hatshepsut", 25.738, 32.6065, "landmark", 60]]],
  ["Alexandria", ["alexandria", "bibliotheca alexandrina", "citadel of qaitbay"], [31.2001, 29.9187], "EG", "neighbourhood", 180, true, ["Cairo/EG/180/train"], [["Bibliotheca Alexandrina", 31.2089, 29.9092, "museum", 75]]],
  ["Aït Benhaddou", ["ait benhaddou", "ait ben haddou", "ksar of ait benhaddou"], [31.047, -7.1319], "MA", "landmark", 120, true, ["Marrakesh/MA/240/bus", "Ouarzazate/MA/40/bus"], [["Tizi n'Tichka pass", 31.2866, -7.379, "viewpoint", 20]]],
  ["Ouzoud Falls", ["ouzoud", "ouzoud falls", "cascades douzoud"], [32.0153, -6.7195], "MA", "park", 150, true, ["Marrakesh/MA/150/bus"]],
  ["Essaouira", ["essaouira"], [31.5085, -9.7595], "MA", "neighbourhood", 240, true, ["Marrakesh/MA/180/bus"], [["Skala de la Ville", 31.5155, -9.7705, "landmark", 30]]],
  ["Cape of Good Hope", ["cape of good hope", "cape point"], [-34.3568, 18.474], "ZA", "park", 150, true, ["Cape Town/ZA/90/bus"], [["Boulders Beach", -34.1971, 18.451, "beach", 60]]],
  ["Stellenbosch Winelands", ["stellenbosch", "winelands", "cape winelands", "franschhoek"], [-33.9321, 18.8602], "ZA", "neighbourhood", 180, false, ["Cape Town/ZA/50/bus"]],
  ["Ngorongoro Crater", ["ngorongoro", "ngorongoro crater"], [-3.1617, 35.5877], "TZ", "park", 210, true, ["Arusha/TZ/180/bus"], [["Karatu", -3.3394, 35.6708, "neighbourhood", 30]]],
  // Asia
  ["Great Wall at Mutianyu", ["great wall", "great wall of china", "mutianyu", "mutianyu great wall", "badaling", "jinshanling"], [40.4319, 116.5704], "CN", "landmark", 180, true, ["Beijing/CN/90/bus"], [["Ming Tombs (Changling)", 40.3013, 116.2434, "landmark", 75]]],
  ["Terracotta Army", ["terracotta army", "terracotta warriors", "terracotta soldiers", "terra cotta warriors"], [34.3853, 109.2785], "CN", "museum", 180, false, ["Xi'an/CN/60/bus"]],
  ["Macau", ["macau", "macao", "ruins of saint pauls"], [22.1975, 113.5409], "MO", "neighbourhood", 240, true, ["Hong Kong/HK/60/ferry"], [["Senado Square", 22.1933, 113.5394, "landmark", 45]]],
  ["Mount Fuji (Kawaguchiko)", ["mount fuji", "mt fuji", "fuji", "fujisan", "fuji san", "kawaguchiko", "lake kawaguchi", "fuji five lakes", "chureito pagoda"], [35.517, 138.7517], "JP", "viewpoint", 180, true, ["Tokyo/JP/120/bus", "Yokohama/JP/120/bus"], [["Chureito Pagoda", 35.5014, 138.8014, "landmark", 60]]],
  ["Hakone", ["hakone", "lake ashi", "hakone open air museum"], [35.2324, 139.1069], "JP", "neighbourhood", 240, true, ["Tokyo/JP/90/train", "Yokohama/JP/60/train"], [["Lake Ashi", 35.2044, 139.0248, "park", 60]]],
  ["Nikko", ["nikko", "toshogu", "nikko toshogu", "toshogu shrine"], [36.758, 139.5989], "JP", "landmark", 180, true, ["Tokyo/JP/120/train"], [["Kegon Falls", 36.7382, 139.5017, "park", 45]]],
  ["Kamakura", ["kamakura", "great buddha of kamakura", "kotoku in", "kamakura daibutsu"], [35.3169, 139.5358], "JP", "landmark", 150, false, ["Tokyo/JP/60/train", "Yokohama/JP/30/train"]],
  ["Nara", ["nara", "todai ji", "todaiji", "nara park", "nara deer park"], [34.689, 135.8398], "JP", "landmark", 180, false, ["Kyoto/JP/45/train", "Osaka/JP/45/train"], [["Nara Park", 34.685, 135.843, "park", 60]]],
  ["Itsukushima Shrine (Miyajima)", ["miyajima", "itsukushima", "itsukushima shrine", "floating torii"], [34.2959, 132.3198], "JP", "landmark", 180, false, ["Hiroshima/JP/50/train"]],
  ["Hiroshima Peace Memorial", ["hiroshima", "hiroshima peace memorial", "hiroshima peace park", "atomic bomb dome"], [34.3955, 132.4536], "JP", "museum", 180, true, ["Osaka/JP/90/train", "Kyoto/JP/105/train"], [["Shukkeien Garden", 34.4004, 132.4674, "park", 60]]],
  ["DMZ (Korean Demilitarized Zone)", ["dmz", "demilitarized zone", "demilitarised zone", "panmunjom", "jsa", "korean dmz"], [37.8893, 126.7404], "KR", "attraction", 180, true, ["Seoul/KR/75/bus"], [["Third Infiltration Tunnel", 37.916, 126.699, "landmark", 60]]],
  ["Ha Long Bay", ["ha long bay", "halong bay", "halong", "ha long"], [20.9101, 107.1839], "VN", "attraction", 240, true, ["Hanoi/VN/150/bus"], [["Sung Sot Cave", 20.8433, 107.0896, "park", 60]]],
  ["Cu Chi Tunnels", ["cu chi", "cu chi tunnels", "cuchi tunnels"], [11.1414, 106.463], "VN", "attraction", 150, false, ["Ho Chi Minh City/VN/90/bus"]],
  ["Mekong Delta", ["mekong delta", "my tho", "ben tre"], [10.36, 106.36], "VN", "park", 180, true, ["Ho Chi Minh City/VN/120/bus"], [["Vinh Trang Pagoda", 10.3585, 106.3808, "landmark", 45]]],
  ["Ayutthaya", ["ayutthaya", "ayutthaya historical park"], [14.3532, 100.5689], "TH", "attraction", 180, true, ["Bangkok/TH/90/bus"], [["Wat Chaiwatthanaram", 14.3428, 100.5418, "landmark", 60]]],
  ["Damnoen Saduak Floating Market", ["damnoen saduak", "floating market", "damnoen saduak floating market"], [13.5197, 99.959], "TH", "market", 120, false, ["Bangkok/TH/100/bus"], [["Maeklong Railway Market", 13.407, 100.001, "market", 45]]],
  ["Phi Phi Islands", ["phi phi", "koh phi phi", "phi phi islands", "maya bay"], [7.7407, 98.7784], "TH", "beach", 240, true, ["Phuket/TH/120/ferry", "Krabi/TH/90/ferry"], [["Maya Bay", 7.6778, 98.7658, "park", 60]]],
  ["Phang Nga Bay", ["phang nga bay", "james bond island", "khao phing kan"], [8.2747, 98.5009], "TH", "park", 180, true, ["Phuket/TH/75/bus", "Krabi/TH/90/bus"], [["Koh Panyee", 8.3346, 98.5039, "neighbourhood", 45]]],
  ["Borobudur", ["borobudur", "borobudur temple"], [-7.6079, 110.2038], "ID", "landmark", 150, false, ["Yogyakarta/ID/75/bus"]],
  ["Prambanan", ["prambanan", "prambanan temple"], [-7.752, 110.4915], "ID", "landmark", 120, false, ["Yogyakarta/ID/40/bus"]],
  ["Taj Mahal", ["taj mahal", "taj", "agra"], [27.1751, 78.0421], "IN", "landmark", 150, true, ["Delhi/IN/150/train", "Jaipur/IN/240/bus", "New Delhi/IN/150/train"], [["Agra Fort", 27.1795, 78.0211, "landmark", 75]]],
  ["Sigiriya", ["sigiriya", "lion rock", "sigiriya rock"], [7.957, 80.7603], "LK", "landmark", 150, true, ["Kandy/LK/150/bus"], [["Dambulla Cave Temple", 7.8567, 80.6492, "museum", 60]]],
  ["Galle Fort", ["galle", "galle fort"], [6.026, 80.217], "LK", "neighbourhood", 180, true, ["Colombo/LK/120/train"], [["Galle Lighthouse", 6.024, 80.2193, "landmark", 30]]],
  ["Sheikh Zayed Grand Mosque", ["sheikh zayed mosque", "sheikh zayed grand mosque", "grand mosque abu dhabi", "abu dhabi grand mosque"], [24.4128, 54.475], "AE", "landmark", 90, false, ["Dubai/AE/90/bus"], [["Louvre Abu Dhabi", 24.5337, 54.3982, "museum", 90]]],
  // Oceania
  ["Uluru", ["uluru", "ayers rock", "uluru kata tjuta"], [-25.3444, 131.0369], "AU", "park", 180, false, ["Yulara/AU/25/bus"], [["Kata Tjuta", -25.3004, 130.7347, "park", 75]]],
  ["Blue Mountains", ["blue mountains", "three sisters", "katoomba", "blue mountains national park"], [-33.732, 150.312], "AU", "viewpoint", 180, true, ["Sydney/AU/120/train"], [["Scenic World", -33.7292, 150.2995, "attraction", 75]]],
  ["Great Ocean Road (Twelve Apostles)", ["great ocean road", "twelve apostles", "12 apostles"], [-38.6621, 143.1051], "AU", "viewpoint", 90, true, ["Melbourne/AU/240/bus"], [["Loch Ard Gorge", -38.6473, 143.0717, "park", 45]]],
  ["Great Barrier Reef", ["great barrier reef", "barrier reef", "outer reef", "michaelmas cay"], [-16.604, 145.9733], "AU", "beach", 240, true, ["Cairns/AU/90/ferry", "Port Douglas/AU/90/ferry"]],
  ["Whitehaven Beach", ["whitehaven beach", "whitehaven", "whitsundays", "whitsunday islands"], [-20.2823, 149.039], "AU", "beach", 180, true, ["Airlie Beach/AU/60/ferry"]],
  ["Milford Sound", ["milford sound", "piopiotahi", "milford"], [-44.6414, 167.8974], "NZ", "park", 150, true, ["Queenstown/NZ/240/bus", "Te Anau/NZ/120/bus"], [["Lady Bowen Falls", -44.6677, 167.9265, "park", 30], ["Mirror Lakes", -44.9792, 168.0127, "park", 30]]],
  ["Hobbiton", ["hobbiton", "hobbiton movie set", "matamata"], [-37.8721, 175.6829], "NZ", "attraction", 120, true, ["Auckland/NZ/135/bus", "Rotorua/NZ/60/bus", "Hamilton/NZ/50/bus"]],
  ["Waitomo Caves", ["waitomo", "waitomo caves", "glowworm caves", "waitomo glowworm caves"], [-38.2609, 175.1036], "NZ", "attraction", 120, true, ["Auckland/NZ/150/bus", "Rotorua/NZ/120/bus", "Hamilton/NZ/60/bus"], [["Ruakuri Cave", -38.27, 175.0803, "park", 90]]],
  // The Americas
  ["Chichén Itzá", ["chichen itza", "chichen"], [20.6843, -88.5678], "MX", "landmark", 180, true, ["Cancún/MX/150/bus", "Tulum/MX/120/bus", "Mérida/MX/105/bus", "Valladolid/MX/45/bus", "Playa del Carmen/MX/135/bus"], [["Cenote Ik Kil", 20.6607, -88.5509, "park", 60]]],
  ["Teotihuacan", ["teotihuacan", "pyramid of the sun", "pyramids of the sun and moon", "teotihuacan pyramids"], [19.6925, -98.8438], "MX", "landmark", 180, false, ["Mexico City/MX/75/bus"]],
  ["Hierve el Agua", ["hierve el agua"], [16.8656, -96.276], "MX", "park", 120, true, ["Oaxaca/MX/150/bus"]],
  ["Machu Picchu", ["machu picchu", "machu pichu", "machupicchu", "macchu picchu"], [-13.1631, -72.545], "PE", "attraction", 180, true, ["Cusco/PE/210/train", "Ollantaytambo/PE/120/train"], [["Aguas Calientes", -13.1547, -72.5254, "neighbourhood", 45]]],
  ["Rainbow Mountain", ["rainbow mountain", "vinicunca"], [-13.8694, -71.303], "PE", "park", 180, true, ["Cusco/PE/180/bus"], [["Red Valley", -13.865, -71.297, "park", 45]]],
  ["Sacred Valley (Pisac)", ["sacred valley", "pisac", "pisaq", "sacred valley of the incas"], [-13.422, -71.847], "PE", "attraction", 150, true, ["Cusco/PE/45/bus"], [["Ollantaytambo ruins", -13.2577, -72.2656, "attraction", 75]]],
  ["Iguazu Falls", ["iguazu falls", "iguacu falls", "iguassu falls", "iguazu", "iguacu"], [-25.6953, -54.4367], "AR", "park", 240, true, ["Puerto Iguazú/AR/30/bus", "Foz do Iguaçu/BR/30/bus"], [["Parque das Aves", -25.6175, -54.4823, "museum", 90]]],
  ["Colonia del Sacramento", ["colonia", "colonia del sacramento"], [-34.4714, -57.8442], "UY", "neighbourhood", 240, true, ["Buenos Aires/AR/75/ferry", "Montevideo/UY/150/bus"], [["Colonia lighthouse", -34.4718, -57.8514, "viewpoint", 30]]],
  ["Rosario Islands", ["rosario islands", "islas del rosario", "islas de rosario"], [10.17, -75.75], "CO", "beach", 240, true, ["Cartagena/CO/60/ferry"]],
  ["Valparaíso", ["valparaiso"], [-33.0472, -71.6127], "CL", "neighbourhood", 240, true, ["Santiago/CL/105/bus"], [["La Sebastiana", -33.047, -71.621, "museum", 60]]],
  ["Grand Canyon (South Rim)", ["grand canyon", "grand canyon south rim", "south rim"], [36.0544, -112.1401], "US", "viewpoint", 150, true, ["Las Vegas/US/270/bus", "Flagstaff/US/90/bus", "Sedona/US/135/bus"], [["Yavapai Geology Museum", 36.0656, -112.1172, "museum", 30], ["Desert View Watchtower", 36.044, -111.8261, "landmark", 45]]],
  ["Grand Canyon West (Skywalk)", ["grand canyon west", "grand canyon skywalk", "skywalk", "west rim"], [36.012, -113.8107], "US", "viewpoint", 150, true, ["Las Vegas/US/150/bus"]],
  ["Hoover Dam", ["hoover dam"], [36.016, -114.7377], "US", "landmark", 90, false, ["Las Vegas/US/45/bus"]],
  ["Niagara Falls", ["niagara falls", "niagara", "horseshoe falls"], [43.0828, -79.0742], "CA", "park", 180, true, ["Toronto/CA/120/bus", "Buffalo/US/30/bus"], [["Niagara-on-the-Lake", 43.255, -79.0722, "neighbourhood", 75]]],
  ["Muir Woods", ["muir woods", "muir woods national monument"], [37.897, -122.5811], "US", "park", 120, false, ["San Francisco/US/45/bus"]],
  ["Yosemite Valley", ["yosemite", "yosemite valley", "yosemite national park", "half dome", "el capitan"], [37.7456, -119.5936], "US", "park", 180, true, ["San Francisco/US/240/bus", "Fresno/US/120/bus"], [["Tunnel View", 37.7158, -119.6771, "viewpoint", 30]]],
  ["Napa Valley", ["napa", "napa valley", "napa wineries"], [38.5025, -122.2654], "US", "neighbourhood", 180, false, ["San Francisco/US/75/bus"]],
  ["Everglades", ["everglades", "everglades national park", "shark valley"], [25.7574, -80.766], "US", "park", 150, false, ["Miami/US/60/bus"]],
  ["Kennedy Space Center", ["kennedy space center", "kennedy space centre", "cape canaveral", "nasa kennedy"], [28.5729, -80.649], "US", "museum", 240, true, ["Orlando/US/60/bus"]],
  ["Lake Louise", ["lake louise", "moraine lake"], [51.4254, -116.1773], "CA", "park", 150, false, ["Banff/CA/45/bus", "Calgary/CA/150/bus"], [["Moraine Lake", 51.3217, -116.186, "park", 60]]],
  ["Whistler", ["whistler", "whistler blackcomb", "sea to sky"], [50.1163, -122.9574], "CA", "park", 240, true, ["Vancouver/CA/120/bus"], [["Shannon Falls", 49.6714, -123.1554, "viewpoint", 30]]],
];

export const excursions: Excursion[] = rows.map(
  ([name, aliases, [lat, lng], country, category, visitMinutes, wholeDay, bases, also]) => ({
    name,
    aliases,
    country,
    lat,
    lng,
    category,
    visitMinutes,
    wholeDay,
    bases: bases.map((b) => {
      const [city, cc, minutes, mode] = b.split("/");
      return { city: city as string, country: cc as string, minutes: Number(minutes), mode: mode as ExcursionMode };
    }),
    also: (also ?? []).map(([n, a, g, c, m]) => ({ name: n, lat: a, lng: g, category: c, minutes: m })),
  }),
);
