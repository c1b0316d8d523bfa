import { cardinalWords, spokenNumbers } from "../number-words";
import { alternation, KIN_ABROAD, MATE_WORDS, SPOUSE_WORDS } from "./companion-words";

// The party's words put plainly before the party is read (trip-party.ts): who comes, however the
// writer names them ("the mrs", "me an mi cousin", "the fiancé"), and counts said sideways
// ("girls trip x5", "vegetarian x2", "3 adults, sorry, 4").

// Who else comes, one word each: "my mum", "my sister", "hubby".
export const PARTNER = `(?:${alternation(SPOUSE_WORDS)})`;
// (A carer, an aide or a nanny travels as a grown-up of the party too: "with my carer".)
export const RELATIVE = `(?:${alternation([...MATE_WORDS, ...KIN_ABROAD])}|mum|mom|mother|mama|dad|father|papa|brother|sister|friend|best friend|bestie|buddy|mate|colleague|grandma|grandpa|gran|granny|nan|nana|nanna|grandad|granddad|grandmum|grandmom|grandmother|grandfather|aunt|auntie|uncle|cousin|son|daughter|niece|nephew|roommate|flatmate|housemate|carer|caregiver|care giver|care worker|support worker|personal assistant|aide|nanny|au pair|companion|travel buddy)`;

// Counts of people as words or digits, for the rewrites below.
const COUNT = `\\d{1,2}|${Object.keys(cardinalWords).join("|")}`;
// Nouns for a group of grown-ups, counted: "4 adults", "5 girls", "3 persons".
const HEADS = "adults|people|persons|pax|ppl|girls|lads|ladies|guys|boys|friends|mates|travell?ers";

/**
 * The party's words put the way the readers below know them, whoever wrote them: spoken numbers
 * ("my too sisters"), speech's hesitations ("me and um my flatmate"), learners' plurals ("2
 * childs"), the spouse as "the mrs", a count as a multiplier ("girls trip x5"), a count corrected
 * in passing ("3 adults, sorry, 4"), and "I" or "me" in the languages read here ("eu e 2 amigas").
 */
export function partyWords(lower: string): string {
  return (
    spokenNumbers(lower)
      .replace(/\b(?:uh+|um+|umm+|erm+|er|uhm|ehm)\b[,.]?\s*/g, "")
      // "友達と2人", "2명", "3名": people counted the Japanese, Chinese and Korean way.
      .replace(/(\d{1,2})\s*(?:人|명|名)/g, " $1 people ")
      .replace(/\bchild(?:s|rens|ren's)\b/g, "children")
      // "w my mum", "w/ the kids": with.
      .replace(/(?<=^|[\s,(])w\/?\s*(?=(?:my|our|the|a|an|his|her)\s)/g, "with ")
      .replace(
        /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:person|persons|members|souls|heads)\b/g,
        "$1 people",
      )
      .replace(/\bthe (?:mrs|missus|missis|wife|old lady|better half|other half|wifey)\b/g, "my wife")
      .replace(/\bthe (?:hubby|husband|old man|hubs)\b/g, "my husband")
      // "the fiancé", "the fiancée": one spelling, so the words after it read it ("é" ends no \b word).
      .replace(/\bfianc[eé]e?(?![a-z])/g, "fiance")
      // "me and the fiancé", "me n the gf", "with the in-laws": "the" for one's own, as "my".
      .replace(
        /\bthe (fiance|gf|bf|girlfriend|boyfriend|partner|spouse|fella|bae|boo|in-laws|inlaws|outlaws|grandparents)\b/g,
        (_, who: string) => `my ${/laws$/.test(who) ? "in-laws" : who}`,
      )
      // "me n ma pals", "wi mah wife": Scots "ma" for "my" before a companion; "5 o us", "3 a wi"
      // (Scots, Jamaican): "5 of us"; "me and my china" (South Africa): a mate.
      .replace(
        /\b(?:ma|mah)\s+(?=(?:pals?|mates?|mum|mam|maw|da|dad|wife|man|husband|boyfriend|girlfriend|sister|brother|cousin|bestie|pal|wee)\b)/g,
        "my ",
      )
      .replace(new RegExp(`\\b(${COUNT})\\s+(?:o'?|a)\\s+(?:us|wi|we)\\b`, "g"), "$1 of us")
      .replace(/\b(me|i)\s*(and|&|n|\+)\s*my china\b/g, "$1 $2 my mate")
      // "2 brother going", "3 friend": a learner's singular after a count.
      .replace(/\b([2-9]|two|three|four|five|six)\s+(brother|sister|friend|cousin|colleague)\b(?!')/g, "$1 $2s")
      // "me an mi cousin", "mi an mi bredren", "me and mi abuela": "an" for "and", "mi" for "my"
      // (Jamaican, Spanish) before a companion.
      .replace(/\b(me|mi|i)\s+an\s+(?=(?:mi|my)\s)/g, "me and ")
      .replace(new RegExp(`\\bmi\\s+(?=(?:${PARTNER.slice(3, -1)}|${RELATIVE.slice(3, -1)})\\b)`, "g"), "my ")
      .replace(/(?<=^|[\s,(])(?:mrs|missus)(?=\s*(?:and|&|\+|n)\s+(?:me|i)\b)/g, "my wife")
      // "girls trip x5", "lads x8", "adults x2", "trip for x4": the count first.
      .replace(
        new RegExp(`\\b(${HEADS})(?:'?s?\\s+(?:trip|weekend|getaway|holiday|away))?\\s*x\\s*(\\d{1,2})\\b`, "g"),
        "$2 $1",
      )
      .replace(/\b(?:trip|group|party)\s*(?:of\s*)?x\s*(\d{1,2})\b/g, "$1 people")
      // A booking form's fields, the label first: "Pax: 1", "Guests - 2", "No. of travellers: 3",
      // "Adults: 2". (A field is a label, a colon or a dash, and a count alone on it: "Nights: 3" is
      // no party, "Travellers: 2 adults, 2 children" is read as it is written, and "Kids: 6" is
      // left to the age reader.)
      .replace(
        /\b(?:pax|guests|travell?ers|people|persons|party size|group size|(?:no\.?|number) of (?:people|persons|guests|travell?ers|pax))\s*[:=–-]\s*(\d{1,2})\b(?![ \t]*(?:[a-z]|&|\+|,[ \t]*\d))/g,
        "$1 people",
      )
      .replace(/\badults\s*[:=–-]\s*(\d{1,2})\b(?![ \t]*(?:[a-z]|&|\+|,[ \t]*\d))/g, "$1 adults")
      // "vegetarian x2", "tickets x3", "busan 3 nights x2": so many of whatever the trip is for
      // ("2 rooms x 3 nights" is a length, not people).
      .replace(
        /\b(?:vegetarians?|vegans?|halal|coeliacs?|celiacs?|gluten[- ]free|tickets?|seats?|passengers?|guests?|nights?)\s*x\s*([2-9])\b(?!\s*(?:rooms?|nights?|days?|weeks?))/g,
        (m, n: string) => `${m.replace(/\s*x\s*\d$/, "")}, ${n} people`,
      )
      // "4 adults — sorry, 5", "3 of us, no wait, 4": the last count said stands.
      .replace(
        new RegExp(
          `\\b(?:${COUNT})\\s+(${HEADS}|of us)\\s*[-—–,(:;.]*\\s*(?:sorry|no|oops|actually|wait|i mean|make (?:that|it)|correction)\\b[\\s,:;!—–-]*(?:no\\s+)?(?:wait[,\\s]*)?(${COUNT})\\b(?!\\s*(?:nights?|days?|weeks?|am|pm|rooms?))`,
          "g",
        ),
        "$2 $1",
      )
      // "eu e 2 amigas", "moi et ma sœur", "yo y mi madre": the writer, in words read here as "me".
      .replace(/\b(?:eu|moi|yo|ich|io)\b(?=\s*(?:and|et|e|y|und|,|\+|&))/g, "me")
      // "me et ma sœur", "mia sorella e io", "mi hermano y yo": their "and", "my" and "I" before or
      // after kin (a word such as "irmã" ends no \b word, so its own end is looked for).
      .replace(/\bme\s+(?:et|e|y|und)\s+(?=\p{L})/gu, "me and ")
      .replace(
        new RegExp(
          `\\b(?:ma|mia|minha|meu|mi|mon|meine|mein|la mia|il mio)\\s+(?=(?:${alternation(KIN_ABROAD)})(?![\\p{L}]))`,
          "gu",
        ),
        "my ",
      )
      // (Spelt plain, so the readers' word ends find it: "my irmã" as "my irma".)
      .replace(/\bmy\s+(\p{L}+)/gu, (all, w: string) => {
        const plain = w.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/g, "oe");
        return plain !== w && KIN_ABROAD.includes(plain) ? `my ${plain}` : all;
      })
      .replace(
        new RegExp(
          `(?<=\\bmy\\s+(?:${alternation(KIN_ABROAD)}))\\s+(?:y|e|et|und|and)\\s+(?:yo|eu|moi|io|ich)(?![\\p{L}])`,
          "gu",
        ),
        " and me",
      )
      // "eşimle", "karımla", "kocamla", "sevgilimle" (Turkish): with my spouse, wife, husband, love.
      .replace(/(?<![\p{L}])(eşim|karım|kocam|sevgilim)\s*(?:ile|le|la)(?![\p{L}])/gu, (_, w: string) =>
        w === "karım" ? "with my wife" : w === "kocam" ? "with my husband" : "with my partner",
      )
      // "sisi wawili", "sisi watatu" (Swahili): we two, we three.
      .replace(/\b(?:sisi|tuko|tupo)\s+(wawili|watatu|wanne|watano|sita)\b/g, (_, n: string) => {
        const count: Record<string, number> = { wawili: 2, watatu: 3, wanne: 4, watano: 5, sita: 6 };
        return `we are ${count[n] ?? 2}`;
      })
      // "zu zweit", "à deux", "en pareja", "in due": the two of us.
      .replace(/\b(?:zu zweit|[àa] deux|en pareja|los dos|in due|a due|n[oó]s dois)\b/g, "the two of us")
      // "3 kids 4/6/10": ages split by slashes, as a list.
      .replace(
        /\b((?:kids?|children|boys|girls|sons|daughters)\s*(?:aged?\s+)?)(\d{1,2}(?:\s*\/\s*\d{1,2}){1,5})\b(?!\s*(?:\/|(?:to|until|till|-|–)\s*\d))/g,
        (_, who: string, ages: string) => `${who}${ages.split(/\s*\/\s*/).join(", ")}`,
      )
      // "Kinder 4 und 7" (German), "5 kami" (Tagalog: five of us).
      .replace(/\bkinder\b(?!\s*(?:egg|surprise|bueno|chocolate))/g, "kids")
      .replace(/\b(\d{1,2})\s+kami\b/g, "we are $1")
      // "viaggio in coppia", "siamo una coppia", "en couple", "um casal", "als Paar": a couple, two
      // grown-ups, children besides ("2 coppie", "3 parejas" are counted couples, read in
      // trip-party.ts; "una coppia di amici" is a couple of friends; "ein paar Tage" a few days).
      .replace(
        /\b(?:(?:siamo|somos|nous sommes|on est|wir sind)\s+)?(?:(?:in|una|di|per|come)\s+(?:a\s+)?coppia(?!\s+di\b)|en couple|un couple(?!\s+d)|(?:una|como)\s+(?:a\s+)?pareja|(?:em|um|como)\s+(?:a\s+)?casal|(?:als|ein)\s+(?:a\s+)?paar(?=\s*(?:,|\.|!|$|aus|mit|und|ohne|with|from))|(?:una|um|uma|un|une|ein|eine)\s+a couple)\b/g,
        "we are a couple",
      )
  );
}
