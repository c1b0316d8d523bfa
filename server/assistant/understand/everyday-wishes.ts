// What travellers go for, in the everyday words they write it in, wherever it stands in the
// message: a sight of nature ("northern lights", "cherry blossoms", "hot springs"), wildlife
// ("whale sharks", "polar bears", "the big five"), a thing to do ("dog sledding", "zip lining",
// "full moon party"), a festival ("Oktoberfest", "day of the dead"), or a famous sight by its
// nickname where the message is about its place ("the reef" from Cairns, "vic falls").
//
// A row with a `name` is wished under that name (a festival's or a sight's, as guides write it);
// one without is wished in the traveller's own words, the span `said` matched ("whale sharks" in
// "snorkel with whale sharks"). `where` limits a row to messages about its place; `not` turns it
// off where the words are a place's name ("Hot Springs, Arkansas", "Aurora 3 nights").

export type EverydayWish = { name?: string; said: RegExp; where?: RegExp; not?: RegExp };

export const everydayWishes: EverydayWish[] = [
  // Nature's shows.
  {
    said: /\b(?:northern|southern) lights\b|\baurora(?: borealis| australis)?(?: hunting| chasing| tours?)?\b/i,
    not: /\bAurora(?:,? (?:CO|IL|Colorado|Illinois|Ontario)\b|\s+\d)/,
  },
  { said: /\bmidnight sun\b/i },
  { said: /\bcherry blossoms?(?: season)?\b|\bsakura(?: season)?\b|\bhanami\b/i },
  { said: /\b(?:autumn|fall) (?:leaves|foliage|colou?rs)\b|\bleaf[- ]peeping\b|\bkoyo\b/i },
  { said: /\b(?:lavender|tulip|sunflower|rapeseed) fields\b|\btulips\b|\blavender(?: season| in bloom)?\b/i },
  // The same fields as the other languages read here name them ("champs de lavande").
  {
    name: "lavender fields",
    said: /\bchamps? de lavande\b|\bcampos? de lavanda\b|\blavendelfelder(?:n)?\b|\bcampi di lavanda\b/i,
  },
  { said: /\bcrater lakes?\b/i },
  // ("lobster rolls and lighthouses": the coast's lighthouses are what a Maine trip goes to see.)
  { said: /\blighthouses\b/i },
  { said: /\bwhite villages\b|\bpueblos blancos\b/i },
  { said: /\bstar ?gazing\b|\bdark[- ]sky (?:reserve|park|tour)\b|\bmilky way\b/i },
  { said: /\bglow ?worms?(?: caves?| grotto)?\b|\bbioluminescen(?:ce|t (?:bay|plankton|beach))\b|\bfireflies\b/i },
  {
    said: /\bhot springs?\b|\bonsens?\b|\bthermal (?:baths?|springs|pools?|spas?)\b|\bgeothermal (?:pools?|baths?|springs)\b|\bhammams?\b|\bturkish baths?\b/i,
    not: /\bHot Springs(?:,? (?:AR|Arkansas|SD|NC|VA)\b|\s+\d)/,
  },
  // Wildlife, by the animals people go for.
  {
    said: /\bwhale sharks?\b|\bmanta rays?\b|\bsea turtles?\b|\bturtles? (?:hatching|nesting)\b|\bsea lions?\b|\bpenguin parade\b|\bpenguins\b|\bpuffins\b|\borcas\b|\bhumpbacks?\b|\bpolar bears?\b|\bgrizzl(?:y|ies)(?: bears?)?\b|\bbrown bears?\b|\bbear (?:watching|viewing|spotting)\b|\borangutans?\b|\bchimpanzees?\b|\bchimps\b|\blemurs\b|\bkoalas?\b|\bkangaroos\b|\bquokkas?\b|\bsloths?\b|\bproboscis monkeys?\b|\bkomodo dragons?\b|\bsnow leopards?\b|\bjaguars\b|\btigers\b|\bflamingos?\b|\bblue[- ]footed boob(?:y|ies)\b|\bswimming pigs\b|\belephant (?:sanctuary|camp|nature park)\b/i,
  },
  { name: "big five", said: /\bbig (?:five|5)\b/i },
  // "whales" alone are watched from a boat: the outing guides call whale watching.
  { name: "whale watching", said: /\b(?:the )?whales\b/i, not: /\bwhale[- ]watching\b|\bwhales? sharks?\b/i },
  {
    said: /\b(?:(?:game|walking|jeep|boat|night|gorilla|desert|camel|wildlife|river|tiger|photo(?:graphic)?) )?safaris?\b(?! (?:lodge|camp|tent|hotel|suite)s?\b)|\bgame drives?\b/i,
  },
  { said: /\b(?:great|wildebeest) migration\b|\briver crossings?\b/i },
  // "the Mara during the migration": the Great Migration, where it happens.
  {
    name: "Great Migration",
    said: /\bthe migration\b/i,
    where: /\b(?:mara|masai|maasai|serengeti|kenya|tanzania|ngorongoro)\b/i,
    not: /\b(?:great|wildebeest) migration\b/i,
  },
  // Things to do that a trip is for.
  {
    said: /\bsky ?div(?:e|ing)\b|\bbung(?:ee|y)(?: jump(?:ing)?)?\b|\bparaglid(?:e|ing)\b|\bparasailing\b|\bhang[- ]gliding\b|\bzip[- ]?lin(?:e|es|ing)\b|\bcanyon(?:ing|eering)\b|\bwhite[- ]?water rafting\b|\bsand ?boarding\b|\bdune bashing\b|\bquad biking\b|\bcamel (?:rides?|treks?|safaris?)\b|\bhorse(?:back)? riding\b|\bhusk(?:y|ies)(?: sledding| sledging| safari| rides?)?\b|\bdog ?sled(?:ding|ge|ging)?\b|\bsnowmobil(?:e|ing)\b|\breindeer(?: sleigh| sled(?:ge)?| rides?| farm)?\b|\bice fishing\b|\bice hotel\b|\bglacier (?:hike|hiking|walk|trek)\b|\bice caves?\b|\bvolcano (?:hike|trek|tour)\b|\bhelicopter (?:rides?|flights?|tours?)\b|\bscenic flights?\b|\beverest (?:mountain |scenic )?flights?\b/i,
  },
  {
    said: /\b(?:nile|danube|rhine|douro|mekong|amazon|yangtze|li river|irrawaddy|zambezi|chobe|seine|canal|bosphorus|fjord|dinner|ha ?long bay|halong) (?:river )?cruise\b|\bwhale watching\b|\bdolphin watching\b|\bbird ?watching\b|\bbirding\b|\bisland hopping\b|\bfull moon party\b|\bsunset cruise\b|\bnight safari\b|\bgondola rides?\b|\bcable car\b|\btuk[- ]?tuk (?:rides?|tours?)\b|\bclassic car (?:rides?|tours?)\b|\bhouseboat\b|\btea ceremony\b|\bgeishas?(?: spotting| district)?\b|\bsumo(?: wrestling| tournament| match| practice)?\b|\btango (?:shows?|lessons?|class)\b|\bflamenco(?: shows?)?\b|\bfado\b|\bcooking class(?:es)?\b|\bfood tours?\b/i,
  },
  // Theme parks by their everyday names ("disney", "universal").
  { said: /\bdisney(?:land| world|sea)?\b|\buniversal studios\b|\blegoland\b/i },
  // Festivals and events, as the guides name them.
  { name: "Oktoberfest", said: /\boktoberfest\b|\bwiesn\b/i },
  { name: "Mardi Gras", said: /\bmardi gras\b/i },
  {
    name: "Carnival",
    said: /\bcarn[ai]val\b(?! cruise)/i,
    not: /\bCarnival (?:Cruise|Line)|\bnotting hill carnival\b/i,
  },
  { name: "Notting Hill Carnival", said: /\bnotting hill carnival\b/i },
  { name: "Holi", said: /\bholi\b/i },
  { name: "Diwali", said: /\bdiwali\b|\bdeepavali\b/i },
  { name: "Songkran", said: /\bsongkran\b/i },
  { name: "Loy Krathong", said: /\bloy krathong\b/i },
  { name: "Yi Peng lantern festival", said: /\byi peng\b/i },
  { name: "lantern festival", said: /\blantern festival\b/i, not: /\byi peng\b/i },
  { name: "Chinese New Year", said: /\b(?:chinese|lunar) new year\b/i },
  { name: "Day of the Dead", said: /\bday of the dead\b|\bd[ií]a de (?:los )?muertos\b/i },
  { name: "Running of the Bulls", said: /\brunning of the bulls\b|\bsan ferm[ií]n\b/i },
  { name: "La Tomatina", said: /\btomatina\b/i },
  { name: "Las Fallas", said: /\bfallas\b/i },
  { name: "Edinburgh Fringe", said: /\bfringe(?: festival)?\b/i, where: /\bedinburgh\b/i },
  { name: "King's Day", said: /\bking'?s day\b|\bkoningsdag\b/i },
  { name: "St Patrick's Day", said: /\b(?:st\.? )?patrick'?s day\b|\bpaddy'?s day\b/i },
  { name: "Inti Raymi", said: /\binti raymi\b/i },
  { name: "Sapporo Snow Festival", said: /\bsnow festival\b/i, where: /\bsapporo|hokkaido\b/i },
  { name: "Harbin Ice Festival", said: /\bice (?:and snow )?festival\b/i, where: /\bharbin\b/i },
  { name: "Grand Prix", said: /\bgrand prix\b|\bf1\b|\bformula (?:1|one)\b/i },
  // The parades a carnival is watched for, and the light-ups of a season.
  {
    name: "Sambadrome parade",
    said: /\bsamb[oó]dromo?\b|\bsambadrome\b|\bsamba (?:school )?parades?\b|\bsamba schools?\b/i,
  },
  { name: "Shirakawa-go light-up", said: /\blight[- ]?ups?\b|\blit up\b/i, where: /\bshirakawa[- ]?go\b/i },
  // The great fixtures of sport, as the fans name them.
  { name: "Boxing Day Test", said: /\bboxing day test\b/i },
  { name: "Melbourne Cup", said: /\bmelbourne cup\b/i },
  {
    name: "Wimbledon",
    said: /\bwimbledon (?:tennis|championships?|tickets?|final)\b|\bthe championships,? wimbledon\b/i,
  },
  { name: "Australian Open", said: /\baustralian open\b|\bthe ao\b(?= tennis)/i },
  { name: "Super Bowl", said: /\bsuper ?bowl\b/i },
  { name: "Kentucky Derby", said: /\bkentucky derby\b/i },
  { name: "Six Nations", said: /\bsix nations\b|\b6 nations\b/i },
  { name: "El Clásico", said: /\bel cl[aá]sico\b/i },
  { name: "Tour de France", said: /\btour de france\b/i },
  // Famous sights named by their numbers, in digits or words.
  { name: "Route 66", said: /\broute (?:66|sixty[- ]six)\b/i },
  { name: "Tram 28", said: /\btram (?:28|twenty[- ]eight)\b/i, where: /\blisbo[an]\b/i },
  { name: "Pier 39", said: /\bpier (?:39|thirty[- ]nine)\b/i, where: /\bsan francisco|\bsf\b/i },
  // Famous sights by their nicknames, where the message is about their place.
  {
    name: "Great Barrier Reef",
    said: /\b(?:the |outer )?reef\b/i,
    where:
      /\b(?:cairns|port douglas|whitsundays?|airlie|townsville|mission beach|queensland|fitzroy island|green island)\b/i,
  },
  {
    name: "Great Blue Hole",
    said: /\b(?:great )?blue hole\b/i,
    where: /\b(?:belize|caye caulker|ambergris|san pedro|lighthouse reef)\b/i,
  },
  // The architect whose buildings a trip to Barcelona is for ("Gaudí stuff", "ci interessano Gaudí").
  {
    name: "Gaudí",
    said: /\bgaud[ií](?![\p{L}])/iu,
    where: /\bbarcel?lon[ae]?|\bbarcellona\b|\bcatalo?nia\b|\bcatalunya\b/i,
  },
  { name: "Victoria Falls", said: /\bvic(?:toria)? falls\b|\bmosi[- ]oa[- ]tunya\b/i },
  { name: "Niagara Falls", said: /\bthe falls\b/i, where: /\bniagara\b/i },
  { name: "Ilulissat Icefjord", said: /\b(?:the )?ice ?fjord\b/i, where: /\b(?:ilulissat|disko bay|greenland)\b/i },
  { name: "To Sua Ocean Trench", said: /\bto[- ]?sua\b(?:(?: ocean)? trench)?/i },
  // The baths of the towns known for them: "Budapest baths weekend", "the sulphur baths" of
  // Tbilisi (Bath's own are the Roman Baths, in the day-trip table).
  {
    name: "thermal baths",
    said: /\b(?:the |sulphur |sulfur |spa )?baths\b/i,
    where: /\b(?:budapest|tbilisi|baden[- ]baden|karlovy vary|bursa)\b/i,
    not: /\b(?:roman|turkish|thermal|geothermal|bath) baths\b|\bbaths? (?:and|&) (?:toilets?|showers?)\b|\bbathrooms?\b/i,
  },
];
