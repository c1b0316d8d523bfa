// English words that GeoNames also has as towns somewhere ("Can", "Say", "Split", "Reading"), or
// that sit where a name might ("a week in total", "trip to see"): never read as a place in lower
// case, and in capitals only where the words around them say "place".

const never = new Set(
  `a an the my me us you them him her our your it its this that these those there here what which who
  and or but so if then than as at by for from in into of off on onto out over to up upon via with within without
  do go see eat visit stay plan travel find take have be get make add swap change drop remove move keep want need
  like love hate enjoy prefer help can could would should will may might must shall let lets
  i im we were are is was been am has had did does done also just only even still very really too much many more most
  day days week weeks night nights weekend weekends month months year years hour hours time times total
  budget mind town city cities place places there here near around about roughly approx approximately maybe
  hotel hotels hostel flights flight museum museums beach beaches food dinner lunch breakfast bed bedroom bedrooms
  between order somewhere someplace anywhere warm cheap cheapest trip trips holiday holidays vacation getaway break
  europe asia africa america oceania north south east west northern southern eastern western central
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
  today tonight tomorrow next last first second third spring summer autumn fall winter christmas easter
  people adults adult kids kid children child family friends friend wife husband partner couple group party
  spend spending relax relaxing chill rest only lots lot loads tons
  please pls thanks thank hi hello hey yo ok okay yes no not never none any some all each both every
  good great best lovely cool fun new old big small little long short
  train trains bus buses car cars ferry boat cruise road drive driving walk walking hike hiking
  pay paid money price prices cost costs free
  one two three four five six seven eight nine ten eleven twelve
  say said tell told know forgot forget sure
  lol omg btw tbh idk asap etc
  uni university college school work office home god bless grandma grandpa gran granny nan nana mum mom dad
  mau ingin pergi dari ke naik kereta dan berdua bertiga malam hari orang juta
  salam salaam salamat assalamu alaikum oi ola hola ciao namaste namaskar howzit hallo habari jambo bonjour salut
  hej moin servus gruezi shalom marhaba merhaba konnichiwa annyeong nihao privet ahoj howdy gday kumusta
  sawubona wagwan wah lah lor leh
  solo same
  per le el los las il lo gli e y o ou di da del della dei em na et und zu im al ad con pour avec dans
  une un uno una por com sem mit bei vom zum`
    .split(/\s+/)
    .filter(Boolean),
);

// Towns whose names are everyday words: a place only in capitals or right where one goes. ("aurora":
// the northern lights, more often than Aurora, Colorado.)
const common = new Set(
  `nice split reading bath sale mobile orange bend hope independence liberty victory commerce enterprise
  marathon surprise paradise eden aurora`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word never read as a place on its own. */
export const isCommonWord = (key: string): boolean => never.has(key);

/** An everyday word that is also a town ("nice", "split"): a place only where the context says so. */
export const isEverydayTown = (key: string): boolean => common.has(key);

// Words that end a place's name or cannot begin one ("from", "to", "then", "pls"): one list for
// every reader of places (understand/mentions.ts, understand.ts).
export const nameBreaks: ReadonlySet<string> = new Set(
  `from for on in with next starting and at this around during please pls instead to by we i then not or via is
  are the a of`
    .split(/\s+/)
    .filter(Boolean),
);
/** Whether a word inside a name ends it: "of" and "the" belong in names ("Isle of Skye", "The Hague"). */
export const breaksName = (word: string): boolean => nameBreaks.has(word) && word !== "of" && word !== "the";

/** "by ferry", "by train": the way to a stop, said between its name and its length. */
export const WAY_THERE = "by\\s+(?:ferry|boat|train|bus|coach|car|road|plane|air|rail|shuttle|minibus|van)\\b";
