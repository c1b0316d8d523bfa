import { editDistance } from "../../travel/geo/edit-distance";
import { isForeignQuestion } from "./foreign";
import { lead, whStart } from "./opening";
import { signsOffOrLongs } from "./sign-offs";
import { clip, plain, wordsOf } from "./text";

// What a message is, before anything is read into the plan: a question about the trip (answered
// from data, the plan left alone), small talk (a short warm reply), or anything else: a new plan
// or a change to this one, which the engine handles. A change outranks a question in the same
// message ("thanks! can you make it 5 days? and what's the weather?"), since only the engine can
// do it; a question outranks a stated fact ("we're vegan, where can we eat near the castle?").
//
// Every pattern below runs on plain() text (lower case, one space between words, shorthand spelled
// out), is anchored or made of alternatives of fixed words, and so runs in time linear in the
// message; the message is read to its first 1,500 characters only.

export type Intent = "question" | "chitchat" | "other";

// "possible": a question about a possibility, or advice on a change (asksPossibility).
// "advice": a question about getting by on the trip ("can I use my US card in Cuba?", "how's best to
// get from Bangkok to Chiang Mai?"), answered with the trip left alone though it names a place or a way.
type ClauseKind = "change" | "plan" | "question" | "possible" | "advice" | "fact" | "chat" | "none";

const auxStart =
  /^(?:is|are|was|were|am|do|does|did|can|could|should|would|will|shall|might|must|has|have|had|any|anything|anywhere|anyone|anybody|may (?!\d))\b/;
const infoRequest =
  /^(?:tell me|show me|remind me|let me know|give me|list|i wonder|i was wondering|wondering|do you know|any idea|i want to know|i would like to know|i need to know|we want to know|need to know|curious|explain|describe|check|look up|find out|what is|is there|are there|recommend|suggest|(?:the )?(?:cheapest|best|quietest|warmest|driest|worst) (?:month|time|season|week) (?:to|for)|help me (?:find|choose|pick) (?:a |somewhere |some )?(?:restaurant|place to eat|spot|cafe|bar|dinner|lunch|breakfast))\b/;

// Verbs that change a plan, when asked for ("can we swap...", "let's swap..."), and those that
// do so as a command ("switch days 4 and 6"). "book" is not one: "should we book ahead?" asks.
const editVerb =
  "make|change|extend|shorten|lengthen|cut|reduce|add|include|remove|delete|drop|skip|cancel|swap|switch|move|shift|reorder|rearrange|replace|reschedule|push|postpone|bring|redo|rework|replan|plan|update|upgrade|downgrade|put|throw|squeeze|fit|take out|get rid|lose|trim|stretch|split|combine|merge|start|leave|stay|try|do|go|visit|see|spend|have|use|pick|choose|fly|travel|return|come back";
const imperative =
  /^(?:make|change|extend|shorten|lengthen|cut|reduce|add|include|remove|delete|drop|skip|cancel|swap|switch|move|shift|reorder|rearrange|replace|reschedule|push|postpone|redo|rework|replan|plan|update|upgrade|downgrade|put|throw in|squeeze in|fit in|take out|get rid|trim|stretch|split|combine|merge|go|visit|spend|use|pick|choose|fly|start|leave|stay|find|keep|give us|swap|turn (?:day|the|it|this|that|our|my)|clear|free up|empty|flip|reverse|(?:chuck|pop|stick|bung|slot|whack|throw|squeeze|fit|work) (?!it is\b)[a-z' -]{2,50}? (?:in|into|onto|on) (?:on )?(?:day \d+|the \w+ day|the \w+ (?:morning|afternoon|evening)))\b/;
const modalChange = new RegExp(
  `^(?:(?:can|could|would|will|should|shall|may) (?:you|we|i|us)|is it possible to|would it be possible to|is there a way to|i would like to|we would like to|i would rather|we would rather|i want to|we want to|i wanna|we wanna|i need to|we need to|i would prefer to|we would prefer to|let us|lets|i prefer to|we prefer to|maybe|perhaps|why not|why do not we|what if we|what if i|how about we|i think we should|we should|i think i should|i should|we could|it would be nice to)(?: please)?(?: just)?(?: also)?(?: maybe)? (?:${editVerb})\\b`,
);
// Things asked about rather than changed: "what about the weather on day 3?" is a question.
const topic =
  /\b(?:weather|forecast|rain|raining|rainy|temperature|temperatures|temps?|degrees|sunny|snow|pack|packing|bring|wear|open|opens|opening|hours|close|closes|closing|cost|costs|costing|price|prices|spent|spend so far|how much|dinner|lunch|breakfast|brunch|restaurant|restaurants|eat|eating|food|cafe|coffee|vegan|vegetarian|halal|kosher|gluten|visa|visas|passport|safe|safety|dangerous|currency|tipping|tip|plug|how far|distance|walk|walking|taxi|metro|worth|ticket|tickets|day \d+|day one|day two|day three|day four|day five|day six|day seven|today|tomorrow|tonight|schedule|agenda|best time|best months?|best season|when to (?:go|visit)|climate|queue|line|book ahead|in advance|reservation|reserve|get there|get to|get from|how long does it take|how long is the (?:drive|train|flight|ride|ferry|bus|walk|trip from)|drive time|driving time|day trip|doable|feasible|realistic|jet ?lag|uber|lyft|bolt|grab|careem|rideshare|ride hailing|cash|card|cards|atm|which is better|which (?:one )?(?:is|would be|should (?:i|we)) (?:better|best|nicer|cheaper|easier|first)|(?:better|best) for|what is (?:better|best)|how (?:bad|hard|tough|difficult|easy|cold|hot|busy|crowded|expensive|safe|dangerous)|altitude|elevation|acclimati[sz]\w*|soroche|e ?sims?|sim cards?|sim|pocket wi ?fi|wi ?fi|mobile data|data plan|roaming|dress code|dress|headscarf|scarf|cover up|shoulders|knees|adapters?|adaptors?|plugs?|sockets?|voltage|tap water|drinking water|interrail|eurail|jr pass|rail pass|train pass|travel pass|northern lights|aurora|areas to avoid|avoid at night|after dark|at night|crime|scams?|vaccin\w*|insurance|without (?:a |an )?(?:tour|guide|booking|reservation|car)|on (?:my|our|your) own|independently|(?:cheapest|best|quietest|warmest|driest|wettest|busiest|worst) (?:month|time|season|week|day)s? (?:to|for|of)|(?:best|quickest|fastest|cheapest|easiest|simplest) (?:way|route|option) (?:to get |to go |to travel )?(?:to|from|between|into))\b/;
// A question about a length is no request for one: "is 3 days enough for Rome?".
const lengthQuestion =
  /\b(?:enough|too (?:long|short|much|little|many|few)|how many (?:days|nights)|how long (?:should|do|would|to)|worth|need)\b/;
const duration =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|couple of|few) ?(?:days?|nights?|weeks?|wks?|fortnight)\b|\b\d+ ?(?:d|n)\b|\bweekend (?:in|at|away)\b|\b\d+d\d+n\b/;
const month =
  "jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december";
/** A calendar day named ("14 April", "Feb 25th", "the 3rd of May", "2027-04-14"), on plain() text. */
export const calendarDay = new RegExp(
  `\\b(?:${month}) \\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${month})\\b|\\b\\d{4} \\d{1,2} \\d{1,2}\\b`,
);
const dateCue = new RegExp(`\\b(?:${month}) \\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${month})\\b`);
const newPlan =
  /\b(?:plan (?:me|us|a|my|our|the|some)|plan (?:it|this|that) for|itinerary for|trip to|holiday (?:in|to)|vacation (?:in|to)|getaway to|honeymoon in|take me to|i want to (?:go|visit|travel|see)|we want to (?:go|visit|travel|see)|wanna (?:go|do|visit|see)|i would like to (?:go|visit|travel)|we would like to (?:go|visit|travel)|going to|heading to|travelling to|traveling to|flying (?:from|out of|into|to)|fly (?:from|out of|into)|leaving from|from \w+ to \w+ on|round trip)\b/;
const changeWords =
  /\b(?:instead|rather than|(?:cheaper|pricier|fancier|nicer|better|closer|bigger|smaller|quieter|different|another|other) (?:hotel|hotels|stay|room|rooms|place to stay|accommodation|flight|flights|option|airbnb|hostel|restaurant)|(?:more|less|fewer) (?:museums?|beach|beaches|food|nightlife|time|walking|relaxed|packed|days?|nights?|shopping|activities|stuff|things|sightseeing|parks?|markets?|free time|rest|history|art|culture|hiking|nature)|an? (?:extra|additional) (?:day|night|stop|city)|one more (?:day|night|stop|city)|(?:no|without) (?:flights?|flying|car|driving)|by (?:train|bus|car) (?:only|instead)|a day less|one day less|less packed|more relaxed|slower pace|faster pace|take [^.?!]{1,40} out|(?:direct|non ?stop) (?:flights? )?only|only (?:direct|non ?stop)|from now on|going forward|for the rest of the trip|a partir de agora|a partir de ahora|de ahora en adelante|desde ahora|a partir de maintenant|desormais|dorenavant|ab jetzt|von nun an|ab sofort|d ora in poi|da ora in poi|da adesso)\b/;
const fact =
  /^(?:we are|i am|we will be|i will be|we have|i have|there are|there will be|there is|my|our|it is just|just me|me and|it will be|its|it is a|we would be|i would be)\b/;
const recommendFood =
  /^(?:recommend|suggest|help me)\b.*\b(?:restaurant|restaurants|dinner|lunch|breakfast|brunch|cafe|coffee|bar|bars|spot|spots|place to eat|places to eat|food|bakery|eat|something to do|things to do|what to see)\b/;

// Small talk, as whole phrases: a message made only of these (and filler words) is small talk.
const smallTalk = new Set(
  [
    "hi",
    "hey",
    "hello",
    "hiya",
    "howdy",
    "yo",
    "sup",
    "heya",
    "hola",
    "bonjour",
    "ciao",
    "aloha",
    "greetings",
    "good morning",
    "good afternoon",
    "good evening",
    // Greetings and how-are-yous in the languages travellers open with (accents folded by plain()).
    "ca va",
    "comment ca va",
    "salut",
    "que tal",
    "como estas",
    "buenos dias",
    "buenas",
    "buenas tardes",
    "hallo",
    "guten tag",
    "wie gehts",
    "wie geht's",
    "moin",
    "buongiorno",
    "come stai",
    "ola",
    "tudo bem",
    "oi",
    "apa kabar",
    "namaste",
    "konnichiwa",
    "merhaba",
    "salaam",
    "shalom",
    "jambo",
    "kia ora",
    "g'day",
    "gday",
    "good night",
    "morning",
    "evening",
    "night",
    "night night",
    "nighty night",
    "sleep well",
    "sweet dreams",
    "thanks",
    "thank you",
    "thank you so much",
    "thanks so much",
    "thanks a lot",
    "thanks a ton",
    "thanks a million",
    "many thanks",
    "cheers",
    "much appreciated",
    "appreciate it",
    "i appreciate it",
    "appreciated",
    "ta",
    "you are the best",
    "you are the greatest",
    "you rock",
    "you are amazing",
    "you are awesome",
    "you are great",
    "you are a star",
    "you are a legend",
    "you are a lifesaver",
    "legend",
    "lifesaver",
    "awesome",
    "amazing",
    "great",
    "perfect",
    "nice",
    "cool",
    "sweet",
    "brilliant",
    "wonderful",
    "fantastic",
    "lovely",
    "excellent",
    "neat",
    "wow",
    "omg",
    "yay",
    "woohoo",
    "woo",
    "love it",
    "i love it",
    "we love it",
    "love this",
    "i love this",
    "love you",
    "this is great",
    "this is amazing",
    "this is perfect",
    "this is awesome",
    "this is brilliant",
    "this looks great",
    "that is great",
    "that is perfect",
    "that is awesome",
    "that is amazing",
    "looks great",
    "looks good",
    "looks amazing",
    "looks perfect",
    "sounds great",
    "sounds good",
    "sounds perfect",
    "sounds amazing",
    "well done",
    "good job",
    "nice job",
    "great job",
    "nice one",
    "good stuff",
    "very helpful",
    "so helpful",
    "helpful",
    "super helpful",
    "ok",
    "okay",
    "k",
    "kk",
    "okie",
    "okey",
    "alright",
    "all right",
    "got it",
    "gotcha",
    "noted",
    "understood",
    "makes sense",
    "fair enough",
    "no worries",
    "no problem",
    // Thanks and greetings as travellers write them in their own languages.
    "merci",
    "merci beaucoup",
    "gracias",
    "muchas gracias",
    "danke",
    "danke schon",
    "vielen dank",
    "grazie",
    "grazie mille",
    "obrigado",
    "obrigada",
    "arigato",
    "arigatou",
    "domo arigato",
    "xie xie",
    "shukran",
    "asante",
    "asante sana",
    "dank je",
    "dankjewel",
    "tack",
    "takk",
    "kiitos",
    "mahalo",
    "terima kasih",
    "spasibo",
    "hola",
    "bonjour",
    "namaste",
    "that is all",
    "that is all for now",
    "that is it for now",
    "all good",
    "how are you today",
    "what is your name",
    "what's your name",
    "np",
    "lol",
    "haha",
    "hahaha",
    "hahahaha",
    "hah",
    "lmao",
    "rofl",
    "hehe",
    "heh",
    "xd",
    "bye",
    "goodbye",
    "bye bye",
    "see you",
    "see you later",
    "see you soon",
    "later",
    "catch you later",
    "talk later",
    "talk soon",
    "take care",
    "have a good one",
    "have a nice day",
    "have a good day",
    "how are you",
    "how are you doing",
    "how is it going",
    "how you doing",
    "what is up",
    "how is your day",
    // How-are-yous as people go on to write them.
    "how is your day going",
    "how has your day been",
    "how was your day",
    "how are things",
    "how is everything",
    "how have you been",
    "how is life",
    "how are you going",
    "how are you keeping",
    "who are you",
    "what are you",
    "what can you do",
    "what do you do",
    "what can you help with",
    "are you a bot",
    "are you real",
    "are you human",
    "are you ai",
    "are you an ai",
    "cannot wait",
    "can not wait",
    "excited",
    "so excited",
    "exciting",
    "so exciting",
    "good to know",
    "that helps",
    "interesting",
    "hooray",
    "oh my god",
    "nice work",
    "great work",
    "you made my day",
    "funny",
    "so funny",
    "that is funny",
    "that is so funny",
    "that is hilarious",
    "hilarious",
    "too funny",
    "lmfao",
    "love that",
    // Praise in the Englishes travellers write: Scots "braw", Irish "deadly", NZ "sweet as",
    // Singlish "shiok", South African "lekker", British "ace", "mint", "lush", "fab".
    "braw",
    "grand",
    "deadly",
    "sweet as",
    "shiok",
    "lekker",
    "ace",
    "mint",
    "lush",
    "fab",
    "fabulous",
    "superb",
    "splendid",
    "marvellous",
    "marvelous",
    "stunning",
    "gorgeous",
    "beautiful",
    "incredible",
    "spot on",
    "top notch",
    "class",
    "epic",
    "ideal",
    // A first message that only tries Lotus out.
    "test",
    "testing",
    "just testing",
    "test test",
    "is this working",
    "does this work",
    // Checking someone is there: "hello? anyone there?", "is this thing on".
    "is this thing on",
    "anyone there",
    "is anyone there",
    "anybody there",
    "is anybody there",
    "anyone home",
    "are you there",
    "you there",
    "still there",
    "are you still there",
    // Said after asking Lotus something of itself: "are you a bot? be honest".
    "be honest",
    "be honest with me",
    "tell me the truth",
    "for real",
    // Tagalog how-are-yous ("uy hello po! musta?").
    "kumusta",
    "kamusta",
    "musta",
  ].map((p) => p.split(" ")),
);
const filler = new Set([
  "and",
  // Terms of respect after a greeting: "salaam ji", "hello sir", "thanks boss".
  "ji",
  "sir",
  "madam",
  "maam",
  "boss",
  "bro",
  "sis",
  // "that's super useful": the words around the praise.
  "that is",
  "it is",
  "this is",
  // The Nigerian and Ghanaian particle of emphasis: "good morning o"; Singlish and Malaysian
  // "lah", "leh", "lor"; Canadian "eh"; Scots "aye".
  "o",
  "lah",
  "leh",
  "lor",
  "eh",
  "aye",
  "so",
  "very",
  "really",
  "so much",
  "again",
  "lotus",
  "there",
  "mate",
  "buddy",
  "friend",
  "guys",
  "man",
  "dude",
  "all",
  "too",
  "much",
  "oh",
  "ah",
  "well",
  "just",
  "then",
  "for now",
  "for that",
  "for the help",
  "for your help",
  "for helping",
  "for everything",
  "for this",
  "for all",
  "for all the help",
  "for all your help",
  "for the tips",
  "for the plan",
  "for planning",
  "a lot",
  "a bunch",
  // Chat shorthand: "thank u sm" (so much).
  "sm",
  "you",
  "that",
  "this",
  "it",
  "indeed",
  "totally",
  "super",
  "pretty",
  "truly",
  "the",
  "best",
  "we are",
  "i am",
  "this trip",
  "the trip",
  "the plan",
  "this plan",
  "what a",
  "such a",
  // "that looks lovely", "sounds ace", "it all seems grand": the impression, not a request.
  "looks",
  "look",
  "sounds",
  "seems",
  "looking",
  "sounding",
]);
const fillerPhrases = [...filler].map((p) => p.split(" "));

// Words that soften without adding ("what can you actually do", "thanks tho"): read past in small talk.
// ("thanks anyway", "uy hello po": "anyway", and Tagalog's "uy" and polite "po", add nothing either.)
const softeners = new Set([
  "actually",
  "even",
  "honestly",
  "literally",
  "exactly",
  "tho",
  "though",
  "like",
  "anyway",
  "anyways",
  "uy",
  "po",
  // "ur a lifesaver fr": "for real", as chat shorthand.
  "fr",
  "frfr",
  "tbh",
]);

// Every word small talk and its filler are made of, for reading a word drawn out ("hiiii").
const talkWords = new Set([...smallTalk, ...fillerPhrases].flat());

/**
 * A word drawn out for warmth ("hiiii", "heyyy", "hellooo", "goood morning", "thanksss") read as
 * the word itself, when that is a word of small talk; any other word stays as written.
 */
function undrawn(w: string): string {
  if (talkWords.has(w)) return w;
  // ("hows your day goin": a dropped g, as people type it, is the word too.)
  for (const c of [
    w.replace(/(.)\1{2,}/g, "$1$1"),
    w.replace(/(.)\1{2,}/g, "$1"),
    w.replace(/(.)\1+$/, "$1"),
    /in$/.test(w) ? `${w}g` : w,
  ])
    if (talkWords.has(c)) return c;
  return w;
}

/** Whether the words are nothing but small talk: greetings, thanks, praise, laughter, goodbyes. */
function isSmallTalk(said: string[]): boolean {
  // ("ur a lifesaver", "your the best": plain() reads "ur" as "your", which before praise is "you are".)
  const words = said
    .flatMap((w, k) =>
      w === "your" && said[k - 1] !== "for" && praiseAfterYour.test(said[k + 1] ?? "") ? ["you", "are"] : [w],
    )
    .map(undrawn)
    .filter((w) => !softeners.has(w));
  if (!words.length || said.length > 14) return false;
  let i = 0;
  let talked = false;
  outer: while (i < words.length) {
    // The longest phrase that starts here (small talk before filler, so "thank you" is thanks).
    for (const [set, isTalk] of [
      [smallTalk, true],
      [fillerPhrases, false],
    ] as const) {
      let best = 0;
      for (const phrase of set)
        if (phrase.length > best && phrase.every((w, k) => words[i + k] === w)) best = phrase.length;
      if (best) {
        i += best;
        talked ||= isTalk;
        continue outer;
      }
    }
    return false;
  }
  return talked;
}

const praiseAfterYour =
  /^(?:a|an|the|so|such|really|very|too|amazing|awesome|great|brilliant|incredible|wonderful|fab|legend|lifesaver|star|best)$/;

// The first word, misspelt by one letter ("wehn", "whcih", "shuld"), read as the word meant; real
// words a letter away ("here", "were", "then") are left alone.
const questionWords = ["what", "where", "when", "which", "should", "could", "would"];
const realWords = new Set([
  "here",
  "there",
  "were",
  "then",
  "them",
  "they",
  "whet",
  "wear",
  "hen",
  "wen",
  "cold",
  "word",
  // ("that was fast lol", "chat later", "world cup": real words, not "what", "would".)
  "that",
  "chat",
  "world",
  "wheat",
]);
function fixFirstWord(text: string): string {
  const space = text.indexOf(" ");
  const first = space < 0 ? text : text.slice(0, space);
  if (first.length < 4 || questionWords.includes(first) || realWords.has(first)) return text;
  const meant = questionWords.find((q) => editDistance(first, q, 1) <= 1);
  return meant ? meant + text.slice(first.length) : text;
}

// "good morning from Nairobi": a greeting with where it comes from is still only a greeting.
const greetings = [
  "hi",
  "hey",
  "hello",
  "hiya",
  "howdy",
  "greetings",
  "good morning",
  "good afternoon",
  "good evening",
  "morning",
  "hola",
  "bonjour",
  "jambo",
].map((g) => g.split(" "));
function greetingFrom(words: string[]): boolean {
  const g = greetings.find((p) => p.every((w, k) => words[k] === w));
  if (!g) return false;
  const rest = words.slice(g.length);
  const from =
    rest[0] === "from" ? 1 : rest[0] === "all" && rest[1] === "the" && rest[2] === "way" && rest[3] === "from" ? 4 : 0;
  return from > 0 && rest.length - from >= 1 && rest.length - from <= 3;
}

// "good morning o, how far?", "hey, how body?", "morning! what's good?": a greeting with a
// how-are-you as people say it where they live (West African "how far", "how body", "wetin dey",
// "how now"); "o" is the Nigerian and Ghanaian particle of emphasis.
const howAreYou = [
  "how far",
  "how body",
  "wetin dey",
  "how now",
  "how you dey",
  "what is good",
  "what is up",
  "how be",
].map((p) => p.split(" "));
function greetingHowAreYou(words: string[]): boolean {
  const g = greetings.find((p) => p.every((w, k) => words[k] === w));
  if (!g) return false;
  const said = words
    .slice(g.length)
    .filter((w) => !["o", "oh", "ooo", "oo", "there", "lotus", "my", "friend", "bro", "sis", "today"].includes(w));
  // ("good morning from Nairobi, how are you today?": where the greeting comes from, then the how.)
  const from = said[0] === "from" ? [1, 2, 3].map((n) => said.slice(1 + n)) : [];
  return (
    [said, ...from].some((rest) =>
      howAreYou.some((p) => p.length === rest.length && p.every((w, k) => rest[k] === w)),
    ) || from.some((rest) => rest.length > 0 && isSmallTalk(rest))
  );
}

// "ok cool, I'll show this to my husband tonight", "will run it past the group and get back to
// you", "let me think about it": what the traveller will do with the plan, nothing asked of it.
const sharesPlan =
  /^(?:i will|i ll|we will|we ll|i am going to|we are going to|gonna|going to|let me|lemme|will|i must|i need to|i have to|we need to|we have to|need to) (?:\w+ ){0,2}(?:show|share|send|forward|pass (?:it|this|that|the plan)|run (?:it|this|that|the plan) (?:past|by)|think (?:about|it over|on)|sleep on it|mull|chew on|talk|discuss|get back|come back|circle back|go over)(?: (?:it|this|that|these|the plan|the itinerary|the trip|everything|things|about it|it over|this over|on it|over it|through it|with|to|by|past|at it))?\b(?!.*\b(?:change|add|remove|swap|move|cheaper|instead|day \d|easy|easier|slow|slower|fewer|more|less|relax\w*|pace)\b)/;

// "my fiancé is going to cry when he sees this", "mum will love this", "the kids are gonna freak
// out when they see the zoo day": how someone will take the plan, nothing asked or changed.
const takesPlan =
  /^(?:(?:my|our|the) [a-z]+(?: [a-z]+)?|he|she|they|mum|mom|dad) (?:is|are|will|s|re|ll|is going to|are going to|is gonna|are gonna|will be|going to|gonna) (?:so |absolutely |literally |totally )?(?:cry|love (?:this|it|that|the plan|the itinerary)|freak out|lose (?:it|their minds?|his mind|her mind)|scream|be (?:thrilled|so happy|over the moon|stoked|speechless)|flip|die)\b(?:[a-z' ]*\b(?:when|once|if) (?:he|she|they|we) (?:see|sees|hear|hears|read|reads|find out|finds out|look|looks)\b)?(?:[a-z' ]*)$/;

// Lotus asked about itself ("who made you?", "am i chatting with a human"), and good wishes
// ("hope all is well on your end"): small talk, with nothing of a trip in them.
const aboutLotus =
  /^who (?:am i|are we|is this|is that) (?:talking|speaking|chatting|writing)? ?(?:to|with)?\b|^(?:is this|am i (?:talking|speaking|chatting) (?:to|with)) (?:a |an |actually |really )?(?:real|human|person|bot|robot|ai|machine|computer|chat ?bot)\b|^(?:a |an )?(?:bot|robot|chat ?bot|human|real person)$|^(?:tell me|know|got|have you got) (?:a |any |some )?(?:good |funny |travel |bad )*jokes?\b|^(?:make me laugh|say something funny)\b|^(?:who|what) (?:\w+ )?(?:made|built|created|designed|trained|programmed|developed|owns|runs|powers) you\b|^are you (?:a |an |actually |really |even |just )?(?:real|human|person|bot|robot|ai|machine|computer|chat ?bot|chat ?gpt|gpt|program|language model|llm)\b|^(?:what|which) (?:model|ai|llm|language model|company) (?:are|is|powers|made) (?:you|this)\b|^(?:what|who) is your (?:name|creator|maker)\b|^(?:what|which|where) is your (?:all time |absolute )?(?:favou?rite|fave|fav) (?:\w+ )?(?:city|cities|country|countries|place|places|destination|trip|holiday|beach|island|continent|airport|airline|language|season|month|thing)(?: (?:in the world|on earth|ever|of all time|to (?:visit|go|travel)))?$|^do you have a (?:favou?rite|fave|fav) (?:city|country|place|destination|trip|holiday|beach|island|continent)\b(?! (?:in|near|around)\b)|^have you (?:ever )?been (?:anywhere|on holiday|on vacation|travelling|traveling)\b|^do you (?:like|love|enjoy|ever) (?:travel\w*|to travel|your job|holidays|vacations|go on holiday)\b|^(?:do|can) you (?:ever )?(?:sleep|eat|dream|get tired|get bored)\b/;
// "wow you're fast", "you're a lifesaver": Lotus praised.
// ("wow that was fast lol": the speed of the reply praised, with a laugh.)
const compliment =
  /^(?:(?:you are|you re|youre|ur|u r) (?:so |really |very |super |pretty |crazy |insanely |honestly |actually )?(?:fast|quick|speedy|good|clever|smart|helpful|amazing|awesome|great|brilliant|the best|a legend|a star|a lifesaver|a life saver|a genius|on it)(?: at this)?|(?:that|this|it) (?:was|is) (?:so |really |very |super |pretty |crazy |insanely |actually )?(?:fast|quick|speedy|painless|easy|helpful|impressive))(?: (?:lol|haha\w*|lmao|hehe|wow|omg))*$/;
// "tell me a joke about airports, I'm stuck at gate 42 and bored": a joke asked for, with why.
const jokeAsked = /^(?:tell me|know|got|have you got) (?:a |any |some )?(?:good |funny |travel |bad )*jokes?\b/;
// "just saying hi, not planning anything yet, just browsing": here to look, nothing to plan yet.
const browsing =
  /\b(?:(?:i am|i m|we are|we re|im) )?(?:just )?(?:saying (?:hi|hello|hey)|browsing|looking around|having a (?:look|nosey|nose|browse)|poking around|checking (?:this|it|you|things) out|nosing around)\b|\b(?:(?:i am|i m|we are|we re|im) )?not (?:planning|booking|going) (?:anything|anywhere)(?: (?:yet|just yet|right now|for now))?\b/g;
const justBrowsing = (c: string): boolean => {
  const rest = c.replace(browsing, " ");
  return (
    rest !== c &&
    rest
      .replace(/\b(?:just|only|and|yet|for now|right now|thanks|hi|hello|hey|really|at the moment|atm)\b/g, " ")
      .trim() === ""
  );
};
const goodWishes =
  /^(?:i |we )?hope (?:you are|you have|you had|you re|your day|your week|all is|all s|everything is|it is going) (?:doing )?(?:well|good|great|fine|ok|okay|a good|a great|a nice|a lovely|going well|treating you)\b/;

// Lotus teased ("if we don't see the aurora I'm blaming you 😂", "no pressure lol"), or asked to
// do what no one can ("don't let it rain aye?", "order us some sunshine"): a joke, answered as small
// talk, never as the weather or a change.
const teasing =
  /\b(?:(?:i am|im|i will|i ll|we are|we will|we ll) (?:so )?(?:be )?blam(?:e|ing) (?:you|lotus)|(?:it is|it will be|it ll be|that is|that will be|that ll be) (?:all )?your fault|you (?:had|d) better (?:not )?(?:be right|deliver)|no pressure)\b/;
// "my wife says if I eat one more carbonara she's leaving me there", "he reckons if we see one more
// church he'll divorce me": a joke threat reported, nothing asked or changed.
const jokeThreat =
  /\b(?:says|said|reckons|swears|threatens|thinks|warned me|told me) (?:that )?if (?:i|we|he|she|they|you)\b.*\b(?:leav(?:e|ing) (?:me|us|him|her)|divorc(?:e|ing)|kill(?:s|ing)? (?:me|us|him|her)|disown|dump(?:s|ing)? (?:me|us)|never (?:speak|talk) to (?:me|us)|murder)\b/;
const weatherWish =
  /^(?:please |pls |and )?(?:do not|dont|dinnae|dinna|don t) let it (?:rain|pour|snow|storm|be (?:cloudy|rainy|grey|gray|cold|wet))\b|^(?:please |pls )?(?:make|keep) (?:sure )?(?:it|the weather) (?:is |stays? |stay )?(?:sunny|dry|nice|warm|good)\b|^(?:please |pls )?(?:order|book|arrange|sort) (?:us |me )?(?:some |good |nice )*(?:sun|sunshine|weather|blue skies|clear skies|snow)\b/;
// The traveller's own state after a journey ("so tired after a 14 hour flight lol, just landed"):
// how they are, nothing of the trip asked or changed.
const travellerState =
  /^(?:(?:i am|we are|i m|im|feeling|feel|so|soo+|totally|absolutely|completely|utterly|just|finally|still|super|very|a bit|kinda|pretty) )*(?:tired|exhausted|knackered|shattered|wrecked|jet ?lagged|zonked|sleepy|drained|wiped out|pooped|shattered)\b|^(?:(?:we|i) )?(?:(?:just|finally) )?(?:landed|arrived|got in|got here|got home|got back|checked in|touched down)\b|^(?:(?:i am|we are|i m|im|we re) )?(?:(?:so|still|just) )?(?:stuck|stranded|bored|waiting) (?:at|in|on|out of)\b|^(?:my|our|the) (?:flight|train|bus|plane|ferry) (?:is|s|has been|got|was) (?:delayed|late|cancelled|canceled)\b/;
// Taking the plan as it is, with a laugh ("wow day 3 looks intense haha. we'll survive"): the
// remark about its fullness is no request to lighten it when it is said with acceptance.
const acceptance =
  /\b(?:(?:we|i) (?:will|ll) (?:survive|manage|cope|live|be fine|be ok|be okay|handle it|make it work)|(?:we|i) can (?:handle|manage|take) it|bring it on|challenge accepted|game on|(?:we are|we re|i am|im) up for (?:it|the challenge)|no complaints)\b/;
const planRemark =
  /^(?:(?:wow|whoa|woah|omg|oh|ok|okay|haha|lol) )*(?:day \d+|the \w+ day|it|this|that|the plan|the itinerary|the schedule|the trip|tomorrow|that day)(?: (?:really|definitely|certainly))? (?:looks|seems|is|sounds|will be|is going to be|gonna be) (?:a bit |pretty |quite |so |very |super |rather |really |kinda |a little )?(?:intense|busy|full|packed|long|hectic|tiring|ambitious|action packed|jam packed|epic|a lot|wild|crazy|full on|a marathon)(?: (?:haha\w*|lol|lmao|hehe))*$/;

// Carrying a thing in a bag, on board or through security, asked as a rule (who may, not what the
// trip should do): "take a flight" or "the flight day" is no bag.
const carryRule =
  /^(?:(?:can|could|may) (?:i|we|you|u|one|they|people)|(?:am i|are we|are you|is one) allowed to|is it (?:ok|okay|allowed|legal) to) (?:put|bring|take|pack|carry|fly with|travel with)\b[a-z0-9' ]{0,60}?\b(?:in|into|on|onto|through) (?:my |our |the |a |your |their )?(?:checked |checked in |hand |hold |cabin |carry on )?(?:luggage|baggage|suitcases?|bags?|carry on|cabin|hold|plane|flight|aircraft|board|security|customs)\b(?! day)/;

/** Whether the words ask about Lotus itself rather than a trip: who made it, whether it is a bot. */
export function asksAboutLotus(text: string): boolean {
  const c = plain(text).replace(lead, "");
  return aboutLotus.test(c) && !topic.test(c);
}

function kindOf(raw: string, hasTrip: boolean): ClauseKind {
  const all = plain(raw);
  const words = wordsOf(all);
  if (!words.length) return "none";
  if (isSmallTalk(words) || greetingFrom(words) || greetingHowAreYou(words)) return "chat";
  // A change asked in another language ("on peut mettre le Louvre le jour 2 ?", "bitte ein
  // günstigeres Hotel", "agrega una noche más") is a change, question mark or not.
  // (Its do-verbs only when a thing of the trip is done on a day, and never after a question word.)
  const foreignDo = foreignDoChange.test(all) && !foreignWh.test(all);
  if (hasTrip && (foreignChange.test(all) || foreignDo || (!all.includes("?") && foreignStayWish.test(all))))
    return "change";
  // A question in another language is answered (in English), never read as a trip to plan.
  if (isForeignQuestion(raw)) return "question";
  const asked = all.includes("?");
  // ("should have said, we're all vegetarian": the afterthought's opening asks nothing.)
  const c = fixFirstWord(words.join(" ").replace(lead, "").replace(toldLate, ""));
  if (!c) return "chat";
  if (
    (aboutLotus.test(c) || goodWishes.test(c) || compliment.test(c) || justBrowsing(c)) &&
    (words.length <= 14 || (jokeAsked.test(c) && words.length <= 30)) &&
    // "today" in a good wish is no day of a trip.
    !topic.test(c.replace(/\b(?:today|tonight)\b/g, "")) &&
    !duration.test(c) &&
    !dateCue.test(c) &&
    !newPlan.test(c)
  )
    return "chat";
  // "great, going to sleep now, dreaming of auroras": a good night or a longing for the trip.
  if (
    hasTrip &&
    signsOffOrLongs(
      raw,
      (p) => isSmallTalk(wordsOf(p)),
      (p) => changeWords.test(p) || modalChange.test(p) || changeAsked.test(p) || imperative.test(p),
    )
  )
    return "chat";
  // "if we miss the aurora I'm blaming you 😂", "don't let it rain aye?", "just landed, so tired":
  // a joke or how the traveller is, with nothing asked for.
  if (
    (teasing.test(c) || jokeThreat.test(c) || weatherWish.test(c) || (travellerState.test(c) && !asked)) &&
    !changeWords.test(c) &&
    !modalChange.test(c) &&
    !changeAsked.test(c) &&
    !duration.test(c) &&
    !dateCue.test(c) &&
    !newPlan.test(c)
  )
    return "chat";
  // (After praise the lead words leave in: "nice, I'll send this to my sister later".)
  if (
    sharesPlan.test(c.replace(/^(?:nice|perfect|awesome|lovely|brilliant|sweet|amazing) /, "")) &&
    !all.includes("?") &&
    !duration.test(c) &&
    !dateCue.test(c)
  )
    return "chat";
  if (takesPlan.test(c) && !all.includes("?") && !changeWords.test(c)) return "chat";
  // "hmm, unsure about day 3", "I might bring my sister, not sure yet, will let you know", "it's
  // raining AGAIN here ugh": a doubt, a maybe for later or a grumble, nothing asked or requested.
  if (
    !all.includes("?") &&
    (doubt.test(c) || maybeLater.test(c) || grumble.test(c)) &&
    !changeWords.test(c) &&
    !modalChange.test(c) &&
    !changeAsked.test(c) &&
    !imperative.test(c)
  )
    return "chat";
  const wh = whStart.test(c);
  const whatAbout = /^(?:what|how) about\b/.test(c);
  const question = (wh && !whatAbout) || auxStart.test(c) || infoRequest.test(c) || recommendFood.test(c);
  const topical = topic.test(c);

  // "interrailing europe this summer, where should we head", "somewhere with snow over christmas?",
  // "canary islands, which one tho": before any trip, asking where to go is asking for a trip:
  // planned (Lotus suggests and asks what it needs), not answered as a question about a place.
  if (!hasTrip && whereToGo.test(c) && !/\b(?:or|vs|versus)\b/.test(c)) return "plan";
  // "could we see the Alhambra on Sunday?", "could we fit an extra night in Bruges?": asked, not requested.
  if (hasTrip && asksPossibility(c)) return "possible";
  // "coach or train to Cuenca?", "would you recommend the night bus?", "what would one more night
  // in Bergen run to?": a choice weighed, advice or a price asked of a change, nothing requested.
  if (hasTrip && (asked || wh || auxStart.test(c) || wayFirst.test(c)) && weighsChange(c)) return "possible";
  // "can I use my US card in Cuba?", "how's best to get to Chiang Mai, overnight train any good?":
  // how to get by or get about, asked; the place or the way it names moves nothing.
  if (
    hasTrip &&
    (practicalAsk.test(c) || bestWay.test(c) || eatNearStay.test(c)) &&
    !changeWords.test(c) &&
    !insteadWords.test(c) &&
    !/\b(?:please|pls|plz|kindly)\b/.test(c)
  )
    return "advice";
  // "just asking", "keep it as it is for now": said to hold the plan while asking, no change.
  if (
    holdsPlan.test(c) &&
    c
      .replace(holdsPlan, "")
      .replace(/\b(?:for now|please|thanks|ok|okay|but)\b/g, "")
      .trim() === ""
  )
    return "chat";
  // "what can we do in Hobart in 3 days?", "what is there to see in Cork with 2 days": what to do in
  // the trip's time, asked; the days are the trip's, no new length.
  // (Asked only when it names a length, which the change readers would otherwise take for one.)
  if (hasTrip && whatToDo.test(c)) return duration.test(c) ? "possible" : "question";
  // Changes: a proposal ("what about Glasgow?"), a request ("can we swap...", "swap..."), or the
  // words of one ("instead", "a cheaper hotel", "one more day") outside a wh-question.
  if (whatAbout) return topical && !changeWords.test(c) ? "question" : "change";
  if (/^what if\b|^why not\b|^why do not (?:we|you)\b|^how about we\b/.test(c)) return "change";
  // "can you put a power bank in checked luggage?", "can I bring my vape on the plane?": what the
  // rules let a traveller carry, asked; nothing of the trip is put or brought anywhere.
  if (carryRule.test(c)) return "question";
  // "should I bring USD or euros?": advice asked for, nothing of the trip to change.
  if (adviceAsked.test(c) && !changeWords.test(c)) return "question";
  // "if we spent a week in Crete, is October less pricey?": a trip supposed, to ask about.
  if ((asked || supposes.test(c)) && hypothetical.test(c) && !modalChange.test(c) && !changeAsked.test(c))
    return "question";
  // "if it pours, can we trade day 3 for day 5", "I wonder if you could move the Louvre": asked for, mid-sentence.
  if (!wh && changeAsked.test(c)) return "change";
  // "can we pack more in?", "could we slow things down?": the trip's pace wished for.
  if (hasTrip && !wh && paceWish.test(c) && !dateNamed.test(c)) return "change";
  // "how far? 😀" with no trip to measure: a word back, nothing to answer.
  if (!hasTrip && wh && words.length <= 2) return "chat";
  // "can we hike Pacaya on day 2?", "could we go kayaking on the third day": an outing asked for on
  // a day of the trip is a change, whatever the verb; what is asked of a day ("can we eat near
  // the castle on day 2?", "can we see the sunset on day 3?" with its weather) stays a question.
  const dayAsk = activityOnDay.exec(c);
  if (hasTrip && dayAsk && !topic.test(dayAsk[1] ?? "")) return "change";
  if (modalChange.test(c) && !/\b(?:tell|know|recommend|suggest|find out)\b/.test(c.slice(0, 30)))
    return /^(?:can|could|would|will) (?:you|we|i|us) (?:see|have|do|go|visit|get|use)\b/.test(c) &&
      topical &&
      !changeWords.test(c) &&
      // "can we do the winelands on day 4?": a day of the trip asked for it is a change.
      !(
        hasTrip &&
        /^(?:can|could) (?:we|i|us) (?:do|see|visit|go to|have) (?!a (?:look|walk)\b)[a-z' -]{2,50}? on (?:day \d+|the \w+ day)$/.test(
          c,
        )
      )
      ? "question"
      : "change";
  if (imperative.test(c) && !(topical && /^(?:find|pick|choose)\b/.test(c))) return "change";
  // "don't fly us to Hue, we'll take the bus", "could the hotel be nearer the old town?": what the
  // plan should not do, or how a part of it should be, is asked of it.
  if (hasTrip && (dontDo.test(c) || partBe.test(c) || dayBe.test(c))) return "change";
  // "do salento first, then bogota", "do the louvre on day 3": "do" as a command, not "do we need...".
  if (
    /^do (?!(?:i|we|you|u|they|people|locals|most|it|he|she|my|our|the locals|any|all|many|hotels?|restaurants?|shops?|taxis?|trains?|buses|museums?|places)\b)[a-z' -]{2,40}? (?:first|last|next|instead|before|after|then|on day \d+)\b/.test(
      c,
    )
  )
    return "change";
  // "and a Seine cruise on day 3": a thing put on a day of the trip, the verb left out.
  // "Pompeii on day 2 please" too, when what is put there is no topic asked about ("dinner on day 2").
  // (Said with a word after it: "eh", "can?", "if possible", "ideally"; "day one" as "day 1".)
  const bare = c
    .replace(afterWords, "")
    .replace(/\bday (one|two|three|four|five|six|seven|eight|nine|ten)\b/g, "day 1");
  const onDay =
    /^(?:(?:a|an|some|one more|the) )?([a-z' -]{2,60}?) (?:on|for|to|onto|into) (?:day \d+|the \w+ (?:day|morning|afternoon|evening|night))(?: please)?$/.exec(
      bare,
    ) ??
    // "day 3 zoo all day", "day 2: the wine tour": the day first, then what goes on it.
    /^day \d+ (?!(?:is|was|looks|seems|has|had|will|would|could|should|feels|and|or|what|how|why|plan|plans|itinerary)\b)([a-z' -]{2,60}?)(?: all day| for the day| please)?$/.exec(
      bare,
    );
  if (
    hasTrip &&
    (!asked || afterWords.test(c)) &&
    onDay &&
    (/^(?:a|an|some|one more) /.test(c) ||
      (!question &&
        !wh &&
        !topic.test(namedOuting(onDay[1] ?? "")) &&
        !/\b(?:plans?|itinerary|happening)\b/.test(onDay[1] ?? "")))
  )
    return "change";
  // "can we get the sauna in on day 3", "could we squeeze a cooking class into day 2": asked for the day.
  const getIn =
    /^(?:can|could) (?:we|i|us|you) (?:get|fit|squeeze|slot|add|put|work) (?!a (?:look|walk)\b)([a-z' -]{2,50}?) (?:in on|into|in to|onto|on|in for) (?:day \d+|the \w+ day)$/.exec(
      c,
    );
  if (hasTrip && getIn && !topic.test(getIn[1] ?? "")) return "change";
  if (changeWords.test(c) && !(wh && !/\binstead\b/.test(c))) return "change";

  // "local sim vs esim in thailand for 10 days": a choice of travel kit weighed, not a trip to plan.
  if (adviceChoice.test(c) && /\b(?:or|vs|versus)\b/.test(c) && !newPlan.test(c)) return "question";
  // "what does 4D3N mean?": a word asked about, whatever length it names.
  if (question && /\b(?:mean|means|meaning|stand for|stands for|short for)\b/.test(c)) return "question";
  // "Day 1-3 Hanoi / Day 4-5 Halong Bay", "springfield for the weekend w the kids": before any trip,
  // an outline of days or a weekend said is a trip to plan, whatever is asked beside it.
  if (!hasTrip && !question && (dayOutline.test(c) || weekendAway.test(c))) return "plan";
  // A new trip: a length, dates or "plan me..." not inside a question about them.
  const planCue = newPlan.test(c) || (!question && (duration.test(c) || dateCue.test(c)));
  if (planCue && !(question && (topical || lengthQuestion.test(c)))) return "plan";
  if (question && !wh && duration.test(c) && !topical && !lengthQuestion.test(c)) return "plan";
  if (wh && duration.test(c) && !topical && !lengthQuestion.test(c)) return "plan";

  if (question) return "question";
  // "4 of us, one vegan", "food and hiking, not shopping", "the 12th": facts of the trip said as a
  // list, as travellers answer what Lotus asked; no question, whatever topic word they hold.
  if (!asked && statesFacts(c)) return "fact";
  // "oh forgot to say we're vegetarian", "vegetarian, forgot to say", "we'll bring our baby too":
  // a fact of the trip told as an afterthought, whatever topic word it holds, is told, not asked.
  if (!asked && toldAfter(c)) return "fact";
  // "we are so stoked we can hardly sleep lol": a feeling, not a fact of the trip.
  if (fact.test(c)) return !hasTrip && feelingOnly.test(c) && saysNothingOfATrip(c, raw) ? "chat" : "fact";
  // "Lisbon or Porto?", "rome or florence for a first timer?": a choice asked about, not a plan.
  if (asked && /\bor\b/.test(c) && words.length <= 8 && !duration.test(c) && !dateCue.test(c)) return "question";
  // "Iceland, northern lights, February?": before any trip, a trip's outline in short pieces (a
  // place, a wish, a month) with a question mark asks for the trip, not about the wish.
  if (!hasTrip && asked && !question && !wh && tripOutline(raw)) return "plan";
  if (asked && (topical || hasTrip)) return "question";
  if (topical && hasTrip) return "question";
  if (topical && /\b(?:near|in|around|at|on|for|of)\b/.test(c) && words.length <= 8) return "question";
  // Nothing of a trip, but thanks, praise, a feeling or an "ok" in any words ("vale, gracias!",
  // "can't wait, first time back in ten years", "ugh so bored at work"): a word back, not a plan.
  if (chatty.test(c) && saysNothingOfATrip(c, raw) && !(hasTrip && topical && asked)) return "chat";
  return "none";
}

const seasonOrMonth = new RegExp(
  `^(?:in |over |this |next |late |early |mid )*(?:(?:${month})|winter|spring|summer|autumn|fall|christmas|easter|new year)$`,
);

/** A trip said as short pieces between commas ("Iceland, northern lights, February?"), one of them its time. */
function tripOutline(raw: string): boolean {
  const pieces = raw
    .split(/[,;/]|\s[-–—]\s/)
    .map((p) => wordsOf(plain(p)).join(" "))
    .filter(Boolean);
  return (
    pieces.length >= 3 &&
    pieces.every((p) => p.split(" ").length <= 4) &&
    pieces.some((p) => seasonOrMonth.test(p) || duration.test(p)) &&
    !pieces.some((p) =>
      /\b(?:best|worst|weather|cost|costs|price|prices|how|what|which|when|where|why|visa|safe|worth|or|vs|cheap|cheaper|enough)\b/.test(
        p,
      ),
    )
  );
}

// The pieces of a list of trip facts: who comes ("4 of us", "me and my wife", "one vegan", "2
// kids"), what they like or not ("food and hiking", "not shopping", "more beaches"), a day of the
// month ("the 12th").
const count = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a couple of)";
const liking =
  "(?:food|foodie stuff|eating|hiking|walks|walking|museums?|galleries|nightlife|beaches|beach|history|art|shopping|nature|architecture|wine|markets?|music|culture|temples?|churches|castles?|parks?|diving|surfing|snorkell?ing|skiing|wildlife|theatre|street food|bars|clubs|photography|sightseeing|relaxing|adventure|outdoors|old towns?|views|gardens|lakes|mountains|villages|festivals|cycling|kayaking|spas?|wellness|zoos?|theme parks|vineyards|craft beer|beer|cocktails|jazz|live music|rooftop bars|design|local life|cooking classes)";
const factPiece = new RegExp(
  [
    `${count} of us`,
    `(?:just )?(?:me|us|myself) (?:and|n|\\+) (?:my |our )?[a-z]+`,
    `${count} (?:adults?|kids?|children|teens?|teenagers?|vegans?|vegetarians?|veggies?|coeliacs?|celiacs?|babies|infants?|toddlers?|friends|mates|couples?)`,
    `(?:one|${count}) (?:is|are) (?:vegan|vegetarian|veggie|coeliac|celiac|gluten free|halal|kosher)`,
    `(?:no |not |not much |not into |no more |more |less |lots of |mostly |some |loves? |likes? |into )?${liking}`,
    `(?:on |from |starting )?the \\d{1,2}(?:st|nd|rd|th)(?: of [a-z]+)?`,
    // "both gluten free", "vegetarian", "all vegan": a diet said of the travellers.
    `(?:both |all |all of us |everyone |we are |we re )?(?:vegans?|vegetarians?|veggies?|pescatarians?|coeliacs?|celiacs?|gluten free|dairy free|lactose intolerant|nut free|halal|kosher)`,
  ]
    .map((p) => `(?:${p})`)
    .join("|"),
);
// (plain() has taken out the commas: "4 of us one vegan".)
const factList = new RegExp(`^(?:${factPiece.source})(?: (?:and |but |plus |with |& )?(?:${factPiece.source}))*$`);
// Words that mark what follows (or went before) as told late: "forgot to say", "should have
// mentioned", "btw", "fyi", "just so you know".
const afterthought =
  /\b(?:(?:i |we )?(?:forgot|forget) to (?:say|mention|tell you|add|write)|(?:i |we )?should have (?:said|mentioned|told you)|(?:i |we )?meant to (?:say|mention|tell you)|btw|by the way|fyi|just so you know|for the record|heads up|also|too|as well)\b/g;
// An afterthought's opening: "forgot to say", "should have mentioned", "meant to tell you".
const toldLate =
  /^(?:oh |and |also )*(?:(?:i |we )?(?:forgot|forget) to (?:say|mention|tell you|add)|(?:i |we )?should have (?:said|mentioned|told you)|(?:i |we )?meant to (?:say|mention|tell you))(?: (?:that|but))? (?=\S)/;
// Someone brought along, said as a plan of the travellers ("we'll bring our baby").
const bringsAlong =
  /^(?:we|i) (?:will |are |am |re |m )?(?:also )?(?:be )?(?:bring|bringing|taking|have|having) (?:our|my|a|an|\d+|two|three|four) (?:[a-z]+ )?(?:baby|babies|infant|toddler|kids?|children|child|son|daughter|sons|daughters|dog|dogs|pet|pets|grandma|grandpa|mum|mom|dad|mother|father|parents|nan|friend|friends|sister|brother|partner|wife|husband)\b/;
/** A clause that tells a fact of the trip once its words of afterthought are taken out. */
function toldAfter(c: string): boolean {
  const told = c.replace(afterthought, " ").replace(/\s+/g, " ").trim();
  if (!told) return false;
  return bringsAlong.test(told) || (told !== c && (statesFacts(told) || fact.test(told)));
}
// "Day 1-3 Hanoi", "days 4 to 5 halong bay" (plain() has made "1-3" into "1 3").
const dayOutline = /^days? \d{1,2} (?:to |till |until |through |and )?\d{1,2} [a-z]/;
// "for the weekend", "over a long weekend": the length of a trip said as a weekend.
const weekendAway = /\b(?:for|over) (?:the|a) (?:long )?weekend\b/;
// "a Whistler day trip on day 2": a day trip named by where it goes is an outing put on the day;
// "day trip" alone is a topic asked about ("how long is a day trip to Sintra?").
const namedOuting = (s: string) => s.replace(/\bday (?:trip|tour)\b/g, " ");

/** Whether the clause is nothing but a list of trip facts (see factPiece). */
function statesFacts(c: string): boolean {
  return factList.test(c.replace(/[.!]+$/, "").trim());
}

// A doubt about a part of the plan, with nothing asked for yet ("not sure about day 2").
const doubt =
  /^(?:i am |we are |im )?(?:not (?:so |too |really |totally )?sure|unsure|not convinced|not loving|not a fan of|on the fence|undecided|torn) (?:about|on|of|with) (?:day \d+|the \w+ day|the hotel|the plan|the itinerary|it|this|that|the \w+)(?: tbh| to be honest| yet)?$/;
// A maybe left for later: "not sure yet, will let you know", "might bring my sister, tbc".
const maybeLater =
  /\b(?:not sure yet|will let you know|ll let you know|let you know (?:later|soon|tomorrow)|keep you posted|will confirm later|to be confirmed|tbc)\b/;
// The weather at home grumbled about: "it's raining AGAIN here ugh", "so cold here today lol".
const grumble =
  /^(?:(?:it is|it s|its|so|ugh|urgh|argh|man|wow|omg) )*(?:so |really |still |absolutely )?(?:raining|pouring|snowing|freezing|boiling|so hot|so cold|cold|hot|grey|gray|miserable|windy)\b.*\b(?:here|today|again|at home)\b.*\b(?:ugh|again|lol|sigh|meh|typical|as usual|haha)\b/;

// A feeling said of oneself: "i am so excited", "we are buzzing".
const feelingOnly =
  /^(?:i am|we are) (?:so |really |just |super |very )*(?:excited|happy|thrilled|buzzing|pumped|stoked|bored|tired)\b/;

const feltStrongly = /\b(?:i|we) could (?:just )?(?:scream|cry|burst|explode|die|faint|dance|jump|sing|squeal|pee)\b/g;

/** Nothing of a trip in the words: no length, date, plan, change, request, number or name. */
function saysNothingOfATrip(said: string, raw: string): boolean {
  // ("so excited I could scream": how strongly it is felt, no request; "SO excited": shouted, no name.)
  const c = said.replace(feltStrongly, " ");
  return (
    !duration.test(c) &&
    !dateCue.test(c) &&
    !newPlan.test(c) &&
    !changeWords.test(c) &&
    // "the hotel looks nice but can we get one closer": a request after the praise.
    !/\b(?:but|can|could|would|should|please|pls|want|need|let s|lets|however|though|instead|rather)\b/.test(c) &&
    // "slow everything down a bit ... lol": a change with a laugh ("see you later", "come back
    // later" are goodbyes).
    !/\b(?:slow\w*|fast\w*|relax\w*|busy|packed|pace|more|less|fewer|earlier|(?<!(?:back|talk|you|ya) )later|add|remove|skip|drop|swap|move|change|replace|cheaper|shorter|longer|go ahead|do it|proceed|apply|confirm|book it|plan it)\b/.test(
      c,
    ) &&
    // Numbers or a name after the first word ("Manchester to Lisbon 03/04/27, a nice hotel",
    // "Victoria / the Australian state, Great Ocean Road") say a trip, whatever the praise.
    !/\d/.test(raw) &&
    !/\s(?!I\b)\p{Lu}/u.test(
      raw
        .trim()
        .replace(/^\S+/, "")
        .replace(/\b(?:SO+|REALLY|VERY|SUPER|SUCH|SOOO+|TOTALLY|ABSOLUTELY)\b/g, ""),
    )
  );
}

const chatty =
  /\b(?:thanks|thank you|thx|ty|cheers|ta|gracias|merci|danke|grazie|obrigad[oa]|terima kasih|arigato|asante|dank je|tak|appreciate\w*|amazing|beautiful|gorgeous|stunning|awesome|brilliant|wonderful|fantastic|incredible|lovely|perfect|great|nice|cool|sweet|star|legend|love (?:it|this|that)|looks? (?:good|great|amazing|perfect)|can ?t wait|cannot wait|so excited|excited|so happy|yay|woo+hoo+|ugh|bored|dreaming|daydreaming|lol|haha\w*|lmao|wow|omg|vale|ok|okay|okey|alright|sounds good|got it|noted|d accord|claro|perfecto|va bene|genau|sehr gut|bien|bye|goodbye|see you|see ya|talk later|come back later|love travel\w*|my favou?rite thing)\b/;

const adviceAsked =
  /^(?:should|shall|do|must) (?:i|we) (?:bring|pack|wear|carry|exchange|change money|tip|buy|get|use|take|need)\b/;
const adviceChoice =
  /\b(?:e ?sims?|sim cards?|sim|pocket wi ?fi|roaming|mobile data|adapters?|plugs?|interrail|eurail|jr pass|rail pass|train pass|travel pass|cash|card|insurance)\b/;
// "if it pours, can we trade day 3 for day 5": a change asked for on a condition, not a trip supposed.
const changeAsked =
  /\b(?:(?:can|could|would|will|should|shall) (?:you|we|i|us)|(?:if|whether) (?:you|we|i) (?:can|could|would))(?: please)?(?: just)? (?:swap|switch|move|shift|change|add|remove|drop|skip(?! the (?:queues?|lines?))|cancel|replace|extend|shorten|make|rearrange|reschedule|push|postpone)\b|\b(?:please|pls) (?:swap|switch|move|shift|change|add|remove|drop|skip|cancel|replace|extend|shorten|make)\b|\b(?:can|could) (?:you|we|i|us) (?:fit|squeeze|slot|chuck|pop|work|put|add|include) (?!a (?:look|walk)\b)[a-z' -]{2,50}? (?:in on|in for|into|in to|onto|on|in) (?:day \d+|the \w+ day)\b/;
// Changes asked for in French, Spanish, Italian, German and Portuguese (accents folded by plain()):
// "can we / could you" with a verb that changes, a verb of change as a command, or the words of
// one (cheaper, one more night, instead).
const foreignChange = new RegExp(
  [
    // French: "on peut mettre", "pouvez-vous ajouter", "est-ce qu'on peut deplacer", "ajoute".
    "\\b(?:on peut|on pourrait|pouvez vous|pourriez vous|peux tu|pourrais tu|est ce qu on peut|est ce que vous pouvez|je voudrais|nous voudrions|on voudrait) (?:\\w+ )?(?:mettre|ajouter|rajouter|deplacer|enlever|retirer|supprimer|changer|echanger|inverser|remplacer|prolonger|raccourcir)\\b",
    "^(?:ajoute|ajoutez|rajoute|enleve|enlevez|retire|retirez|deplace|deplacez|change|changez|remplace|remplacez|mets|mettez)\\b",
    "\\b(?:moins cher|moins chere|une nuit de plus|un jour de plus|une nuit de moins|un jour de moins|plutot que|au lieu de)\\b",
    // Spanish: "podemos poner", "puedes agregar", "agrega", "mejor 3 noches", "más barato".
    "\\b(?:podemos|podriamos|puedes|podrias|puede|podria usted|quisiera|quisieramos|queremos) (?:\\w+ )?(?:poner|anadir|agregar|quitar|sacar|cambiar|mover|intercambiar|reemplazar|alargar|acortar)\\b",
    "^(?:agrega|agregue|anade|anada|quita|quite|saca|cambia|cambie|mueve|mueva|pon|ponga|reemplaza)\\b",
    "\\b(?:mas barato|mas barata|mas economico|mas economica|una noche mas|un dia mas|una noche menos|un dia menos|en vez de|en lugar de)\\b",
    "^(?:mejor|mejor solo) \\d+ (?:noches|dias)\\b",
    // Italian: "possiamo mettere", "puoi aggiungere", "aggiungi", "più economico".
    "\\b(?:possiamo|potremmo|puoi|potresti|puo|potrebbe|vorrei|vorremmo) (?:\\w+ )?(?:mettere|aggiungere|togliere|spostare|cambiare|scambiare|sostituire|allungare|accorciare)\\b",
    "^(?:aggiungi|aggiunga|togli|tolga|sposta|sposti|cambia|cambi|metti|metta|sostituisci)\\b",
    "\\b(?:piu economico|piu economica|una notte in piu|un giorno in piu|invece di)\\b",
    // German: "können wir ... hinzufügen", "bitte ein günstigeres Hotel", "eine Nacht mehr".
    "\\b(?:konnen wir|konnten wir|kannst du|konnen sie|konnten sie)\\b.*\\b(?:hinzufugen|einbauen|einplanen|verschieben|streichen|tauschen|ersetzen|andern|verlangern|verkurzen|legen|nehmen)\\b",
    "\\b(?:gunstiger\\w*|billiger\\w*|eine nacht mehr|einen tag mehr|eine nacht weniger|einen tag weniger|statt|anstatt|stattdessen)\\b",
    // Portuguese: "podemos colocar", "dá para adicionar", "mais barato", "uma noite a mais".
    "\\b(?:podemos|poderiamos|pode|poderia|voce pode|da para|quero|queremos) (?:\\w+ )?(?:colocar|adicionar|acrescentar|tirar|remover|mudar|trocar|substituir|mover|encurtar|prolongar)\\b",
    "^(?:adiciona|adicione|acrescenta|acrescente|tira|tire|muda|mude|troca|troque|coloca|coloque)\\b",
    "\\b(?:mais barato|mais barata|mais economico|uma noite a mais|mais uma noite|um dia a mais|mais um dia|em vez de|ao inves de)\\b",
  ].join("|"),
);
// "do" and "make" in those languages (faire, hacer, fare, fazer, machen) change the plan only
// with a thing of the trip as their object and a day or night to put it on ("¿podemos hacer el
// Prado el día 2?"); "¿qué podemos hacer el día 2?" asks what there is to do.
const dayWord = "(?:jour|journee|dia|giorno|giornata|tag|noche|nuit|notte|noite|nacht)";
const foreignDoChange = new RegExp(
  [
    `\\b(?:faire|hacer|fare|fazer) (?:le|la|les|l|el|los|las|il|lo|gli|o|a|os|as|un|une|una|um|uma) (?!${dayWord}\\b)[a-z]+\\b.*\\b${dayWord}\\b`,
    `\\b(?:konnen|konnten) wir (?:den|die|das|einen|eine|ein) (?!${dayWord}\\b)[a-z]+\\b.*\\b${dayWord}\\b.*\\bmachen\\b`,
  ].join("|"),
);
// A question word opening a question in those languages: "¿qué...", "was können wir...", "o que...".
const foreignWh =
  /^(?:que|quoi|qu est ce|cosa|che cosa|che|o que|was|welche[nmrs]?|quel|quelle|quels|quelles|qual|quale|quali|cual|cuales|donde|ou|wo|dove|onde|cuando|quand|wann|quando|como|comment|wie)\b/;

// A stay wished for in another language, said not asked ("y un hotel cerca de la estación",
// "un hôtel avec piscine", "ein Hotel mit Pool"): a change to the hotel.
const foreignStayWish =
  /^(?:y |et |e |und )?(?:un|una|otro|un autre|un altro|ein|einen|um|outro) (?:\w+ )?(?:hotel|hostal|alojamiento|albergo|unterkunft|pousada|apartamento|appartement|appartamento|wohnung)\b.*\b(?:cerca|pres|vicino|nahe|perto|con|avec|mit|com|sin|sans|senza|ohne|sem)\b/;
// An outing asked for on a day: "can we hike X on day 2", "could we go snorkelling on the last day".
const activityOnDay =
  /^(?:can|could) (?:we|i|us|you) (?:also |maybe |please |still )?(?:hike|climb|trek|do|visit|go to|go|try|take|ride|cycle|bike|kayak|snorkel|dive|surf|swim|tour|explore|squeeze in|fit in|add|include|book) ((?!a (?:look|walk)\b)[a-z' -]{2,50}?) (?:on|for) (?:day \d+|the \w+ day)$/;
const hypothetical = /^(?:if|say|suppose|supposing|hypothetically|assuming|imagine)\b/;

// A yes/no question about what is possible, or advice on a change, is a question: answered, the
// trip left alone, with the change offered ("could we see the Alhambra on Sunday?", "is it
// possible to fit an extra night in Bruges?", "would it be quicker to fly to Hue?", "should we stay an extra day
// in Oaxaca?", "can we manage Sintra in one day from Lisbon?"). A request is a change: a polite
// one put to Lotus ("can you add...", "could you swap...", "please..."), and "can we" with a
// thing to do, which travellers use to ask for it ("can we hike Rinjani on day 2?"). The line is
// drawn by grammar, never by the places named:
// - impersonal forms ask: "is it possible / feasible / doable / realistic to...", "would it be
//   cheaper / better / worth...", "is there (enough) time for...", "do we have time to...";
//   "would it be possible to move X?" stays the polite request English makes of it;
// - "could / might we" with a verb of doing (see, visit, do, go, manage) asks whether it can be
//   done, unless it names the trip's own day for it ("could we go kayaking on the third day"),
//   says "instead", or uses a verb that changes the plan (add, move, squeeze, swap);
// - "can / could we" with a word of feasibility ("as a day trip", "in one day", "in half a day",
//   "realistically", "still") asks;
// - "should we / I" asks for advice, whatever the verb ("should we stretch Hoi An by one more night?").
const possibleImpersonal =
  /^(?:is it|would it be|will it be|is that|would that be|would it even be|is it even) (?:\w+ )?(?:possible|feasible|doable|realistic|worth|too (?:much|far|long|tight|rushed)|a good idea|a bad idea|better|cheaper|faster|quicker|easier|smarter|wiser|wise|sensible|ok|okay|enough|best|crazy|silly|mad)\b|^(?:is there|will there be|would there be|do we have|do i have|would we have|will we have|would i have|will i have) (?:enough |any |still )?time (?:to|for)\b|^how (?:hard|easy|difficult|long) would it (?:be|take) to\b/;
const politeRequest = /^would it be possible to\b|\b(?:please|pls|plz|kindly)\b|\b(?:can|could|would|will) (?:you|u)\b/;
const doVerb =
  "(?:see|visit|do|go|go to|get to|make it to|manage|catch|hike|climb|explore|tour|try|ride|swim|snorkel|dive|kayak|watch|take a day trip to|day trip to|pop over to|pop into|stop at|stop in|check out)";
const couldDo = new RegExp(
  `^(?:could|might) (?:we|i|us) (?:also |maybe |still |even |possibly |realistically )?${doVerb}\\b`,
);
const canFeasibly =
  /^(?:can|could) (?:we|i|us) (?:realistically|really|actually|still|even|possibly)\b|^(?:can|could) (?:we|i|us) .*\b(?:as a day trip|as a day out|in (?:a|one|half a|a half|an) (?:day|morning|afternoon|evening)|in a single day|in time|there and back in)\b/;
// (Advice on the plan's own shape; "should we buy tickets / bring cash / book ahead?" asks of
// other things, answered as such.)
const adviceOnChange =
  /^(?:should|shall) (?:we|i) (?:also |maybe |just |still )?(?:add|drop|skip|cut|move|swap|switch|do|visit|see|go|spend|stay|extend|shorten|change|replace|include|fit|squeeze|leave|start|split|take a day trip|make)\b/;
// ("on the same day" / "on one day" puts two things together, no day of the trip: "could we see
// Nara and Uji on the same day?" asks whether they fit in one.)
const tripDaySlot =
  /\b(?:on|for) (?:day \d+|the (?!same\b)\w+ day|the last day|the first day|our last day|our first day)\b/;

// Where to go, asked with no trip yet (not where to eat or stay, nor a choice between two).
const whereToGo =
  /\bwhere (?:should|can|could|do|would|shall) (?:i|we|us) (?:go|head|travel|visit)\b(?! (?:for(?! (?:a |the |our |my )?(?:long )?(?:weekend|week|few days|holiday|honeymoon|trip|break|getaway|vacation|escape)\b)|to eat|to stay|in|around|near|at night|out)\b)|\bwhere (?:would|do|can|could) you (?:suggest|advise|recommend)\b|\b(?:somewhere|anywhere)\b(?! (?:to eat|to stay|for (?:dinner|lunch|breakfast|food|coffee|drinks)|near|close|open|around here)\b)|\b(?:which|what) ones?(?: tho| though)?$|\bwhat do you (?:reckon|suggest|recommend|advise)\b|^(?:[a-z' ]+[,.] )?where$|\bwhere to go\b/;

// "could we ride the night bus back instead?", "would we do better flying home from Bologna
// rather than Lisbon?": a change spelt out with "instead", asked politely, is a request to make it,
// like "can we ... instead".
const insteadWords = /\binstead\b|\brather than\b/;
// "is it possible to make our holiday less expensive?", "would it be possible to bring the cost
// down?": the trip made cheaper is asked for, and the engine makes it; "are fares lower if we fly
// on a Wednesday?" or "in March" asks about fares on a date, and is answered.
const cheaperWish =
  /\bmake (?:(?:the|our|my|this|it|things|everything|that)\s?)?(?:(?:trip|plan|hotel|hotels|stay|holiday|itinerary|vacation)\s)?(?:a (?:bit|little|lot) |any |much )?(?:cheaper|less expensive|more affordable)\b|\b(?:cut|lower|reduce|bring down|keep down) (?:the |our )?(?:costs?|price|prices|budget|spend)\b|\bbring (?:the |our )?(?:costs?|price|prices) down\b/;
// "can we pack more in?", "could we slow things down a bit?", "this is too chill for us": the
// whole trip's pace wished for, however it is asked, is a change the engine makes ("is day 3 too
// packed?" asks how a day is, and is answered).
const paceWish =
  /\b(?:pack|cram|squeeze|fit|get) (?:a lot |a bit |a little |way |lots |much |loads )?more (?:in|into|stuff in|things in)\b|\b(?:pack|cram) (?:it|things|them|the days|everything|each day|every day) (?:in|full)\b|\bslow (?:it|things|everything|the pace|the trip|the days|us) down\b|\b(?:slower|faster|quicker|gentler|easier|lighter|fuller|busier) (?:pace|days|schedule|itinerary|trip|plan)\b|\b(?:less|more) (?:rushed|hectic|packed|relaxed|chill|chilled|laid back|leisurely|intense)\b|\btake it (?:easier|slower)\b|\b(?:too|so|way too) (?:chill|slow|relaxed|rushed|hectic|packed|intense|full on) for (?:us|me)\b/;

/** A date or weekday named ("on a Tuesday", "in March", "on the 21st", "midweek", "two weeks earlier"). */
export const dateNamed =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:midweek|mid week|weekends?|weekdays?|other dates|different dates|another date|(?:a|one|two) weeks? (?:earlier|later|before|after))\b/;

// Ways of travel, for a choice between two of them ("ferry or fly", "the bus vs the train").
const way =
  "(?:train|trains|rail|bus|buses|coach|ferry|ferries|boat|catamaran|hydrofoil|fly|flying|flight|flights|plane|drive|driving|car|hire car|rental car|taxi|cab|uber|transfer|shuttle|night train|sleeper|night bus|metro|tram|walk|walking)";
const wayChoice = new RegExp(
  `\\b${way}\\b(?: \\w+){0,2} (?:or|vs|versus|than) (?:(?:to |by |the |a |take the |take a )?)${way}\\b`,
);
// Advice asked of Lotus: "would you recommend...", "what do you suggest", "is it advisable to...".
const adviceOfLotus =
  /^(?:would|do|what would|which would|what do|which do|would you|what will|do you) ?(?:you )?(?:recommend|suggest|advise)\b|\b(?:is it|is that|are they) (?:recommended|advisable)\b|^(?:what|which) (?:is|s|would be|will be) (?:better|best|quicker|faster|cheaper|easier|nicer)\b|^(?:is|are|would) (?:the )?\w+(?: \w+)? (?:really )?(?:the )?(?:best|better|quicker|faster|cheaper|easier) (?:way|option|choice|than|bet)\b/;
// The price of a change supposed: "how much would it cost to add a night", "what would an extra
// night in Bergen run to", "how much more for a sea view".
const priceOfChange =
  /^(?:how much|what)(?: \w+){0,5} (?:would|might) (?:\w+ ){0,5}(?:cost|run to|run|set (?:us|me) back|add up to|come to)\b|^how much (?:more|extra)\b/;
const wayFirst = new RegExp(`^(?:the )?${way}\\b`);
// Words said after a change that leave it one: "Skye on day 3 eh", "the zoo on day 2 can?",
// "the Louvre on day 1 please, we can't wait", "if possible", "ideally".
const afterWords =
  /(?:,? (?:eh|can|can or not|can not|or not|lah|if possible|if you can|ideally|maybe|please|pls|plz|thanks|thank you|ok|okay|yeah)\b)+\??$|,? (?:please|pls|plz),? [a-z' ,-]{2,60}$| (?:-|–|—) [a-z0-9' ,-]{2,80}$|,? (?:because|cos|since|as|day \d+ (?:is|was|looks|has)|we (?:are|arrive|land|get|will|would)|the kids? (?:is|are|will|would)) [a-z0-9' ,-]{2,80}$/;
const dontDo =
  /^(?:do not|dont|please do not|no need to) (?:book|fly|put|add|schedule|plan|send|take|make|give|include|use|drive)\b/;
const partBe =
  /^(?:can|could|should) (?:the|our|my) (?:hotel|hotels|stay|room|accommodation|flight|flights|train|apartment|airbnb|hostel|base) (?:be|go|move)\b/;
// "can day 1 be just a walk and dinner?", "could the last day be a free one?", "can tomorrow be
// lighter?": how a day of the trip should be, asked of it; not what it would be like ("could day 3
// be too much for the kids?", "can day 1 be done on foot?").
const dayBe =
  /^(?:can|could) (?:day \d+|the (?:\w+|last|first) day|our (?:\w+|last|first) day|tomorrow|today) (?:be|become) (?:just |only |more of )?(?:a (?!(?:bit|little|lot|problem|issue|stretch|challenge|struggle|mistake)\b)|an |free|lighter|slower|easier|quieter|calmer|shorter|emptier|lazy|lazier|chill|chilled|relaxed|restful|rest|more (?:relaxed|chill|laid back)|less (?:packed|busy|rushed|hectic)|nothing but|kept free|left free|left empty|cleared)/;
/** A choice weighed, advice asked of Lotus, or a change's price asked: see kindOf. */
function weighsChange(c: string): boolean {
  if (insteadWords.test(c) || /\b(?:please|pls|plz|kindly)\b/.test(c)) return false;
  return wayChoice.test(c) || adviceOfLotus.test(c) || priceOfChange.test(c);
}
// Said to keep the plan as it is while asking: "just asking", "not adding it yet", "keep it as is",
// "don't change anything", "hypothetically".
const holdsPlan =
  /\b(?:just (?:asking|curious|wondering|checking)|(?:not|no) (?:adding|booking|changing|moving|doing) (?:it |that |this |anything )?(?:yet|now|for now)|(?:do not|dont) (?:change|touch|book) (?:anything|it|the plan|a thing)(?: yet| for now)?|(?:keep|leave) (?:it|the plan|things|everything|the trip) (?:as it is|as is|the same|alone|for now)(?: for now)?|no changes?(?: yet| for now| please)?|hypothetically(?: speaking)?|asking for (?:a |my )?(?:friend|mate|pal|buddy|colleague|later)|(?:asking )?for (?:a |another |some )?(?:future|later|different|next|other) (?:trip|time|holiday)|not for this trip)\b/;
// What there is to do in the trip's time: "what can we do in Hobart in 3 days", "what is there to see
// with 2 days" ("what should I do in Madrid for 4 days" asks for a plan).
const whatToDo =
  /^(?:what|which)(?: \w+)? (?:can|could|is there to|are there to) (?:we |i |you )?(?:do|see|visit)\b|^what is there to (?:do|see)\b/;

// Getting by, asked: "can I use my card in Cuba?", "can you even bring a dog into Iceland?", "could
// we drink the tap water?"; the way between two places asked at its best: "how's best to get to...".
// ("can we bring our dog?" asks for the dog to come: a change; "can you even bring a dog into
// Iceland?" asks whether it is allowed.)
const practicalAsk =
  /^(?:can|could|may) (?:i|we|you|one) (?:still |really )?(?:use|pay|drink|wear|get by|withdraw|tip)\b|^(?:can|could|may) (?:i|we|you|one) (?:even|legally)\b/;
// "any halal restaurants near our hotel?": a meal near the stay asked, no stay wished near it.
// ("best vegan places near our hotel?", "any good spots close to where we are staying?")
const eatNearStay =
  /^(?:any|are there any|is there an?|where (?:can|could|should|do) (?:we|i)(?: \w+)?|(?:the )?(?:best|good|top|nice|nicest|cheap|cheapest|decent|recommended|favourite|favorite)) (?:[a-z]+ ){0,3}(?:restaurants?|cafes?|places to eat|places|food|bars?|spots?|eat|eats|dinner|lunch|breakfast|brunch)\b.*\b(?:near|around|close to|by|next to|walking distance (?:of|from|to)) (?:(?:the|our|my) (?:hotel|stay|apartment|airbnb|place|hostel|riad|guesthouse|accommodation|digs)\b|where (?:we|i) (?:are|am) (?:staying|sleeping|based)\b)/;
const bestWay =
  /^(?:how is|what is|which is) (?:it )?(?:the )?(?:best|quickest|fastest|cheapest|easiest)(?: way)? to (?:get|go|travel)\b|^what is the (?:best|quickest|fastest|cheapest|easiest) way (?:to|from|between)\b/;

/** A yes/no question about a possibility (or advice on a change), not a request: see above. */
function asksPossibility(c: string): boolean {
  if (politeRequest.test(c)) return false;
  if (possibleImpersonal.test(c))
    return !insteadWords.test(c) && !((cheaperWish.test(c) || paceWish.test(c)) && !dateNamed.test(c));
  if (adviceOnChange.test(c)) return true;
  if (canFeasibly.test(c) && !insteadWords.test(c)) return true;
  return couldDo.test(c) && !tripDaySlot.test(c) && !changeWords.test(c);
}
// "if I went to Iceland in December would I see the lights": the would of a supposed trip asks,
// question mark or not.
const supposes =
  /\b(?:would|could|will|should|can|do|does) (?:i|we|you|it|there|they)\b|\bis it (?:a|worth|possible)\b/;

/** "if we spent a week in Crete, are fares lower in June or Sept?": a trip supposed in a question, not one to plan. */
export function isHypothetical(message: string): boolean {
  const text = plain(clip(message));
  const c = text.replace(lead, "");
  return (text.includes("?") || supposes.test(c)) && hypothetical.test(c);
}

/** Splits at sentence ends, keeping each one's question mark. */
function clauses(text: string): string[] {
  return (
    text
      .split(/(?<=[.!?;\n])/)
      // "if we spent a week in Crete, are fares lower...": the supposition stays with its question.
      .flatMap((s) =>
        hypothetical.test(plain(s).replace(lead, ""))
          ? [s]
          : s.split(askedAfterBreak).flatMap((p) => p.split(orderAfterBreak)),
      )
      .filter((s) => /[\p{L}\p{N}]/u.test(s))
  );
}

// "local sim or roaming in korea, which is best for 10 days", "Cusco altitude - should I worry?":
// a question that starts after a comma or a dash is a clause of its own, so the topic before it
// is not read as a trip to plan.
// ("... - also do we need a visa as Brits?", ", oh and is there a metro?": a linking word before it.)
const askedAfterBreak =
  /(?:,|\s[-–—])\s+(?=(?:(?:also|and also|and|plus|btw|oh and|oh|by the way|one more thing|quick q|quick question)[,:]?\s+)?(?:what|whats|what's|which|how|where|when|is it|is there|are there|is (?:the|this|that|my|our)|are (?:the|they)|should (?:i|we)|do (?:i|we) (?:need|bring|tip|pay|have to)|would (?:i|we|it|you)|can (?:i|we) (?:use|drink|wear|get by|pay))\b|any (?:tips|advice|ideas|suggestions|recommendations|recs)\b[^,.!]*\?)/i;

// "batu caves, move to day 3", "the zoo - swap it with day 4": what to change named first, then
// the order given after a comma or a dash, a clause of its own.
const orderAfterBreak =
  /(?:,|\s[-–—])\s+(?=(?:move|swap|switch|drop|skip|remove|put|shift|push|bump)\s+(?:it|them|that|this|to|on|onto|the|day|over)\b)/i;

const wantsAnswer =
  /\b(?:need|needs|want|wants|would like|looking for|ideas?|recommend\w*|suggest\w*|worried|worry|wondering|not sure|unsure|curious|concerned|hoping|hope|help)\b/;

/**
 * The questions asked beside a trip to plan ("Marrakech 4 nights in Jan - also do we need a visa as
 * Brits?"): each clause that asks, with a question mark, while another clause plans or tells. Empty
 * for a message that only asks (it is answered as a question) or only plans.
 */
export function questionsAlong(message: string): string[] {
  const parts = clauses(clip(message));
  const kinds = parts.map((c) => kindOf(c, false));
  const asks = (i: number) => (kinds[i] === "question" || kinds[i] === "advice") && (parts[i] ?? "").includes("?");
  if (!kinds.some((k, i) => !asks(i) && k !== "chat" && k !== "none")) return [];
  return parts.filter((_, i) => asks(i)).map((p) => p.trim());
}

/**
 * Each question of a message that asks more than one ("what's the tipping etiquette there, do we
 * bring USD or pesos?", "is it open on Saturday? and do we need tickets?"), as its own clause; empty
 * when it asks one question or fewer, or asks for a change too.
 */
export function questionsAsked(message: string, hasTrip: boolean): string[] {
  const parts = clauses(clip(message));
  if (parts.length < 2 || parts.length > 4) return [];
  const kinds = parts.map((c) => kindOf(c, hasTrip));
  if (kinds.some((k) => k === "change" || k === "plan")) return [];
  const asked = parts.filter((_, i) => ["question", "advice", "possible"].includes(kinds[i] ?? ""));
  // ("Topkapi is shut on tuesdays right? which day is best for it": the second leans on the first,
  // one question in two pieces.)
  if (asked.slice(1).some((p) => /\b(?:it|them|that one|this one|there|then)\b/.test(plain(p)))) return [];
  return asked.length >= 2 ? asked.map((p) => p.trim()) : [];
}

/** How a message reads, clause by clause: what it is as a whole, and what its clauses do. */
export type MessageKinds = {
  intent: Intent;
  /** Some clause asks for a change ("make day 6 a lazy day", "swap the hotel for one in Brooklyn"). */
  asksChange: boolean;
  /** It only tells something ("lol my husband is already packing"): no question, no request, no plan. */
  onlyTells: boolean;
  /**
   * It only asks, and asks whether a change could be made or should be ("could we see the
   * Alhambra on Sunday?", "could we fit an extra night in Bruges?"): answered with the change
   * offered, never made. The engine reads no change out of such a message.
   */
  asksOnly: boolean;
  /** It asks whether a change could or should be made (the first kind of asksOnly), answered with the change offered. */
  possible: boolean;
};

export function readKinds(message: string, hasTrip: boolean): MessageKinds {
  const text = clip(message);
  const none = { asksChange: false, onlyTells: false, asksOnly: false, possible: false };
  if (!text.trim()) return { intent: "other", ...none };
  // Only emoji and punctuation ("👍", ":)", "!!"): small talk.
  if (!/[\p{L}\p{N}]/u.test(text)) return { intent: "chitchat", ...none };
  // "good morning o, how far?": one greeting, though a comma and a how-word would split it.
  if (greetingHowAreYou(wordsOf(plain(text)))) return { intent: "chitchat", ...none };
  // ("wow day 3 looks intense haha. we'll survive": the remark taken back by the acceptance.)
  const accepted = acceptance.test(plain(text));
  const parts = clauses(text);
  const kinds = parts.map((c) => {
    const p = wordsOf(plain(c)).join(" ");
    return accepted && (acceptance.test(p) || planRemark.test(p)) && !changeWords.test(p) ? "chat" : kindOf(c, hasTrip);
  });
  // "can we fit a DMZ tour? which day would be best?": the outing asked, then which day suits it:
  // advice on a change, offered rather than made.
  if (hasTrip && asksWhichDay(parts, kinds))
    for (const [i, k] of kinds.entries()) if (k === "change") kinds[i] = "possible";
  const asksChange = kinds.includes("change");
  // A statement about the travellers ("my husband is already packing"), not a need or a worry
  // that asks for an answer in other words ("I need ideas for day 2", "I'm worried about rain").
  const onlyTells =
    !text.includes("?") &&
    kinds.includes("fact") &&
    kinds.every((k) => k === "fact" || k === "chat") &&
    !wantsAnswer.test(plain(text));
  // ("is the bus quicker? just asking": a question said with the plan held is asked only.)
  const possible =
    !asksChange &&
    !kinds.includes("plan") &&
    (kinds.includes("possible") || (kinds.includes("question") && holdsPlan.test(plain(text))));
  // (Advice asked, "can I use my card in Cuba?", moves nothing either, but offers no change.)
  const asksOnly = possible || (!asksChange && !kinds.includes("plan") && kinds.includes("advice"));
  const intent: Intent =
    asksChange || kinds.includes("plan")
      ? "other"
      : kinds.includes("question") || asksOnly
        ? "question"
        : kinds.every((k) => k === "chat")
          ? "chitchat"
          : "other";
  return { intent, asksChange, onlyTells, asksOnly, possible };
}

// "which day would be best?", "what day works?", "when would be best?", "which day should we do it?"
const whichDay =
  /^(?:which|what) (?:day|days|morning|afternoon|evening|night)(?: of the trip)? (?:would|should|works?|suits?|fits?|could|do you (?:think|suggest|recommend)|would you|(?:is|will be) (?:the )?(?:best|better|ideal|good|free|quietest|lightest|emptiest))\b|^when (?:would|should|is|could) (?:be |it be )?(?:best|better|ideal|good|we do it|we go|i go|we fit it|it fit)\b/;

/** Each change asked as a question ("can we fit X?") and followed by asking which day suits it. */
function asksWhichDay(parts: string[], kinds: ClauseKind[]): boolean {
  const changes = kinds.flatMap((k, i) => (k === "change" ? [i] : []));
  if (!changes.length) return false;
  const last = changes[changes.length - 1] ?? 0;
  const asked = (i: number) => {
    const c = wordsOf(plain(parts[i] ?? ""))
      .join(" ")
      .replace(lead, "");
    return (
      (parts[i] ?? "").includes("?") &&
      /^(?:can|could|should|would it be possible to|is it possible to) (?:we|i|us)? ?\w+/.test(c) &&
      !/\b(?:please|pls|plz|kindly|instead)\b/.test(c) &&
      !changeWords.test(c)
    );
  };
  return (
    changes.every(asked) &&
    parts.slice(last + 1).some((p) => whichDay.test(wordsOf(plain(p)).join(" ").replace(lead, "")))
  );
}

export function readIntent(message: string, hasTrip: boolean): Intent {
  return readKinds(message, hasTrip).intent;
}
