// The words of other languages that the English fact readers key on, by class, for the
// languages travellers write to Lotus in: Spanish, Portuguese, French, Italian, German, Dutch,
// Indonesian/Malay, Vietnamese, Turkish and Tagalog. Each list is the regex source of one English
// word or phrase; foreign-words.ts decides in which context each is swapped.

/** Month names, each language's spelling; the short or place-like ones only after a day or a cue. */
export const months: [string, string][] = [
  ["January", "janeiro|enero|janvier|januar|januari|gennaio|ocak|enero|janwaryo|tháng 1(?!\\d)|tháng một"],
  ["February", "fevereiro|febrero|f[ée]vrier|februar|februari|febbraio|şubat|pebrero|tháng 2(?!\\d)|tháng hai"],
  ["March", "mar[çc]o|marzo|mars|m[äa]rz|maret|maart|mac|mart|marso|tháng 3(?!\\d)|tháng ba"],
  ["April", "abril|avril|aprile|nisan|tháng 4(?!\\d)|tháng tư"],
  ["May", "maio|mayo|mai|mei|maggio|mayıs|tháng 5(?!\\d)|tháng năm"],
  ["June", "junho|junio|juin|juni|jun|giugno|haziran|hunyo|tháng 6(?!\\d)|tháng sáu"],
  ["July", "julho|julio|juillet|juli|julai|luglio|temmuz|hulyo|tháng 7(?!\\d)|tháng bảy"],
  ["August", "agosto|ao[uû]t|agustus|augustus|ogos|ağustos|tháng 8(?!\\d)|tháng tám"],
  ["September", "setembro|septiembre|septembre|settembre|setyembre|eylül|tháng 9(?!\\d)|tháng chín"],
  ["October", "outubro|octubre|octobre|oktober|ottobre|oktubre|ekim|tháng 10|tháng mười(?! một)(?! hai)"],
  ["November", "novembro|noviembre|novembre|nopember|nobyembre|kasım|tháng 11|tháng mười một"],
  [
    "December",
    "dezembro|diciembre|d[ée]cembre|dezember|desember|disember|dicembre|disyembre|aralık|tháng 12|tháng mười hai",
  ],
];

/**
 * Month names that are also English words or places ("Mars", "Mai" of Chiang Mai, "Mayo" the Irish
 * county, "Juli" in Peru): swapped only with a day number or a cue word ("im Juli", "en mayo").
 */
export const ambiguousMonths = /^(?:mars|mai|mei|mac|mart|mayo|jun|juni|juli|julai|ogos|nisan|ekim|marso|april)$/i;

/** Number words up to fifteen, and twenty, swapped only right before what they count. */
export const numberWords: [number, string][] = [
  [1, "un|une|uno|una|um|uma|ein|eine|einen|einem|satu|bir|isang|isa|một|één|een"],
  [2, "dos|deux|dois|duas|zwei|due|dua|hai|iki|dalawa|dalawang|twee"],
  [3, "tres|três|trois|drei|tre|tiga|ba|üç|tatlo|tatlong|drie"],
  [4, "cuatro|quatre|quatro|vier|quattro|empat|bốn|dört|apat|na apat"],
  [5, "cinco|cinq|fünf|cinque|lima|năm|beş|limang|vijf"],
  [6, "seis|six|sechs|sei|enam|sáu|altı|anim|zes"],
  [7, "siete|sept|sete|sieben|sette|tujuh|bảy|yedi|pito|pitong|zeven"],
  [8, "ocho|huit|oito|acht|otto|delapan|tám|sekiz|walo|walong"],
  [9, "nueve|neuf|nove|neun|sembilan|chín|dokuz|siyam"],
  [10, "diez|dix|dez|zehn|dieci|sepuluh|mười|on|sampu|sampung|tien"],
  [11, "once|onze|undici|elf|sebelas|on bir"],
  [12, "doce|douze|doze|zwölf|dodici|dua belas|on iki"],
  [13, "trece|treze|treize|tredici|dreizehn|dertien|tiga belas|on üç"],
  [14, "catorce|quatorze|catorze|vierzehn|quattordici|empat belas|on dört"],
  [15, "quince|quinze|fünfzehn|quindici|lima belas|on beş"],
  [20, "veinte|vinte|vingt|venti|zwanzig|twintig|dua puluh|yirmi"],
];

/** The nouns a length or a party counts, to their English word. */
export const countNouns: [string, string][] = [
  [
    "nights",
    "noches|noche|noites|noite|nuits|nuit|nächte|nächten|nacht|übernachtungen|notti|notte|malam|đêm|gece|gecelik|gabi|nachten",
  ],
  ["days", "días|día|dias|dia|jours|jour|tage|tagen|tag|giorni|giorno|hari|ngày|gün|araw|dagen|dag"],
  ["weeks", "semanas|semaines|wochen|settimane|tuần|haftalık|linggo|weken"],
  ["week", "semana|semaine|woche|settimana|minggu|hafta"],
  [
    "adults",
    "orang dewasa|adultos|adulto|adultes|adulte|erwachsene|erwachsenen|erwachsener|adulti|dewasa|người lớn|yetişkin|matanda|volwassenen",
  ],
  [
    "children",
    "niños|niñas|nenes|crianças|enfants|kinder|kindern|bambini|bambine|figli|anak-anak|anak|trẻ em|çocuklar|bata|kinderen",
  ],
  ["child", "çocuk|niño|niña|criança|enfant|kind|bambino|bambina|bimbo|bimba|kindje"],
  ["people", "personas|pessoas|personnes|personen|persone|orang|người|kişi|tao|mensen"],
  ["friends", "amigos|amigas|amis|amies|amici|amiche|freunde|freundinnen|teman|kawan|bạn|arkadaş|kaibigan|vrienden"],
];

/** "1 criança de 6 anos", "(3 y 7 años)", "6 yaşında": the words of a child's age. */
export const AGE_WORD = "años|anos|ans|anni|jahre|jahren|jährige[nr]?|tahun|tuổi|yaşında|yaş|taong gulang|taon|jaar";

/** Where the trip starts from: always "from", whatever follows. */
export const ORIGIN_WORDS =
  "desde|saliendo (?:de|desde)|salimos (?:de|desde)|salgo de|partiendo de|con salida (?:de|desde)|saindo (?:de|do|da)|partindo (?:de|do|da)|com sa[íi]da (?:de|do|da)|sa[íi]mos (?:de|do|da)|au d[ée]part (?:de|du|d['’])|d[ée]part (?:de|du|d['’])|en partant (?:de|du|d['’])|partant (?:de|du|d['’])|on part (?:de|du|d['’])|depuis|in partenza da|partenza da|partendo da|partiamo da|parto da|con partenza da|abfahrt (?:ab|von|in)|abflug (?:ab|von|in)|berangkat dari|bertolak dari|dari|xuất phát từ|khởi hành từ|từ|galing sa|galing|mula sa|mula|vanuit|vertrek uit|vertrek vanuit";

/** Words for how much walking or rushing: a relaxed pace. */
export const RELAXED =
  "pas trop (?:de marche|marcher)|sans trop marcher|peu de marche|tranquillement|sin (?:caminar|andar) mucho|poco caminar|sin prisas?|con calma|con tranquilidad|tranquil[oa]s?|sem pressa|sem (?:andar|caminhar) muito|pouca caminhada|com calma|tranquil[oa]s?|nicht zu viel (?:laufen|gehen|wandern)|wenig laufen|ohne stress|entspannt|gemütlich|senza fretta|con calma|poco camminare|rilassat[oa]|santai|pelan-pelan|tidak terburu-buru|thong thả|thư giãn|yavaş tempo|sakin|rahat bir|dahan-dahan|chill lang";

/** Words for a full, busy trip: a packed pace. */
export const PACKED =
  "a tope|ritmo intenso|muy intenso|bem corrido|ritmo acelerado|programme chargé|bien rempli|vollgepackt|straffes programm|ritmo serrato|pien[oa] di cose|padat|jadwal padat|yoğun program|siksik";

/** Pets, in the words the stay reader knows. */
export const pets: [string, string][] = [
  ["dogs", "perros|perritos|cachorros|cães|chiens|hunde|cani|anjing-anjing|köpekler|honden"],
  [
    "dog",
    "perro|perrito|perrita|perra|cachorro|cão|cadela|chien|chienne|toutou|hund|hündin|cane|cagnolino|anjing|chó|köpek|aso|hond",
  ],
  ["cats", "gatos|chats|katzen|gatti|kucing-kucing|kediler|katten"],
  ["cat", "gato|gata|chat|chatte|katze|gatto|kucing|mèo|kedi|pusa"],
  [
    "pet",
    "mascota|animal de estimação|animal de compagnie|haustier|animale domestico|hewan peliharaan|evcil hayvan|huisdier",
  ],
];

/** Names of countries and regions in the traveller's language that the gazetteer knows in English. */
export const exonyms: [string, string][] = [
  ["Dolomites", "Dolomiten|Dolomiti|Dolomitas|Dolomitos"],
  ["Japan", "Japón|Japão|Japon|Giappone|Japonya|Jepang"],
  ["Italy", "Italien|Italie|İtalya"],
  ["Spain", "España|Spanien|Espagne|Espanha|Spagna|İspanya|Spanyol"],
  ["France", "Frankreich|França|Francia|Fransa|Prancis|Frankrijk"],
  ["Germany", "Alemania|Alemanha|Allemagne|Deutschland|Germania|Almanya|Jerman|Duitsland"],
  ["Greece", "Grecia|Griechenland|Grèce|Grécia|Yunanistan|Yunani|Griekenland"],
  ["Morocco", "Marruecos|Marokko|Maroc|Marrocos|Marocco"],
  ["Egypt", "Egipto|Ägypten|Égypte|Egito|Egitto|Mısır|Mesir"],
  ["Brazil", "Brésil|Brasilien|Brezilya"],
  ["Peru", "Pérou"],
  ["Thailand", "Tailandia|Thailande|Thaïlande|Tailândia|Tayland"],
  ["Switzerland", "Suiza|Schweiz|Suisse|Suíça|Svizzera|İsviçre"],
  ["Croatia", "Croacia|Kroatien|Croatie|Croácia|Croazia|Hırvatistan|Kroasia"],
  ["Scotland", "Escocia|Schottland|Écosse|Escócia|Scozia|İskoçya|Skotlandia"],
  ["Ireland", "Irlanda|Irland|Irlande|İrlanda|Irlandia|Ierland"],
  ["Iceland", "Islandia|Islande|Islândia|İzlanda|IJsland"],
  ["Norway", "Noruega|Norwegen|Norvège|Norvegia|Norveç|Norwegia|Noorwegen"],
  ["Turkey", "Turquía|Türkei|Turquie|Turchia|Türkiye|Turki|Turquia"],
  [
    "United States",
    "Estados Unidos|États-Unis|Stati Uniti|Vereinigte Staaten|Amerika Serikat|Amerika Birleşik Devletleri",
  ],
  ["Sicily", "Sizilien|Sicile|Sicilia"],
  ["Sardinia", "Sardegna|Sardinien|Sardaigne|Cerdeña"],
  ["Crete", "Kreta|Crète|Creta"],
  ["Corsica", "Korsika|Córcega|Córsega"],
  ["Canary Islands", "Islas Canarias|Canarias|Kanaren|Canárias|Îles Canaries|Canarie"],
  ["Balearic Islands", "Islas Baleares|Baleares|Balearen|Baléares|Baleari"],
  ["Amalfi Coast", "Costa Amalfitana|Costiera Amalfitana|Amalfiküste|Côte amalfitaine"],
  ["Tuscany", "Toskana|Toscane"],
  ["Bavaria", "Bayern|Baviera|Bavière"],
  ["Istanbul", "Estambul|İstanbul"],
  ["Athens", "Atenas|Athen|Athènes|Atene|Atina"],
  ["Prague", "Praga|Prag"],
  ["Vienna", "Viena|Vienne|Wiedeń"],
  ["Brussels", "Bruselas|Brüssel|Bruxelas|Bruxelles|Bruksel"],
  ["London", "Londres|Londra|Londen"],
  ["New York", "Nueva York|Nova Iorque|Nova York"],
  ["Venice", "Venedig|Venecia|Veneza|Venise|Venezia"],
  ["Florence", "Florenz|Florencia|Florença|Firenze"],
  ["Milan", "Mailand|Milán|Milão|Milano"],
  ["Rome", "Rom"],
  ["Naples", "Neapel|Nápoles|Napoli"],
  ["Munich", "Munique|Monaco di Baviera|Münih"],
  ["Cologne", "Köln|Colonia|Colônia"],
  ["Geneva", "Ginebra|Genebra|Ginevra|Cenevre"],
  ["Lisbon", "Lisbonne|Lisbona|Lizbon"],
  ["Moscow", "Moscú|Moscou|Moskau|Mosca|Moskova"],
  ["Copenhagen", "Copenhague|Kopenhagen|Copenaghen|Kopenhag"],
  ["Seville", "Séville|Siviglia"],
];

/** What travellers like and eat, to the vocabulary of the interest and diet readers. */
export const likes: [string, string][] = [
  ["museums", "museos|museus|musées|museen|musei|müzeler|bảo tàng"],
  ["beaches", "playas?|praias?|plages?|strände|strand|spiagg[ei]a|spiagge|pantai|plajlar|plaj|bãi biển|dalampasigan"],
  ["wine", "vinos?|vinhos?|vins?|weine?|weingüter|cantinas|bodegas|vinícolas|şarap"],
  [
    "nightlife",
    "vida nocturna|vida noturna|vie nocturne|sorties|nachtleben|vita notturna|movida|hiburan malam|gece hayatı",
  ],
  ["nature", "naturaleza|natureza|nature|natur|natura|alam|doğa|thiên nhiên|kalikasan"],
  ["history", "historia|história|histoire|geschichte|storia|sejarah|tarih|lịch sử|kasaysayan"],
  ["art", "arte|kunst|seni|sanat|nghệ thuật|sining"],
  [
    "food",
    "gastronom[ií]a|gastronomia|gastronomie|comida local|cuisine locale|kuliner|makanan|yemek|ẩm thực|kulinarik",
  ],
  ["diving", "buceo|mergulho|plongée|tauchen|immersioni|menyelam|dalış|lặn"],
  ["skiing", "esqu[ií]|skifahren|sciare|kayak yapmak"],
  ["markets", "mercados|marchés|märkte|mercati|pasar tradisional|pazarlar|chợ"],
  ["architecture", "arquitectura|arquitetura|architektur|architettura|arsitektur|mimari|kiến trúc"],
  ["shopping", "compras|shopping|einkaufen|belanja|alışveriş|mua sắm|pamimili"],
  ["vegetarian", "vegetarian[oa]s?|végétarien(?:ne)?s?|vegetarisch(?:e|er)?|vegetariano|vejetaryen|chay"],
  ["vegan", "vegan[oa]s?|végan(?:e)?s?|veganer|veganisch"],
  [
    "gluten-free",
    "sin gluten|sem glúten|sans gluten|glutenfrei|senza glutine|bebas gluten|glutensiz|celíac[oa]|celíaco|cœliaque|zöliakie|celiac[oa]",
  ],
  ["halal food", "comida halal|nourriture halal|halal essen|cibo halal|makanan halal|helal yemek"],
  ["kosher", "kasher|cacher|koscher"],
];
