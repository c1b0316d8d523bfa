// How they will (not) travel: "no flights", "we won't drive", "by train" (issue 23; split out of
// understand-trip.ts).

export type TransportFinding = { flights?: boolean; selfDrive?: boolean; prefer?: "train" | "road" | "bus" };

export function findTransport(text: string): TransportFinding {
  const lower = text.toLowerCase().replace(/[’']/g, "'");
  const found: TransportFinding = {};
  if (
    /\b(no|nae|without|avoid(?:ing)?|skip(?:ping)?|hate|don't want|dont want|won't|not) (?:any )?(flights?|flying|planes?|to fly|fly|airports?)\b|\b(?:do not|don't|dont|won't|wont|can't|cant|never|not going to|not gonna) (?:plan to |want to |wanna )?fly\b|\bnot flying\b|\bfear of flying\b|\boverland\b|\btrain only\b|\bonly (?:by )?trains?\b|\bby (?:land|road) only\b|\bno (?:sea)?planes?\b|\bflight[- ]free\b|\b(?:zero|0) (?:flights?|flying|planes?)\b|\b(?:trains?|rail|bus(?:es)?|coach(?:es)?|ferr(?:y|ies)|overland) (?:the whole way|all the way|the entire way|door to door)\b/.test(
      lower,
    )
  )
    found.flights = false;
  // The refusal in the other languages read here: "geen vliegtuig", "kein Flugzeug", "sin avión",
  // "sans avion", "sem avião", "senza aereo" (not "geen probleem": the plane is named). (A dread of
  // small planes refuses none: the long flight there is still flown.)
  if (
    /\b(?:geen|zonder|niet met het) (?:vliegtuigen|vliegtuig|vlucht(?:en)?|vliegen)\b|\bniet vliegen\b|\b(?:kein(?:e|en)?|ohne) (?:flugzeug|fl[üu]ge?|fliegen)\b|\bnicht fliegen\b|\b(?:sin|ni) (?:avi[oó]n|aviones|vuelos?|volar)\b|\bno (?:queremos |quiero )?volar\b|\b(?:sans|pas d'|pas de|aucun) ?(?:avion|vols?)\b|\b(?:sem|nada de) (?:avi[aã]o|voos?|voar)\b|\b(?:senza|niente) (?:aereo|aerei|voli|volare)\b/.test(
      lower,
    )
  )
    found.flights = false;
  // "from Tallinn by ferry", "comin fae Aberdeen on the ferry": the way from home is by sea, and
  // there is no ferry to prefer, so the trip flies nowhere. (Not "then ferry to Naxos": a boat
  // between stops says nothing of the way there.)
  if (
    /(?<!\b(?:trips?|tours?|excursions?|hop(?:ping)?|hops|cruises?|out|rides?|sail(?:ing)?|transfers?|island)\s+)\b(?:from|fae|frae)\s+\p{L}[\p{L}'. -]{1,30}?\s+(?:by|on the|on a|via|with the) (?:overnight |night |car )?(?:ferry|ferries|boat|ship)\b/u.test(
      lower,
    )
  )
    found.flights = false;
  // "coming over on the ferry from Portsmouth", "we cross on the ferry to Colonia": arriving by
  // sea is how they reach the trip, so it flies nowhere (a ferry between stops says nothing).
  if (
    /\b(?:com(?:e|es|ing)|came|sail(?:ing)?)\s+(?:over|across)\s+(?:on|by|via|with)\s+(?:the|a)\s+(?:overnight\s+|night\s+|car\s+)?(?:ferry|boat|ship)\b|\bcross(?:es|ing)?\s+(?:over\s+)?(?:on|by|via|with)\s+(?:the|a)\s+(?:ferry|boat)\b/.test(
      lower,
    )
  )
    found.flights = false;
  if (
    /\b(no|without(?: a)?|not) (self[- ]?driv\w*|driving|rental cars?|car rental|car hire|hire car|car)\b|\b(?:don't|dont|do not|can't|cant|won't|wont) (?:want to |wanna )?drive\b|\b(?:none of us|neither of us|nobody|no one|no-one)(?: \w+)? (?:drives?|can drive|is driving|will (?:be )?driv(?:e|ing)|wants? to drive|is going to drive)\b|\bno license\b|\bnot driving\b|\b(?:not|won't|wont|will not|aren't|are not|never) (?:be )?driv(?:e|ing) (?:ourselves|myself|themselves|ourself)\b/.test(
      lower,
    )
  )
    found.selfDrive = false;
  // "we don't have a car and don't want one", "we don't want to rent a car".
  if (
    /\b(?:don't|dont|do not|won't|wont) (?:want to |wanna )?(?:rent|hire|have) a car\b|\bdon't want one\b|\b(?:not|no|never|without) (?:renting|hiring|getting) (?:a |any )?cars?\b|\b(?:won't|wont|will not|aren't|are not|not|never) (?:be )?(?:renting|hiring|driving|getting) (?:a |any |the )?(?:car|cars|rental|hire car|rental car)\b|\b(?:instead of|rather than|in place of) (?:driving|a car|the car|self[- ]?driving|renting a car)\b/.test(
      lower,
    )
  )
    found.selfDrive = false;
  // "with a driver", "private driver": driven, not driving.
  const driven =
    /\b(?:with a|a private|private|hire a|get a|we'd like a|need a|our own) (?:car and )?driver\b|\b(?:car|van) with (?:a |our own )?driver\b|\bwith driver\b|\bchauffeur/.test(
      lower,
    );
  if (driven) found.selfDrive = false;
  if (
    /\b(road ?trip|drive|driving|drivin'?|rv'?ing|rving|(?:an|the|our|my) rv|take (?:the|our|my) (?:car|truck|van|ute|suv|jeep|camper)|rent(?:ing)? a car|car rental|rental car|hire car|hired car|hire a car|by car|campervan|camper van|motorhome|rv trip|ring road|route 66|self[- ]drive|(?:our|my) own (?:car|truck|van|4x4|ute|suv|wheels)|(?:in|with) (?:the|our|my) (?:ute|van|camper|campervan|kombi|4x4|4wd|jeep|truck|suv|motorhome|caravan)(?! (?:park|hire|rental|ferry|wash|show))|(?:in|with) (?:our|my) car(?! (?:park|hire|rental|ferry|wash|show))|(?:pile|piling|squeeze|squeezing|cram|cramming) into (?:the|our|my|a) (?:ute|car|van|camper|jeep|truck|suv))\b|\b(?:4x4|4wd)\b(?!\s+(?:tours?|excursions?|safaris?|rides?|day trips?|trips? with|with (?:a )?(?:driver|guide)))/.test(
      lower,
    ) &&
    found.selfDrive !== false
  ) {
    found.prefer = "road";
    found.selfDrive = true;
  }
  // "by road", "a road trip with a driver": on the road, whoever drives. A motorbike trip too,
  // and the car in the other languages ("mit dem Auto", "en voiture", "en coche", "de carro").
  if (
    /\b(?:by road|road trip|road from|on the road|(?:motor)?bike trip|motorbikes?|motorcycles?|royal enfield|mit dem auto|mit dem wagen|en voiture|en coche|en auto|de carro|in macchina|in auto)\b/.test(
      lower,
    )
  )
    found.prefer = "road";
  // Named trains count as trains: "by shinkansen", "Eurostar", "VIA Rail", "KTX".
  if (
    /\b(by (?:train|rail)|trains?\b(?! station)|rail ?pass|rail (?:journey|holiday|tour|adventure)s?|swiss (?:travel )?pass|railway|interrail|eurail|rail trip|shinkansen|bullet train|eurostar|via rail|amtrak|ktx|tgv|ice train|high[- ]speed (?:rail|trains?)|t?hsr|rocky mountaineer|norway in a nutshell|glacier express|sleeper(?! (?:bus|buses|coach|coaches))|thalys|jr pass|japan rail pass|italo|frecciarossa|renfe|sncf|avlo|ouigo|trans[- ]siberian|indian pacific|[a-z]+ railroad|railroad|the ghan|sgr|madaraka express|the adirondack(?! (?:mountains|park|chairs?|region|lodge|lakes?))|coast starlight|california zephyr|empire builder|southwest chief|acela|lake shore limited|tranzalpine|coastal pacific|northern explorer|blue train|rovos rail|palace on wheels|deccan odyssey|bernina express|fl[åa]m (?:railway|line)|fl[åa]msbana|reunification express|eastern (?:&|and) oriental express|caledonian sleeper|night riviera|jacobite (?:steam )?train|kereta(?: api)?|(?:en|de|por|mit dem|per|im) (?:train|trem|tren|zug)|(?:met de|per|op de|de) trein|treinen|trein|zug (?:von|ab|aus|nach|bis)|(?<=(?:^|[,;.:]\s*))zug (?:from|to)|(?:mit der|per) bahn|deutsche bahn|in treno|col treno|con il treno)\b/.test(
      lower,
    )
  )
    found.prefer = "train";
  if (
    /\bby (?:\w+ )?(?:bus|coach)\b|\b(?:bus|coach)(?:es)? (?:up|down|over|across|back|out) (?:from|to)\b|\bsleeper (?:bus|coach)(?:es)?\b|\b(?:bus|coach)(?:es)? (?:only|is fine|between|it|all the way|the whole way|from|to|over|across|everywhere|throughout|around)\b|\b(?:bus|coach)(?:es)? (?:and|&|\+|or|\/) (?:ferr(?:y|ies)|boats?)\b|\b(?:the|a|overnight|night|then) (?:bus|coach)\b|\b(?:ônibus|autobús|autobus|bis)\b|\bopen bus\b|\bcoach\b|\bmarshrutkas?\b|\bminibus(?:es)?\b|\b(?:ado|greyhound|flixbus|megabus)(?: bus(?:es)?)?\b|\b(?:shuttle|tourist|chicken|express|local|public) bus(?:es)?\b|\b(?:bus|coach)(?:es)? (?:where(?:ver)?|when(?:ever)?|if) possible\b|\ben micros?\b|\b(?:in|on) (?:a |the )?(?:bus|coach)(?:es)? (?:is|are) (?:ok|okay|fine|good|alright|best)\b|\b(?:bus|coach)(?:es)? (?:is|are) (?:ok|okay|fine|good|alright|best)\b|\bvolvo (?:bus|coach)(?:es)?\b|\b(?:bus|coach)(?:es)? or tours?\b|\ben colectivos?\b|\b(?:bus|coach)(?:es)?,? (?:not|rather than|instead of|over|not a) (?:the )?(?:car|driving|train|plane|flights?|flying)\b/.test(
      lower,
    ) &&
    !/\b(?:no|not by|without|hate) (?:the )?(?:bus|coach)/.test(lower)
  )
    found.prefer = "bus";
  // A form's line or a note in brackets that is only the way: "From: Salzburg (bus)", "Leg 2:
  // Hue to Hoi An (train)", "(by coach)". Not a bracket saying more ("(bus tour included)").
  const bracketed = /\(\s*(?:by\s+|on\s+the\s+|via\s+)?(train|rail|bus|coach|car|driving|self[- ]drive)\s*\)/.exec(
    lower,
  );
  if (bracketed?.[1] && !found.prefer) {
    const way = bracketed[1];
    found.prefer = way === "train" || way === "rail" ? "train" : way === "bus" || way === "coach" ? "bus" : "road";
    if (found.prefer === "road" && found.selfDrive === undefined) found.selfDrive = true;
  }
  return found;
}
