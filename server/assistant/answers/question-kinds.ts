import type { DateTime } from "luxon";
import type { TItineraryDay, TTripMessage } from "../../../common/api/trips";
import type { TPlace } from "../../../common/travel/schemas";
import type { Plan } from "../plan";
import type { Toolbox } from "../tools";
import type { GeneralTopic } from "./general";

// The kinds of question Lotus answers, and the words that ask each one (answer-question.ts tries
// them in order and reads the rest of the question in asked.ts).

export type AnswerKind =
  | "weather"
  | "eat"
  | "route"
  | "hours"
  | "worth"
  | "nearby"
  | "day"
  | "when"
  | "cost"
  | "packing"
  | "compare"
  | "glossary"
  | "time"
  | "transit"
  | "jetlag"
  | "kids"
  | "walking"
  | "possible"
  | "practical"
  | GeneralTopic;

export type Answer = { kind: AnswerKind; text: string; places?: TPlace[] };

export type Question = {
  message: string;
  plan: Plan;
  itinerary: TItineraryDay[];
  now: DateTime;
  tools: Toolbox;
  /** The conversation so far (this message not in it), for a question that leans on the one before. */
  history?: readonly TTripMessage[];
};

export const monthTown = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
export const monthName =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;

// What is asked, by its words, in the order they are tried: the more particular first ("the
// best time" before the weather, packing before the weather it depends on).
export const asks: [AnswerKind, RegExp][] = [
  // ("insurance for a Schengen visa" is about the insurance.)
  ["insurance", /\b(?:travel insurance|insurance|insured|insurer|health cover)\b/],
  [
    "language",
    /\b(?:what|which) languages?\b|\blanguages? (?:do they|do people|is|are) (?:speak|spoken)\b|\bdo (?:they|people|locals|most people) speak (?:english|\w+)\b|\b(?:is|how much|how widely) english (?:spoken|widely spoken)\b|\bspeak (?:the )?local language\b|\bget (?:by|around) (?:with|in|speaking) (?:only |just )?english\b|\b(?:only|just) (?:speak )?english\b|\benglish (?:enough|ok|okay|fine)\b|\b(?:need to|have to|should (?:i|we)|do (?:i|we) need to) (?:speak|learn|know) (?:any |some |a bit of |the )?(?:language|english|french|spanish|portuguese|italian|german|dutch|greek|turkish|arabic|japanese|chinese|mandarin|cantonese|korean|thai|vietnamese|russian|polish|czech|hungarian|croatian|swahili|hindi|indonesian|malay|hebrew|icelandic|swedish|norwegian|danish|finnish)\b/,
  ],
  [
    "emergency",
    /\bemergency (?:number|numbers|phone|line|services?)\b|\bwhat (?:number|phone number) (?:do|should) (?:i|we|you) (?:call|dial)\b|\b(?:call|dial|number for) (?:the |an )?(?:police|ambulance)\b/,
  ],
  [
    "access",
    // ("I read there's a lift", "is there an elevator up to it?": a way up for who can't climb;
    // not a ski lift or a lift to the airport.)
    /\b(?:wheelchair|wheel chair|accessible|accessibility|step[- ]free|mobility|disabled access|disability|walker|stroller|pram|buggy)\b(?!.*\b(?:hotel|room|stay)\b)|\b(?:is there|there'?s|there is|has it got|does it have|have they got) an? (?:lift|elevator|ramp)\b(?! (?:pass|ticket|from|to the (?:airport|station)))|\b(?:lift|elevator|ramp) (?:up to|to the top)\b/,
  ],
  [
    "crowds",
    // (Not how full the plan is: "is day 5 overloaded?", "is the itinerary too packed?".)
    /\b(?:crowded|crowds|overcrowded|touristy|packed with tourists|how busy (?:is|are|will|does|do|gets?) (?!(?:the |our |my |it )?(?:itinerary|plan|schedule|days?|trip)\b))\b(?!.*\bday \d)/,
  ],
  [
    "guides",
    /\b(?:need|hire|get|book|take|worth|use)\b.*\b(?:a |an )?(?:local |tour |private |licensed |official )?guides?\b|\bwithout a guide\b|\bguided tours?\b.*\b(?:need|worth|necessary)\b/,
  ],
  [
    "vehicle",
    /\b(?:4x4|4 x 4|4wd|awd|four wheel drive|4 wheel drive|high clearance|suv)\b|\b(?:normal|regular|small|ordinary) car\b.*\b(?:ok|fine|enough|manage|roads?)\b|\bgravel roads?\b/,
  ],
  ["air", /\b(?:smoke|smoky|haze|hazy|smog|air quality|air pollution|pollution|aqi|pm2 ?5|burning season)\b/],
  [
    "visa",
    // (An "ETA" alone is mostly the time of arrival: only with a country's letters or asked "for" a place.)
    /\b(?:visas?|e ?visas?|entry requirements?|passports?|border|id cards?|travel documents?|esta|etias|nzeta|k ?eta|eta il|evisitor|electronic travel authori[sz]ations?|travel authori[sz]ations?|visa waiver)\b|\b(?:an|the|need|apply for|get) (?:uk |us |canadian |canada |australian |australia |sri lanka |kenya |kenyan )?e?tas?\b(?! (?:for|of) (?:the|our|my) (?:flight|train|bus|taxi|arrival|pizza|food|delivery))/,
  ],
  ["aurora", /\b(?:northern lights|southern lights|aurora(?: borealis| australis)?)\b/],
  ["season", /\b(?:wet|rainy|dry|monsoon|hurricane|typhoon|cyclone) seasons?\b|\bmonsoon\b/],
  // ("grab lunch", "grab a coffee": a meal picked up, not the ride-hailing app.)
  [
    "rides",
    /\b(?:uber|lyft|bolt|grab(?! (?:a |an |some |quick |a quick )?(?:bite|lunch|dinner|breakfast|brunch|coffee|coffees|drinks?|beers?|food|snacks?|meal|something|dessert|gelato|pastry|pastries)\b)|careem|didi|ola|ride[- ]?hailing|ride[- ]?share|rideshare)\b/,
  ],
  [
    "connectivity",
    /\b(?:e ?sims?|sim cards?|sims?|pocket wi ?fi|portable wi ?fi|mobile data|data plan|data roaming|roaming|phone plan|cell (?:plan|service)|internet on my phone|stay connected)\b/,
  ],
  [
    "dress",
    /\bdress (?:code|codes|rules?)\b|\b(?:wear|wearing|shorts|sleeveless|miniskirts?|bare shoulders|dressed)\b.*\b(?:temples?|mosques?|churches|church|cathedrals?|shrines?|religious|holy|sacred|vatican|basilica|pagodas?|monaster(?:y|ies))\b|\b(?:temples?|mosques?|churches|church|cathedrals?|shrines?|vatican|basilica)\b.*\b(?:wear|dress|cover|covered|shorts|shoulders|knees|headscarf|scarf)\b|\b(?:headscarf|head scarf|cover (?:my|her|his|our|your) (?:hair|head|shoulders|knees))\b/,
  ],
  [
    "events",
    /\b(?:fireworks?|new year'?s eve|nye|hogmanay|festivals?|parades?|carnival|concerts?|live music|events?)\b(?!.*\bday \d)/,
  ],
  [
    "passes",
    /\b(?:interrail|eurail|jr pass|japan rail pass|rail ?pass(?:es)?|train pass(?:es)?|swiss (?:travel )?pass|bahncard|travel pass|transit pass|metro pass|city pass|tourist pass)\b/,
  ],
  [
    "health",
    /\b(?:vaccines?|vaccinations?|vaccinated|jabs?|immuni[sz]ations?|inoculations?|boosters?|malaria|yellow fever|rabies|typhoid|cholera|hepatitis|dengue|zika|altitude|elevation|acclimati[sz]e|acclimati[sz]ation|soroche|shots?|medical|medicine)\b/,
  ],
  [
    "water",
    /\b(?:tap water|drinking water|drink(?:ing)? (?:the )?(?:tap )?water|water (?:safe|ok|okay|drinkable)|bottled water|filtered water)\b/,
  ],
  [
    "safety",
    /\b(?:safe|safety|dangerous|danger|crime|scams?|pickpockets?|sketchy|dodgy|unsafe)\b|\b(?:areas?|neighbou?rhoods?|parts?|streets?|districts?|places?) (?:\w+ ){0,3}avoid\b|\bavoid (?:\w+ ){0,3}(?:at night|after dark)\b/,
  ],
  [
    "currency",
    // ("can I use my US bank card in Cuba?", "will our cards work?": paying by card is a question of money.)
    /\b(?:currency|exchange rate|cash|atms?|cards? accepted|(?:pay|paying) (?:by|with|in) (?:card|cash)|(?:credit|debit|bank|visa|travel) cards?|mastercard|amex|contactless|(?:use|using) (?:my|our|a|your) (?:\w+ )?(?:card|cards)|cards? (?:work|be accepted|get accepted)|local money|usd|eur|gbp|euros?|dollars?|yen|pounds?|dirhams?|pesos?|rupees?|baht|yuan|lira|francs?|kron[aeo]r?|rand|dinars?|shillings?|naira|cedis?|reais)\b(?! so far)/,
  ],
  [
    "time",
    /\btime (?:difference|zones?|gap|change)\b|\btimezones?\b|\bhours? (?:ahead|behind)\b|\bwhat time is it (?:in|there|back)\b/,
  ],
  [
    "tipping",
    /\b(?:tip|tipping|tipped|gratuity|gratuities)\b|\btips? (?:in|for|at|the|a|waiters?|taxis?|drivers?|guides?)\b|\bhow much (?:to|should (?:i|we)|do (?:you|i|we|people)) tip\b/,
  ],
  [
    "plugs",
    /\b(?:plugs?|adapters?|adaptors?|sockets?|voltage|power outlets?|outlets?|converter|hair ?dryer|chargers?)\b/,
  ],
  [
    "best_time",
    /\bbest (?:time|month|months|season|weather)\b|\bwhen (?:is it best|should (?:we|i) (?:go|visit))\b|\bwhat month\b/,
  ],
  // ("can we bring the kids to the onsen?" brings people, not luggage.)
  [
    "packing",
    /\b(?:pack|packing|bring(?! (?:the |our |my |a |young |small )?(?:kids|children|baby|babies|toddlers?|sons?|daughters?|dog|parents|mum|mom|dad|mother|father|friends?|sister|brother|wife|husband|partner|girlfriend|boyfriend|gf|bf|fiance|fiancee|cousins?|aunt|uncle|niece|nephew|grandma|grandpa|grandparents|in laws|mate|mates|colleagues?|family|someone|a friend|the family)\b)|take with|wear|clothes|clothing|luggage|suitcase|what shoes|jackets?|coats?|raincoats?|sweaters?|jumpers?|hoodies?|fleeces?|thermals?|boots|sandals|gloves|shorts)\b/,
  ],
  [
    "weather",
    // ("hot air balloon", "hot springs", "cold brew": things called hot or cold, not the weather.)
    /\b(?:weather|forecast|rain|raining|rainy|temperature|temperatures|temps?|degrees|sunny|snow|snowing|umbrella|hot(?![ -](?:air|springs?|pot|pots|dogs?|tubs?|chocolate|sauce|spots?|baths?|yoga|stone|stones)\b)|cold(?![ -](?:brew|cuts|drinks?|noodles|soba)\b)|warm|humid|chilly|freezing|climate|windy)\b/,
  ],
  [
    "cost",
    /\b(?:cost|costs|costing|spent|spend|spending|total|how much(?! (?:time|longer))|price|prices|budget|expensive|afford)\b/,
  ],
  [
    "eat",
    /\b(?:eat|eating|food|foodie|dinner|lunch|breakfast|brunch|restaurant|restaurants|cafe|cafes|coffee|bite|meal|meals|supper|vegan|vegetarian|halal|kosher|gluten|tapas|sushi|pizza|seafood|bakery|pastries|pasteis|dessert|street food|ceviche|cevicheria|paella|tacos?|pho|ramen|dumplings?|dim sum|curry|kebabs?|burgers?|steak|gelato|croissants?|noodles|bbq|barbecue|oysters?(?! cards?)|fish and chips)\b/,
  ],
  [
    "route",
    /\bfrom \w+(?: \w+){0,5} to\b|\bhow long (?:is it )?to (?!spend\b|stay\b|visit\b|see\b|do\b)\w+(?: \w+)? from\b|\bhow far\b|\bget (?:to|from|there|back)\b|\bgetting (?:to|from|there|around)\b|\bhow long (?:does it take |is it |will it take )?(?:to get|from|to walk|to drive|by)\b|\bwalk(?:ing)? (?:to|from)\b|\bwalkable\b|\bdistance\b|\btaxi\b|\buber\b|\bmetro\b|\bcommute\b|\btravel time\b|\btoo far\b|\bday trip (?:to|from)\b.*\b(?:doable|possible|feasible|realistic|far|worth|long)\b/,
  ],
  [
    "transit",
    /\b(?:subway|metro|underground(?! tours?| ruins| city| level| chambers?)|tube|public transport|public transit|transit|trams?|buses|bus pass|metro card|travel card|transit card|rail pass|oyster|t-?money|suica|pasmo|octopus card|opal card|myki|navigo)\b/,
  ],
  // ("visiting time for non-muslims?", "what time can we get in?": the hours asked another way.)
  [
    "hours",
    /\b(?:open|opens|opening|hours|close|closes|closing|closed|what time does|visiting (?:times?|hours)|visitor hours|what time can (?:we|i|you|visitors|tourists) (?:go in|get in|enter|visit))\b/,
  ],
  [
    "booking",
    /\b(?:book|booking|booked|reserve|reservation|reservations|tickets?|in advance|ahead|queue|line|sell out|sold out)\b/,
  ],
  [
    "worth",
    /\b(?:worth|should (?:we|i) (?:go|visit|see|bother|do)|must see|how long (?:should|do|to|would)|how much time|enough time|half (?:a )?day|full day|skip|any good|is it good|recommend)\b/,
  ],
  ["nearby", /\bwhat else\b|\b(?:to do|to see|things) (?:near|around|close to)\b|\bnear(?:by)? .*\b(?:to do|to see)\b/],
  [
    "when",
    // (Either order: "so we check out which day?", "our flight home is what time?".)
    /\b(?:when|what time|what day|which day|what date|which date)\b.*\b(?:flight|fly|flying|check ?in|check ?out|train|bus|leave|leaving|depart|departing|go home|head home|arrive|land|day trip)\b|\b(?:flight|fly|flying|check ?in|check ?out|leave|leaving|depart|departing|go home|head home|arrive|land)\b(?: \w+){0,3} (?:when|what time|what day|which day|what date|which date)(?: ?[?!.]+)?$/,
  ],
  ["day", /\b(?:schedule|agenda|itinerary|plan|planned|doing|on)\b/],
];
