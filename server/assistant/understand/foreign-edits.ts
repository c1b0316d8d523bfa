// Follow-up changes written in Spanish, Portuguese, French, Italian, German or Dutch, in the
// English words the change readers key on: the verbs of a change ("agrega", "enlève", "togli",
// "streich"), more or fewer nights and days ("una noche más", "noch eine Nacht", "une nuit de
// moins"), a cheaper or nicer hotel ("un hôtel moins cher", "ein günstigeres Hotel"), the days of
// the trip by number or ordinal ("le jour 2", "am zweiten Tag", "el último día") and where a
// hotel should be ("cerca de la estación central"). Run by foreign-words.ts after the dates and
// counts, so numbers are digits and "noches" is "nights" here already. Not a translation: the
// names of sights and everything else stay as written.

// Word edges that work for "más" and "günstiger" too (\b only knows ASCII letters).
const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
const re = (src: string, flags = "giu") => new RegExp(src, flags);
const any = (words: string[]) => words.join("|");

// The verbs of a change, each to its English one: commands, infinitives after "can we"/"on peut",
// and the forms people type. Only words no English message uses ("remove" in Portuguese is English already).
const verbs: [string, string[]][] = [
  [
    "add",
    [
      "agrega|agregá|agregue|agreguen|agregar|agregarle|añade|añadí|añada|añadan|añadir|añadirle|suma|sumá|sumar|incluye|incluí|incluir",
      "adiciona|adicione|adicionar|acrescenta|acrescente|acrescentar|inclui|inclua|incluir",
      "ajoute|ajoutez|ajouter|rajoute|rajoutez|rajouter",
      "aggiungi|aggiunga|aggiungete|aggiungere|aggiungici|inserisci|inserire",
      "hinzufügen|einplanen|einbauen|dazunehmen",
      "toevoegen",
    ],
  ],
  [
    "put",
    [
      "pon|ponga|poné|poner|ponle|mete|meté|meter",
      "coloca|coloque|colocar|põe|ponha|pôr|bota|botar",
      "mets|mettez|mettre",
      "metti|metta|mettete|mettere",
      "zet|zetten",
    ],
  ],
  [
    "remove",
    [
      "quita|quitá|quite|quiten|quitar|quitale|saca|sacá|saque|sacar|elimina|eliminá|elimine|eliminar|borra|borrá|borre|borrar",
      "tira|tire|tirar|remova|remover|exclui|exclua|excluir",
      "enlève|enlevez|enlever|retire|retirez|retirer|supprime|supprimez|supprimer",
      "togli|tolga|togliete|togliere|rimuovi|rimuova|rimuovere|elimini|eliminare|cancella|cancellare",
      "streich|streiche|streicht|streichen|entfern|entferne|entfernt|entfernen|weglassen|rausnehmen",
      "verwijder|verwijderen|schrap|schrappen",
    ],
  ],
  [
    "move",
    [
      "mueve|mové|mueva|mover|muevan",
      "mova|movam",
      "déplace|déplacez|déplacer|décale|décalez|décaler",
      "sposta|sposti|spostate|spostare",
      "verschieb|verschiebe|verschiebt|verschieben|verlegen",
      "verplaats|verplaatsen|verschuif|verschuiven",
    ],
  ],
  [
    "swap",
    [
      "intercambia|intercambiá|intercambie|intercambiar",
      "inverte|inverta|inverter",
      "échange|échangez|échanger|inverse|inversez|inverser|intervertis|intervertir",
      "scambia|scambi|scambiare|inverti|invertire",
      "tausch|tausche|tauscht|tauschen|vertausch|vertausche|vertauschen",
      "wissel|wisselen|ruil|ruilen",
    ],
  ],
  [
    "replace",
    [
      "reemplaza|reemplazá|reemplace|reemplazar|sustituye|sustituí|sustituya|sustituir",
      "substitui|substitua|substituir",
      "remplace|remplacez|remplacer",
      "sostituisci|sostituisca|sostituire",
      "ersetz|ersetze|ersetzt|ersetzen",
      "vervang|vervangen",
    ],
  ],
  [
    "change",
    [
      "cambia|cambiá|cambie|cambiar",
      "muda|mude|mudar|troca|troque|trocar|altera|altere|alterar",
      "modifie|modifiez|modifier|changez|changer",
      "cambiare|modifica|modificare",
      "ändere|ändern|änder",
      "verander|veranderen|wijzig|wijzigen",
    ],
  ],
  [
    "stay",
    [
      "quedarnos|quedarme|quedarse|quedar",
      "ficar|ficarmos",
      "rester",
      "restare|rimanere|fermarci|fermarsi",
      "bleiben",
      "blijven",
    ],
  ],
  [
    "visit",
    ["visitar|conocer", "conhecer", "visiter", "visitare|vedere", "besuchen|besichtigen|anschauen|ansehen", "bezoeken"],
  ],
  ["do", ["hacer", "fazer", "faire", "fare", "machen", "doen"]],
];
const VERB = any(verbs.flatMap(([, forms]) => forms));
// Of those, the ones no English word spells ("tire", "mover", "fare" are English too): markers of a foreign message.
const FOREIGN_VERB = VERB.split("|")
  .filter((w) => !/^(?:tire|mover|remover|fare|inverse|mete|suma|pon|bota|zet|muda|place|ruil)$/.test(w))
  .join("|");
const verbOf = (w: string) => verbs.find(([, forms]) => re(`^(?:${any(forms)})$`, "iu").test(w))?.[0];
const EN_VERB = "add|put|remove|move|swap|replace|change|stay|visit|do|skip|leave|start|go|arrive|push";

// "can we", "can you", "we want to" before a verb of change: the English the readers know.
const canWe =
  "podemos|podríamos|podriamos|se puede|dá para|da para|podemos|on peut|on pourrait|est-ce qu['’]on peut|est-ce qu['’]on pourrait|est-ce que l['’]on peut|pouvons-nous|pourrions-nous|possiamo|potremmo|si può|si potrebbe|kunnen we|kunnen wij";
const canYou =
  "puedes|podés|podrías|podrias|puede|podría|podria|pueden|pode|poderia|você pode|vc pode|pouvez-vous|pourriez-vous|peux-tu|pourrais-tu|tu peux|vous pouvez|puoi|potresti|può|potrebbe|kun je|kunt u";
const wantTo =
  "quiero|queremos|quisiera|quisiéramos|quero|queremos|queria|queríamos|je veux|je voudrais|on veut|on voudrait|nous voulons|nous voudrions|voglio|vorrei|vogliamo|vorremmo|ik wil|we willen|wij willen";

// The count nouns after the counts step ("1 nights"), and the words for more and fewer after one.
const UNIT = "(nights?|days?|weeks?)";
// (Unaccented "mas" only at the end: in Portuguese it is "but", "3 noites mas sem pressa".)
const MORE_AFTER =
  "más|mas(?=\\s*(?:[,.!?]|$|por favor|please|pls))|a mais|de mais|en plus|de plus|in più|in piu|di più|mehr|länger|dazu|extra|erbij|meer|langer";
const LESS_AFTER = "menos|a menos|de menos|en moins|de moins|in meno|di meno|weniger|kürzer|minder|korter";
const MORE_BEFORE = "mais|encore|ancora|noch|nog|otra|otras|otro|otros|outra|outras|outro|outros";

const ordinals: [string, string][] = [
  ["first", "primer|primero|primera|primeiro|primeira|premier|première|primo|prima|erste[nmrs]?|eerste"],
  ["second", "segundo|segunda|deuxième|deuxieme|second|seconde|secondo|seconda|zweite[nmrs]?|tweede"],
  ["third", "tercer|tercero|tercera|terceiro|terceira|troisième|troisieme|terzo|terza|dritte[nmrs]?|derde"],
  ["fourth", "cuarto|cuarta|quarto|quarta|quatrième|quatrieme|vierte[nmrs]?|vierde"],
  ["fifth", "quinto|quinta|cinquième|cinquieme|fünfte[nmrs]?|vijfde"],
  ["sixth", "sexto|sexta|sixième|sixieme|sesto|sesta|sechste[nmrs]?|zesde"],
  ["seventh", "séptimo|séptima|septimo|sétimo|sétima|septième|settimo|settima|siebte[nmrs]?|zevende"],
  ["last", "último|última|ultimo|ultima|dernier|dernière|letzte[nmrs]?|laatste"],
];
const ORDINAL = any(ordinals.map(([, s]) => s));
const ordinalOf = (w: string) => ordinals.find(([, s]) => re(`^(?:${s})$`, "iu").test(w))?.[0] ?? w;
// Day and night nouns (singular: a day of the trip, not a length).
const DAY_NOUN = "día|dia|jour|journée|giorno|giornata|tag|dag";
const NIGHT_NOUN = "noche|noite|nuit|notte|nacht";
// The words before a day of the trip: on it, from it, to it.
const ON = "el|la|le|il|lo|o|a|no|na|am|an|op|nel|nella";
// "en el día 2", "in het dag 2", "am Tag 2": a preposition, an article, or both.
const ON_LEAD =
  "(?:(?:en|in|an|am|op|no|na|nel|nella|a)\\s+(?:(?:el|la|le|il|lo|o|der|den|dem|de|het)\\s+)?|(?:el|la|le|il|lo|o|der|den|dem|het)\\s+)";
const FROM = "del|de la|du|de|dal|dalla|do|da|vom|von|van";
const TO = "al|a la|au|à|ao|para el|para o|pro|pra|per il|auf|zum|naar";
const ARTICLE = "el|la|los|las|le|les|l['’]|il|lo|gli|i|o|os|as|der|die|das|den|dem|het|de";

// A slower or fuller pace asked for ("más tranquilo" is read by the pace words of foreign-lexicon.ts).
const SLOWER =
  "más relajad[oa]|más calmad[oa]|menos cosas|menos apretad[oa]|mais calm[oa]|mais relaxad[oa]|menos corrid[oa]|menos coisas|plus tranquille|plus calme|plus relax|plus cool|moins chargée?|moins de choses|più tranquill[oa]|più calm[oa]|più rilassat[oa]|meno pien[oa]|meno cose|entspannter|ruhiger|gemütlicher|langsamer|weniger programm|rustiger|relaxter|minder vol";
const FULLER =
  "más intens[oa]|más cosas|más llen[oa]|mais intens[oa]|mais coisas|mais chei[oa]|plus chargée?|plus rempli[e]?|plus de choses|più intens[oa]|più pien[oa]|più cose|mehr programm|voller|intensiver|meer doen|voller programma";
// Earlier and later, of a flight or of the whole trip.
const EARLIER = "más temprano|más pronto|mais cedo|plus tôt|più presto|früher|eerder";
const LATER = "más tarde|mais tarde|plus tard|più tardi|später";
// The verbs of leaving and starting, read only before a shift ("salir 1 day later").
const SET_OFF =
  "salir|salimos|irnos|ir|empezar|empezamos|comenzar|llegar|sair|sairmos|partir|começar|chegar|partons|commencer|arriver|partire|partiamo|iniziare|cominciare|arrivare|abreisen|losfahren|fahren|anfangen|beginnen|ankommen|vertrekken|gaan|beginnen|aankomen";
const PUSH =
  "retrasa|retrasar|retrasá|atrasa|atrasar|adia|adiar|retarde|retarder|repousse|repousser|posticipa|posticipare|rimanda|rimandare";

/** Whether the message has the words of a change in these languages (with no other foreign word, "bitte ein günstigeres Hotel"). */
export const EDIT_MARKERS = re(
  [
    `${B}(?:${FOREIGN_VERB})\\s+(?:${ARTICLE}|un|una|une|um|uma|ein|eine|einen|een|\\d)${E}`,
    `${B}(?:agrega|añade|quita|ajoute|rajoute|enlève|supprime|aggiungi|togli|rimuovi|sposta|hinzufügen|streiche|streichen|entferne|entfernen|tausche|verschiebe|intercambia)${E}`,
    `${B}(?:más barat[oa]|más económic[oa]|mais barat[oa]|mais em conta|moins ch[eè]re?|meno car[oa]|più economic[oa]|günstiger\\w*|billiger\\w*|preiswerter\\w*|goedkoper|más lujos[oa]|plus chic|hôtel|albergo|unterkunft)${E}`,
    `${B}(?:el|le|il|no|na|am|an|al|au|del|du|dal|do|vom|ao|op|nel|nella|pro)\\s+(?:${DAY_NOUN})\\s+\\d`,
    `${B}(?:können wir|könnten wir|kannst du|können sie|könnten sie|kunnen we|on peut|on pourrait|est-ce qu['’]on peut|podemos|podríamos|possiamo|potremmo)\\s`,
    `${B}(?:días|dias|jours|giorni|tage|dagen)\\s+\\d{1,2}\\s+(?:y|e|et|und|en)\\s+\\d`,
    `${B}(?:${DAY_NOUN})\\s+\\d{1,2}\\s+(?:y|e|et|und|en)\\s+(?:${DAY_NOUN})\\s+\\d`,
    `${B}(?:${ORDINAL.replace("|second|", "|")})\\s+(?:${DAY_NOUN}|${NIGHT_NOUN})${E}`,
    `${B}(?:${SLOWER}|${FULLER}|${EARLIER}|${LATER}|vuelos?|voos?|volo|voli|flug|flüge|vlucht|${PUSH})${E}`,
    `${B}(?:${VERB.split("|")
      .filter((w) => /[^a-z]/.test(w))
      .join("|")})${E}`,
    `${B}(?:otra|otro|outra|outro|une autre|un autre|un['’]altra|un altro|eine weitere|einen weiteren|ein weiterer)\\s+(?:${NIGHT_NOUN}|${DAY_NOUN})${E}`,
    `${B}(?:nimm|nehmt|füg|füge|fügt|lass|lasst|voeg|haal)\\s+[^.?!]{1,60}?\\s+(?:raus|heraus|hinzu|dazu|weg|toe)${E}`,
    `${B}(?:muy|demasiado|muito|trop|troppo|zu|te)\\s+(?:car[oa]s?|ch[eè]re?s?|teuer|duur)${E}`,
    `${B}(?:cerca|près|proche|vicino|vicina|perto|nahe|in der nähe)\\s+(?:de|del|d['’]|du|des|a|al|alla|allo|ai|da|do|dos|das|von|vom|zum|zur)${E}`,
    `${B}(?:bitte|s['’]il (?:vous|te) pla[iî]t|per favore|alsjeblieft|por favor)${E}`,
    // A day out: "dia 2: passeio no Douro", "una excursión a Toledo".
    `${B}(?:excursión|excursão|passeio|paseo|gita|escursione|ausflug|tagesausflug|uitstapje|dagtocht)${E}`,
    // A day of the trip by number at the start: "dia 2:", "día 3 -", "Tag 2:".
    `^\\s*(?:${DAY_NOUN})\\s+\\d{1,2}\\s*[:,-]`,
  ].join("|"),
  "iu",
);

/** The message's words of a change in English: verbs, more or fewer, cheaper, days of the trip, near. */
export function editsInEnglish(text: string): string {
  let t = lengthChanges(text);
  t = tripDays(t);
  t = hotels(t);
  t = outings(t);
  t = paceAndTimes(t);
  t = changeVerbs(t);
  return t;
}

/**
 * "una excursión a Toledo", "um passeio no vale do Douro", "une excursion à Giverny", "una gita a
 * Pisa", "ein Ausflug nach Potsdam": a day out to a place, as "a day trip to" it (the place as written).
 */
function outings(text: string): string {
  // ("un paseo por el Retiro", "um passeio no Douro": an outing, near or far, not said to be a day's.)
  const tail = `(?:a la|al|a|à|ao|à la|au|aux|para|pelo|pela|no|na|nel|nella|por|em|en|in|nach|zum|zur|naar)\\s+(?:(?:el|la|le|les|il|lo|o|os|a|as|der|die|das|den|het|de)\\s+)?`;
  const outing = text.replace(re(`${B}(?:(?:una|un|uma|um)\\s+)?(?:passeio|paseo)\\s+${tail}`), "a trip to ");
  return outing.replace(
    re(
      `${B}(?:(?:una|un|uma|um|une|ein|einen|een)\\s+)?(?:excursión|excursion|excursão|excursao|gita|escursione|ausflug|tagesausflug|uitstapje|dagtocht)\\s+(?:de un día\\s+|d['’]une journée\\s+|de um dia\\s+)?(?:a la|al|a|à|ao|à la|au|aux|para|pelo|pela|no|na|nel|nella|por|en|in|nach|zum|zur|naar)\\s+(?:(?:el|la|le|les|il|lo|o|os|a|as|der|die|das|den|het|de)\\s+)?`,
    ),
    "a day trip to ",
  );
}

/** "1 nights más", "noch 1 nights", "2 days de moins", "otra noche": more or fewer, as "1 more night". */
function lengthChanges(text: string): string {
  let t = text.replace(
    re(`${B}(?:${MORE_BEFORE})\\s+(\\d+)\\s+${UNIT}${E}`),
    (_, n: string, u: string) => `${n} more ${unit(n, u)}`,
  );
  // ("noch 1 more night dazu", "nog 1 more night erbij": the more said twice is said once.)
  t = t.replace(
    re(`${B}(\\d+)\\s+(?:more\\s+)?${UNIT}\\s+(?:${MORE_AFTER})${E}`),
    (_, n: string, u: string) => `${n} more ${unit(n, u)}`,
  );
  t = t.replace(
    re(`${B}(\\d+)\\s+${UNIT}\\s+(?:${LESS_AFTER})${E}`),
    (_, n: string, u: string) => `${n} less ${unit(n, u)}`,
  );
  // "otra noche", "un'altra notte", "une autre nuit", "ein weiterer Tag": one more, no number said.
  t = t.replace(
    re(
      `${B}(?:otra|otro|outra|outro|une autre|un autre|un['’]altra|un altro|eine weitere|einen weiteren|ein weiterer)\\s+(${NIGHT_NOUN}|${DAY_NOUN})${E}`,
    ),
    (_, n: string) => `one more ${re(`^(?:${NIGHT_NOUN})$`, "iu").test(n) ? "night" : "day"}`,
  );
  // "1 more night erbij", "añade 1 more night" read as they are; a lone "1 nights" is "1 night".
  return t.replace(/\b1 (night|day|week)s\b/g, "1 $1");
}
const unit = (n: string, u: string) => (n === "1" ? u.replace(/s$/, "") : u.endsWith("s") ? u : `${u}s`);

/** "le jour 2", "am zweiten Tag", "el último día", "los días 1 y 2", "del día 3": days of the trip. */
function tripDays(text: string): string {
  // A day and its number, unless a month follows: "el día 2 March" is a date (read by the dates step).
  const notDate =
    "(?!\\s*(?:January|February|March|April|May|June|July|August|September|October|November|December)\\b)";
  // "los días 1 y 2", "les jours 1 et 2", "Tag 1 und Tag 2": two days, each named.
  let t = text.replace(
    re(
      `${B}(?:(?:${ARTICLE})\\s+)?(?:days|días|dias|jours|giorni|tage|dagen|${DAY_NOUN})\\s+(\\d{1,2})\\s+(?:y|e|et|und|en|and|con|mit|met|avec|com|with)\\s+(?:(?:${ARTICLE})\\s+)?(?:(?:${DAY_NOUN}|day)\\s+)?(\\d{1,2})${E}${notDate}`,
    ),
    "day $1 and day $2",
  );
  t = t.replace(
    re(`${B}(?:${FROM})\\s+(?:(?:${ARTICLE})\\s+)?(?:${DAY_NOUN})\\s+(\\d{1,2})${E}${notDate}`),
    "from day $1",
  );
  t = t.replace(re(`${B}(?:${TO})\\s+(?:(?:${ARTICLE})\\s+)?(?:${DAY_NOUN})\\s+(\\d{1,2})${E}${notDate}`), "to day $1");
  t = t.replace(re(`${B}${ON_LEAD}(?:${DAY_NOUN})\\s+(\\d{1,2})${E}${notDate}`), "on day $1");
  t = t.replace(re(`${B}(?:${DAY_NOUN})\\s+(\\d{1,2})${E}${notDate}`), "day $1");
  // "am 2. Tag", "le 2e jour", "el 2º día": a day by its numbered ordinal.
  t = t.replace(re(`${B}(?:(?:${ON})\\s+)?(\\d{1,2})(?:\\.|e|ème|º|°|o)\\s*(?:${DAY_NOUN})${E}`), "on day $1");
  // "el segundo día", "l'ultimo giorno", "am letzten Tag", "la última noche": an ordinal day or night.
  return t.replace(
    re(
      `${B}(?:(${FROM}|${TO}|${ON})\\s+)?(?:(?:el|la|le|il|lo|l['’]|o|a|der|die|den|dem|de|het)\\s*)?(${ORDINAL})\\s+(${DAY_NOUN}|${NIGHT_NOUN})${E}`,
    ),
    (_, prep: string | undefined, o: string, noun: string) => {
      const what = re(`^(?:${NIGHT_NOUN})$`, "iu").test(noun) ? "night" : "day";
      const lead = !prep
        ? ""
        : re(`^(?:${FROM})$`, "iu").test(prep)
          ? "from "
          : re(`^(?:${TO})$`, "iu").test(prep)
            ? "to "
            : "on ";
      return `${lead}the ${ordinalOf(o)} ${what}`;
    },
  );
}

/** "un hotel más barato", "ein günstigeres Hotel", "cerca de la estación central": the hotel wanted. */
function hotels(text: string): string {
  let t = text.replace(
    re(`${B}(?:hôtel|hotel|albergo|alojamiento|alojamento|hospedagem|unterkunft|accommodatie)${E}`),
    "hotel",
  );
  t = t.replace(
    re(
      `${B}(?:más barat[oa]s?|más económic[oa]s?|mas barat[oa]s?|mais barat[oa]s?|mais em conta|mais económic[oa]s?|mais econômic[oa]s?|moins ch[eè]re?s?|meno car[oa]|meno costos[oa]|più economic[oa]|più conveniente|günstiger\\w*|billiger\\w*|preiswerter\\w*|goedkoper\\w*)${E}`,
    ),
    "cheaper",
  );
  t = t.replace(
    re(
      `${B}(?:más lujos[oa]s?|más bonit[oa]s?|mais luxuos[oa]s?|mais chique|mais bonit[oa]s?|plus chic|plus luxueux|plus beau|più lussuos[oa]|più bell[oa]|schöner\\w*|besser\\w*|luxuriöser\\w*|mooier|luxer)${E}`,
    ),
    "nicer",
  );
  t = t.replace(re(`${B}(?:mejor|melhor|meilleur|migliore)\\s+hotel${E}`), "nicer hotel");
  t = t.replace(re(`${B}hotel\\s+(?:mejor|melhor|meilleur|migliore)${E}`), "nicer hotel");
  // "muy caro", "trop cher", "zu teuer": the hotel too dear, as the readers of a change say it.
  t = t.replace(
    re(
      `${B}(?:muy|demasiado|bastante|muito|bem|trop|très|troppo|molto|zu|sehr|te|erg)\\s+(?:car[oa]s?|ch[eè]re?s?|teuer|duur)${E}`,
    ),
    "too expensive",
  );
  // The cheaper or nicer word before the hotel, as English puts it: "un hotel más barato" is "a cheaper hotel".
  t = t.replace(re(`${B}hotel\\s+(cheaper|nicer)${E}`), "$1 hotel");
  t = t.replace(
    re(
      `${B}(?:un|una|une|um|uma|ein|eine|einen|een|algo|quelque chose de|qualcosa di|etwas)\\s+(?=(?:cheaper|nicer)${E})`,
    ),
    (w: string) => (/^(?:algo|quelque|qualcosa|etwas)/i.test(w) ? "something " : "a "),
  );
  t = t.replace(re(`${B}(?:un|una|une|um|uma|ein|eine|einen|een)\\s+(?=hotel${E})`), "a ");
  t = t.replace(re(`${B}(?:(?:el|le|il|o|das|der|die|het)\\s+|l['’]\\s*)(?=hotel${E})`), "the ");
  // Near what: "cerca de la estación central", "près de la gare", "in der Nähe vom Hauptbahnhof".
  t = t.replace(
    re(
      `${B}(?:cerca|cerquita|près|proche|à côté|vicino|vicina|perto|pertinho|nahe|in der nähe|dicht bij|vlakbij|vlak bij)(?:\\s+(?:de la|de los|de las|del|de l['’]|des|de|du|a|al|alla|allo|ai|da|do|dos|das|von|vom|von der|zum|zur|dem|der|van|het)${E}|\\s+d['’])*\\s*`,
    ),
    "near the ",
  );
  t = t.replace(re(`near the (?:la|el|le|les|il|lo|o|a|der|die|das|dem|het|de)\\s+`), "near the ");
  t = t.replace(
    re(`${B}(?:estación central|estação central|gare centrale|stazione centrale|hauptbahnhof|centraal station)${E}`),
    "central station",
  );
  t = t.replace(re(`(?<=near the )(?:estación|estação|gare|stazione|bahnhof)${E}`), "station");
  t = t.replace(re(`(?<=near the )(?:playa|praia|plage|spiaggia|strand)${E}`), "beach");
  t = t.replace(
    re(
      `(?<=near the )(?:centro histórico|casco antiguo|casco histórico|vieille ville|centro storico|altstadt|oude stad|centro antigo)${E}`,
    ),
    "old town",
  );
  t = t.replace(
    re(
      `(?<=near the )(?:ciudad amurallada|cidade murada|cidade amuralhada|ville fortifiée|cité fortifiée|città murata|ummauerte stadt)${E}`,
    ),
    "walled city",
  );
  t = t.replace(
    re(`(?<=near the )(?:ciudad vieja|cidade velha|ville vieille|città vecchia|ciutat vella)${E}`),
    "old city",
  );
  return t.replace(re(`(?<=near the )(?:centro|centre-ville|centre|zentrum|stadtzentrum|centrum)${E}`), "center");
}

/** "plus tranquille", "un vuelo más temprano", "eine Woche später": the pace, a flight, the dates moved. */
function paceAndTimes(text: string): string {
  let t = text.replace(re(`${B}(?:${SLOWER})${E}`), "more relaxed");
  t = t.replace(re(`${B}(?:${FULLER})${E}`), "more packed");
  t = t.replace(
    re(`${B}(?:sin|sem|sans|senza|ohne|zonder)\\s+(?:vuelos?|voos?|vols?|voli|volo|flug|flüge|flugzeug|vluchten)${E}`),
    "no flights",
  );
  t = t.replace(re(`${B}(?:vuelos|voos|vols|voli|flüge|vluchten)${E}`), "flights");
  t = t.replace(re(`${B}(?:vuelo|voo|vol|volo|flug|vlucht)${E}`), "flight");
  t = t.replace(
    re(
      `${B}(?:directo|direto|diretto|direkt|rechtstreeks|sin escalas|sem escalas|sans escale|senza scal[oi]|ohne umsteigen)${E}`,
    ),
    "direct",
  );
  // "1 day después", "1 week plus tard", "2 days früher": the trip moved, as English says it.
  t = t.replace(
    re(
      `${B}(\\d+\\s+(?:day|week)s?)\\s+(?:(${LATER}|después|depois|après|dopo|danach|later)|(${EARLIER}|antes|avant|prima|vorher))${E}`,
    ),
    (_, n: string, later?: string) => `${n} ${later ? "later" : "earlier"}`,
  );
  t = t.replace(re(`${B}(?:${EARLIER})${E}`), "earlier");
  t = t.replace(re(`${B}(?:${LATER})${E}`), "later");
  // "un vuelo más temprano" is "an earlier flight".
  t = t.replace(
    re(`${B}(?:(?:un|una|une|um|uma|ein|einen|een)\\s+)?flight\\s+(earlier|later|direct)${E}`),
    "an $1 flight",
  );
  t = t.replace(/\ban (later|direct) flight\b/g, "a $1 flight");
  // "salir 1 day later", "alles 1 week later", "retrasa todo 1 week": the whole trip moved.
  t = t.replace(re(`${B}(?:${SET_OFF})\\s+(?=\\d+\\s+(?:day|week)s?\\s+(?:later|earlier)${E})`), "leave ");
  t = t.replace(
    re(
      `${B}(?:${PUSH})\\s+(?:(?:todo|tudo|tout|tutto|el viaje|la viagem|le voyage|il viaggio)\\s+)?(?:(?:di|de|d['’])\\s*)?`,
    ),
    "push it back ",
  );
  return t.replace(
    re(
      `(?:^|(?<=[\\s,.!?¿¡]))(?:alles|todo|tudo|tout|tutto|el viaje|a viagem|le voyage|il viaggio|die reise)\\s+(?=\\d+\\s+(?:day|week)s?\\s+(?:later|earlier)${E})`,
      "giu",
    ),
    "push everything ",
  );
}

/** The verbs of a change, and "can we", "can you", "we want to" before one, in English. */
function changeVerbs(text: string): string {
  // German puts the verb last: "können wir die Frauenkirche on day 2 machen?" is "can we do ...".
  let t = text.replace(
    re(`${B}(?:können|könnten|kannst|könntest)\\s+(wir|sie|du)\\s+([^.?!]{1,80}?)\\s+(${VERB})(?=\\s*(?:[?.!,]|$))`),
    (_, who: string, rest: string, v: string) =>
      `can ${who.toLowerCase() === "wir" ? "we" : "you"} ${verbOf(v) ?? v} ${rest}`,
  );
  // Separable German verbs around their object: "füg X hinzu", "nimm X raus", "lass X weg".
  t = t.replace(re(`${B}(?:füg|füge|fügt|fügen sie)\\s+([^.?!]{1,60}?)\\s+(?:hinzu|dazu)${E}`), "add $1");
  t = t.replace(re(`${B}(?:nimm|nehmt|nehmen sie)\\s+([^.?!]{1,60}?)\\s+(?:raus|heraus)${E}`), "remove $1");
  t = t.replace(re(`${B}(?:lass|lasst|lassen sie)\\s+([^.?!]{1,60}?)\\s+weg${E}`), "skip $1");
  t = t.replace(re(`${B}(?:voeg|voegt)\\s+([^.?!]{1,60}?)\\s+toe${E}`), "add $1");
  t = t.replace(re(`${B}(?:haal|haalt)\\s+([^.?!]{1,60}?)\\s+weg${E}`), "remove $1");
  t = t.replace(re(`${B}(${VERB})${E}`), (v: string) => verbOf(v) ?? v);
  // "podemos add", "on peut put", "quiero remove": the modal before the verb of change.
  const before = `(?=(?:${EN_VERB})${E})`;
  t = t.replace(re(`${B}(?:${canWe})\\s+${before}`), "can we ");
  t = t.replace(re(`${B}(?:${canYou})\\s+${before}`), "can you ");
  t = t.replace(re(`${B}(?:${wantTo})\\s+${before}`), "we want to ");
  // "troca os dias 1 e 2", "cambia el día 1 y el 2": two days changed for each other are swapped.
  t = t.replace(re(`${B}change\\s+(?=day \\d{1,2} and day \\d{1,2}${E})`), "swap ");
  // "add la Catedral", "remove gli Uffizi": the article after the verb is "the".
  t = t.replace(re(`${B}(${EN_VERB})\\s+(?:(?:${ARTICLE})\\s+|l['’]\\s*)(?=[\\p{L}])`), "$1 the ");
  // Stray pronouns on the verb ("quitale" read whole above) and the German "bitte" say nothing more.
  return t.replace(re(`${B}(?:bitte|alsjeblieft|graag)${E}`), "please");
}
