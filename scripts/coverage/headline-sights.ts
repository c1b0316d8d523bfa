// Whether the offline catalogue has the sights and day trips a first-time visitor to each of its
// cities names first: "the Colosseum", "the Guinness Storehouse", "Cu Chi", "Machu Picchu". The
// lists are written from knowledge of travel (the top of a guidebook's list for the city), not
// from any request log.
//
//   npx tsx scripts/coverage/headline-sights.ts          (summary, misses by city)
//   npx tsx scripts/coverage/headline-sights.ts --far    (also the excursions too far to file)
//
// One line a city: "City: sight; sight|other name; ~excursion; !excursion". `|` separates names
// the same sight goes by; `~` marks a day excursion; `!` an excursion farther than the 50 km the
// catalogue's test allows a place from its city (Machu Picchu from Cusco, Auschwitz from Kraków):
// those are counted apart, since the catalogue cannot hold them under that city. `^` marks an
// excursion nearer another catalogue city (Pompeii from Naples is nearer Sorrento), which the
// catalogue's test files under that city: it is looked for in every city, and counted apart too,
// as are the far excursions found under a catalogue city of their own (Aguas Calientes).

import { distanceKm } from "../../server/travel/geo/distance";
import { catalogue } from "../../server/travel/places/catalogue/index";
import type { TCatalogueCity } from "../../server/travel/places/catalogue/schema";

const lists = `
Cairo: Pyramids of Giza; Great Sphinx; Egyptian Museum; Grand Egyptian Museum; Khan el-Khalili; Citadel of Saladin|Cairo Citadel; Al-Azhar Mosque; Hanging Church; ~Saqqara|Step Pyramid of Djoser; ~Dahshur|Red Pyramid; ~Memphis
Luxor: Karnak Temple; Luxor Temple; Valley of the Kings; Temple of Hatshepsut; Colossi of Memnon; Luxor Museum; Medinet Habu; Valley of the Queens; ~Hot air balloon; !Dendera Temple
Addis Ababa: National Museum of Ethiopia; Holy Trinity Cathedral; Merkato; Entoto; Ethnological Museum; Red Terror Martyrs Memorial Museum; St George's Cathedral; Unity Park; !Debre Libanos
Accra: Kwame Nkrumah Memorial Park|Kwame Nkrumah Mausoleum; Jamestown; Makola Market; Black Star Square|Independence Square|Independence Arch; Labadi Beach; W.E.B. Du Bois Centre; Osu; ~Aburi Botanical Gardens; !Cape Coast Castle
Nairobi: Nairobi National Park; David Sheldrick|Sheldrick Elephant Orphanage; Giraffe Centre; Karen Blixen Museum; Nairobi National Museum; Maasai Market; Bomas of Kenya; Kazuri Beads; !Lake Naivasha; !Hell's Gate
Casablanca: Hassan II Mosque; Corniche|Ain Diab; Habous; Rick's Café; Central Market; Sacred Heart|Sacré-Cœur Cathedral; Mohammed V Square; Morocco Mall; !Rabat
Fes: Fes el-Bali|medina; Chouara Tannery; Al-Qarawiyyin|Al Quaraouiyine; Bou Inania Madrasa; Al-Attarine Madrasa; Bab Bou Jeloud|Blue Gate; Royal Palace; Merenid Tombs; Nejjarine; Jnan Sbil; !Volubilis; !Meknes
Marrakesh: Jemaa el-Fnaa; Majorelle Garden|Jardin Majorelle; Bahia Palace; Koutoubia; Saadian Tombs; Ben Youssef Madrasa; El Badi Palace; Souks; Yves Saint Laurent Museum|Musée Yves Saint Laurent; Le Jardin Secret; Menara Gardens; ~Ourika Valley; ~Agafay Desert; !Imlil; !Ouzoud
Dakar: Gorée Island|Gorée; African Renaissance Monument; Museum of Black Civilizations; IFAN Museum|Théodore Monod; Sandaga|Kermel Market; Almadies; Ngor Island; Grand Mosque; ~Lac Rose|Pink Lake; !Bandia
Tunis: Medina of Tunis|Medina; Bardo; Zitouna Mosque; Carthage; Sidi Bou Said; Avenue Habib Bourguiba; Belvedere Park; !Dougga
Zanzibar: Stone Town; House of Wonders; Old Fort; Forodhani Gardens; Darajani Market; Anglican Cathedral|Slave Market; Prison Island|Changuu; Freddie Mercury; Spice farm|Spice tour; ~Jozani Forest; ~Paje; ~Nungwi; ~Mnemba; ~The Rock
Cape Town: Table Mountain; V&A Waterfront; Robben Island; Kirstenbosch; Bo-Kaap; Camps Bay; Lion's Head; Zeitz MOCAA; Signal Hill; District Six Museum; ~Boulders Beach; ~Chapman's Peak; ~Muizenberg; !Cape Point|Cape of Good Hope
Johannesburg: Apartheid Museum; Constitution Hill; Soweto|Vilakazi Street; Mandela House; Maboneng; Gold Reef City; Hector Pieterson; Neighbourgoods Market; ~Cradle of Humankind|Sterkfontein; ~Lion & Safari Park|Lion and Safari Park; !Pilanesberg
Buenos Aires: Recoleta Cemetery; La Boca|Caminito; Plaza de Mayo; Casa Rosada; Teatro Colón; San Telmo; El Ateneo Grand Splendid; MALBA; Puerto Madero; Palermo; ~Tigre; !Colonia del Sacramento
Rio de Janeiro: Christ the Redeemer; Sugarloaf; Copacabana; Ipanema; Selarón Steps|Escadaria Selarón; Maracanã; Santa Teresa; Tijuca Forest; Museum of Tomorrow; Lapa Arches|Arcos da Lapa; Botanical Garden; !Petrópolis
São Paulo: Avenida Paulista|Paulista Avenue; MASP; Ibirapuera Park; Municipal Market|Mercadão|Mercado Municipal; Pinacoteca; Beco do Batman; Liberdade; São Paulo Cathedral|Sé Cathedral; Theatro Municipal; ~Embu das Artes
Montreal: Old Montreal; Notre-Dame Basilica; Mount Royal; Jean-Talon Market; Montreal Museum of Fine Arts; Plateau Mont-Royal; Saint Joseph's Oratory; Olympic Park; Botanical Garden; Old Port; Biodome
Quebec City: Château Frontenac; Old Quebec; Petit Champlain; Dufferin Terrace|Terrasse Dufferin; Plains of Abraham; Citadelle; Place Royale; Musée de la civilisation; ~Montmorency Falls; ~Île d'Orléans; ~Sainte-Anne-de-Beaupré
Toronto: CN Tower; Royal Ontario Museum; Distillery District; St. Lawrence Market; Kensington Market; Ripley's Aquarium; Casa Loma; Art Gallery of Ontario; Toronto Islands; Hockey Hall of Fame; !Niagara Falls|Horseshoe Falls
Vancouver: Stanley Park; Granville Island; Capilano Suspension Bridge; Gastown; Vancouver Aquarium; Grouse Mountain; English Bay; Museum of Anthropology; Queen Elizabeth Park; Lynn Canyon; !Whistler
Santiago: Cerro San Cristóbal; Plaza de Armas; La Moneda; Cerro Santa Lucía; Mercado Central; Bellavista; La Chascona; Museo Chileno de Arte Precolombino|Pre-Columbian Art; Museum of Memory|Museo de la Memoria; Sky Costanera; ~Concha y Toro; ~Cajón del Maipo
Bogotá: Gold Museum|Museo del Oro; La Candelaria; Monserrate; Botero Museum|Museo Botero; Plaza de Bolívar; Usaquén; ~Zipaquirá|Salt Cathedral; !Guatavita
Cartagena: Walled City|Old Town|Ciudad Amurallada; Castillo San Felipe; Getsemaní; Las Bóvedas; Clock Tower|Torre del Reloj; Palace of the Inquisition; Café del Mar; La Popa; Bocagrande; ~Rosario Islands|Islas del Rosario; ~Playa Blanca; ~Totumo
Medellín: Comuna 13; Plaza Botero; Museo de Antioquia; Metrocable; Parque Arví; Pueblito Paisa|Cerro Nutibara; Botanical Garden; Parque Explora; Parque Lleras|El Poblado; ~Guatapé; ~El Peñol|Piedra del Peñol
Havana: Old Havana|Habana Vieja; Malecón; Capitolio; Plaza de la Catedral; Museum of the Revolution; Plaza de la Revolución; Bodeguita del Medio; Floridita; Fusterlandia; El Morro|Morro Castle|Castillo del Morro; Hotel Nacional; Fábrica de Arte Cubano; !Viñales
Quito: Old Town|Historic Centre; Basílica del Voto Nacional; La Compañía; TelefériQo; El Panecillo; Plaza Grande; San Francisco; ~Mitad del Mundo; !Otavalo; !Cotopaxi
Cancún: Hotel Zone|Zona Hotelera; Playa Delfines; Isla Mujeres; MUSA|Underwater Museum; El Rey; Mayan Museum|Museo Maya; ^Puerto Morelos; ~Isla Contoy; !Chichén Itzá; !Xcaret
Mexico City: Zócalo; Metropolitan Cathedral; Templo Mayor; National Museum of Anthropology; Chapultepec; Frida Kahlo Museum|Casa Azul; Palacio de Bellas Artes; Xochimilco; Coyoacán; Palacio Nacional; Museo Soumaya; Basilica of Guadalupe|Guadalupe; ~Teotihuacan
Oaxaca: Santo Domingo; Monte Albán; Zócalo; Mercado 20 de Noviembre; Benito Juárez Market|Mercado Benito Juárez; Ethnobotanical Garden; ~Árbol del Tule|Tule Tree; ~Mitla; ~Teotitlán del Valle; !Hierve el Agua
Panama City: Miraflores Locks|Panama Canal; Casco Viejo; Biomuseo; Amador Causeway; Ancon Hill; Panamá Viejo; Metropolitan Natural Park; Mercado de Mariscos; ~Taboga Island; ~Gatun Lake|Monkey Island; !San Blas
Cusco: Plaza de Armas; Qorikancha|Coricancha; Sacsayhuamán; San Pedro Market; San Blas; Cusco Cathedral; Twelve-Angled Stone; ~Pisac; ~Maras|Salineras; ~Moray; ^Ollantaytambo; ~Chinchero; !Machu Picchu; !Rainbow Mountain
Lima: Miraflores; Barranco; Larco Museum; Plaza Mayor|Plaza de Armas; San Francisco Monastery; Huaca Pucllana; Parque del Amor; Magic Water Circuit|Circuito Mágico del Agua; Larcomar; ~Pachacamac; ~Palomino Islands
San Juan: Old San Juan; El Morro|San Felipe del Morro; Castillo San Cristóbal; La Perla; Condado; Paseo de la Princesa; Calle Fortaleza|La Fortaleza; Bacardi; ~El Yunque; !Bioluminescent Bay
Boston: Freedom Trail; Faneuil Hall; Quincy Market|Faneuil Hall Marketplace; Boston Common; Fenway Park; Museum of Fine Arts; Isabella Stewart Gardner; Harvard; North End; USS Constitution; New England Aquarium; Beacon Hill; ~Salem; ~Lexington|Concord
Chicago: Millennium Park|Cloud Gate; Art Institute; Navy Pier; Willis Tower|Skydeck; Architecture river cruise|Architecture Center; Field Museum; Shedd Aquarium; Magnificent Mile; Wrigley Field; Lincoln Park Zoo; 360 Chicago; Museum of Science and Industry
Honolulu: Waikiki; Diamond Head; Pearl Harbor; Iolani Palace; Hanauma Bay; Bishop Museum; Ala Moana; Manoa Falls; ~Kualoa Ranch; ~Dole Plantation; ~North Shore; ~Polynesian Cultural Center
Las Vegas: Strip; Bellagio Fountains|Fountains of Bellagio; Fremont Street; High Roller; Sphere; Neon Museum; Caesars Palace; Venetian; ~Red Rock Canyon; ~Hoover Dam; !Grand Canyon; !Valley of Fire
Los Angeles: Hollywood Walk of Fame; Griffith Observatory; Hollywood Sign; Santa Monica Pier; Venice Beach; Getty Center; Universal Studios Hollywood; LACMA; The Broad; Rodeo Drive; TCL Chinese Theatre; Warner Bros; ~Disneyland; ~Malibu
Miami: South Beach; Art Deco Historic District|Art Deco; Wynwood Walls; Little Havana; Vizcaya; Bayside Marketplace; Pérez Art Museum; Key Biscayne; Venetian Pool; ~Everglades
New Orleans: French Quarter; Bourbon Street; Jackson Square; St. Louis Cathedral; Café du Monde; Frenchmen Street; Garden District; National WWII Museum; Preservation Hall; French Market; St. Louis Cemetery; Steamboat Natchez; City Park; ~Swamp tour; !Oak Alley Plantation
New York City: Statue of Liberty; Central Park; Times Square; Empire State Building; Metropolitan Museum of Art|The Met; MoMA|Museum of Modern Art; Brooklyn Bridge; 9/11 Memorial; Top of the Rock; High Line; Grand Central; One World Observatory; Ellis Island; Rockefeller Center; Chelsea Market; American Museum of Natural History; Summit One Vanderbilt; Broadway
Orlando: Magic Kingdom|Walt Disney World; EPCOT; Universal Studios Florida; Islands of Adventure; Hollywood Studios; Animal Kingdom; SeaWorld; ICON Park; Disney Springs; Lake Eola; !Kennedy Space Center
Philadelphia: Liberty Bell; Independence Hall; Philadelphia Museum of Art|Rocky Steps; Reading Terminal Market; Eastern State Penitentiary; Barnes Foundation; Museum of the American Revolution; Elfreth's Alley; Franklin Institute; Magic Gardens; Italian Market; ~Valley Forge
San Diego: Balboa Park; San Diego Zoo; USS Midway; Gaslamp Quarter; La Jolla Cove; Old Town; Coronado; Sunset Cliffs; Torrey Pines; Cabrillo; SeaWorld; ~Safari Park; ~Tijuana
San Francisco: Golden Gate Bridge; Alcatraz; Fisherman's Wharf; Pier 39; Cable car; Lombard Street; Chinatown; Golden Gate Park; Painted Ladies; Coit Tower; Ferry Building; Exploratorium; Twin Peaks; Palace of Fine Arts; Haight-Ashbury; ~Muir Woods; ~Sausalito; !Napa Valley
Seattle: Pike Place Market; Space Needle; Chihuly Garden and Glass; MoPOP|Museum of Pop Culture; Kerry Park; Seattle Aquarium; Gum Wall; Great Wheel; Underground Tour; Ballard Locks; Fremont Troll; Museum of Flight; ~Bainbridge Island; ~Snoqualmie Falls; !Mount Rainier
Washington: National Mall; Lincoln Memorial; Washington Monument; Capitol; White House; Air and Space Museum; Natural History; African American History; Library of Congress; Arlington National Cemetery; Georgetown; Vietnam Veterans Memorial; Holocaust Memorial Museum; ~Mount Vernon; ~Old Town Alexandria
Montevideo: Ciudad Vieja; Mercado del Puerto; Plaza Independencia; Palacio Salvo; Teatro Solís; Rambla; Pocitos; Palacio Legislativo; !Colonia del Sacramento; !Punta del Este
Austin: Texas State Capitol; South Congress; Barton Springs; Lady Bird Lake; Congress Avenue Bridge|bats; Sixth Street|6th Street; Zilker Park; Mount Bonnell; LBJ Presidential Library; Bullock Texas State History Museum; Rainey Street; ~Hamilton Pool
San Antonio: The Alamo; River Walk; Mission San José|Missions National Historical Park; Pearl; Market Square; Tower of the Americas; San Fernando Cathedral; McNay; ~Natural Bridge Caverns; ~Six Flags Fiesta Texas; ~SeaWorld San Antonio
Houston: Space Center Houston; Museum of Fine Arts; Museum of Natural Science; Hermann Park; Buffalo Bayou; Rothko Chapel; Menil Collection; Discovery Green; Houston Zoo; Galleria; !Galveston
Dallas: Sixth Floor Museum; Dealey Plaza; Reunion Tower; Dallas Arboretum; Dallas Museum of Art; Deep Ellum; Klyde Warren Park; Bishop Arts District; ~AT&T Stadium; !Fort Worth Stockyards
Denver: Union Station; Denver Art Museum; Larimer Square; Colorado State Capitol; Denver Botanic Gardens; Museum of Nature & Science|Museum of Nature and Science; Coors Field; RiNo; Meow Wolf; 16th Street; ~Red Rocks; !Rocky Mountain National Park
Boulder: Flatirons; Chautauqua; Pearl Street; University of Colorado; Boulder Creek Path; Celestial Seasonings; NCAR|Mesa Laboratory; Dushanbe Teahouse; ~Eldorado Canyon
Colorado Springs: Garden of the Gods; Pikes Peak; Manitou Springs; Cheyenne Mountain Zoo; Air Force Academy; Seven Falls; Cave of the Winds; Broadmoor; Olympic & Paralympic Museum|Olympic and Paralympic Museum
Aspen: Maroon Bells; Silver Queen Gondola|Aspen Mountain; Snowmass; Aspen Art Museum; John Denver Sanctuary; Independence Pass; Wheeler Opera House; Ashcroft
Nashville: Grand Ole Opry; Ryman Auditorium; Country Music Hall of Fame; Broadway|Honky-tonk; Johnny Cash Museum; Parthenon; The Gulch; Belle Meade; Frist Art Museum; RCA Studio B; Bluebird Cafe
Memphis: Graceland; Beale Street; National Civil Rights Museum; Sun Studio; Stax Museum; Peabody; Bass Pro Shops at the Pyramid|Pyramid; Rock 'n' Soul Museum; Memphis Zoo
Charleston: Rainbow Row; Fort Sumter; The Battery|White Point Garden; Charleston City Market; Magnolia Plantation; Middleton Place; Boone Hall; Waterfront Park; King Street; Patriots Point|USS Yorktown; ~Folly Beach; ~Angel Oak
Savannah: Forsyth Park; River Street; Bonaventure Cemetery; Mercer-Williams House; Cathedral of St. John the Baptist; Wormsloe; City Market; Owens-Thomas House; Chippewa Square; SCAD Museum; ~Tybee Island
Atlanta: Georgia Aquarium; World of Coca-Cola; Martin Luther King Jr.|MLK; Centennial Olympic Park; Atlanta Botanical Garden; BeltLine; Ponce City Market; High Museum; Fox Theatre; College Football Hall of Fame; Piedmont Park; Jimmy Carter Presidential Library|Carter Center; ~Stone Mountain
Portland: Powell's; International Rose Test Garden; Japanese Garden; Washington Park; Pittock Mansion; Lan Su Chinese Garden; Saturday Market; Voodoo Doughnut; Pearl District; Forest Park; Tom McCall Waterfront Park; ~Multnomah Falls; ~Columbia River Gorge
Santa Fe, New Mexico: Plaza; Palace of the Governors; Georgia O'Keeffe Museum; Canyon Road; Meow Wolf|Meow Wolf's; Loretto Chapel; Cathedral Basilica of St. Francis; San Miguel Chapel; Museum of International Folk Art; ~Bandelier; !Taos
Sedona: Cathedral Rock; Bell Rock; Chapel of the Holy Cross; Devil's Bridge; Red Rock Crossing|Crescent Moon; Slide Rock; Tlaquepaque; Airport Mesa; Oak Creek Canyon; Pink Jeep; ~Montezuma Castle; ~Jerome; !Grand Canyon
Phoenix: Desert Botanical Garden; Heard Museum; Camelback Mountain; Papago Park|Hole-in-the-Rock; Musical Instrument Museum; Taliesin West; Old Town Scottsdale; South Mountain; Roosevelt Row
Salt Lake City: Temple Square; Utah State Capitol; Natural History Museum of Utah; Red Butte Garden; Hogle Zoo; This Is the Place; ~Great Salt Lake|Antelope Island; ~Park City
Key West: Mallory Square; Hemingway Home; Duval Street; Southernmost Point; Fort Zachary Taylor; Truman Little White House; Butterfly and Nature Conservatory|Butterfly Conservatory; Key West Lighthouse; !Dry Tortugas
Asheville: Biltmore; Blue Ridge Parkway|Craggy Gardens; River Arts District; Grove Arcade; Folk Art Center; North Carolina Arboretum; Basilica of St. Lawrence; ~Chimney Rock; ~Sierra Nevada
Banff: Banff Gondola|Sulphur Mountain; Banff Upper Hot Springs; Johnston Canyon; Bow Falls; Cave and Basin; Lake Minnewanka; Banff Avenue; Fairmont Banff Springs; Vermilion Lakes; Tunnel Mountain; ~Moraine Lake; !Lake Louise
Victoria: Butchart Gardens; Inner Harbour; Royal BC Museum; Parliament Buildings; Fairmont Empress; Craigdarroch Castle; Fisherman's Wharf; Beacon Hill Park; Fan Tan Alley|Chinatown; Whale watching
Ottawa: Parliament Hill; ByWard Market; Rideau Canal; National Gallery of Canada; Canadian Museum of History; Canadian War Museum; Château Laurier; Notre-Dame Cathedral Basilica; Canadian Museum of Nature; ~Gatineau Park|Champlain Lookout
Tulum: Tulum Archaeological|Tulum ruins; Gran Cenote; Dos Ojos; Sian Ka'an; Playa Paraíso; Casa Cenote; ~Cobá; ~Akumal; ~Xel-Há; !Chichén Itzá
Playa del Carmen: Fifth Avenue|Quinta Avenida; Playa Mamitas; Xcaret; Xplor; Punta Esmeralda; Río Secreto; Portal Maya|Parque Fundadores; ~Cozumel; ~Cenote Azul
Guadalajara: Guadalajara Cathedral; Hospicio Cabañas; Mercado San Juan de Dios|Mercado Libertad; Tlaquepaque; Teatro Degollado; Tonalá; ~Lake Chapala|Chapala; !Tequila
Mendoza: Luján de Cuyo; Maipú; Plaza Independencia; Parque General San Martín; Cerro de la Gloria; ~Cacheuta; ~Potrerillos; !Aconcagua; !Uco Valley
Valparaíso: Cerro Alegre; Cerro Concepción; La Sebastiana; Ascensor; Plaza Sotomayor; Paseo Gervasoni|Paseo Yugoslavo; Open Air Museum|Museo a Cielo Abierto; ~Viña del Mar; ~Casablanca Valley
Arequipa: Santa Catalina Monastery|Monasterio de Santa Catalina; Plaza de Armas; Cathedral; Museo Santuarios Andinos|Juanita; San Camilo Market|Mercado San Camilo; Yanahuara; Mundo Alpaca; Mansión del Fundador; !Colca Canyon
Salvador: Pelourinho; Elevador Lacerda; Mercado Modelo; São Francisco Church|Igreja de São Francisco|Convento de São Francisco; Farol da Barra; Bonfim; Porto da Barra; Rio Vermelho; ~Itaparica; !Praia do Forte
Antigua Guatemala, Guatemala: Santa Catalina Arch|Arco de Santa Catalina; Central Park|Parque Central; Cathedral; La Merced; Cerro de la Cruz; Casa Santo Domingo; ~Pacaya; ~Acatenango; !Lake Atitlán
Cairns: Great Barrier Reef; Kuranda; Skyrail; Esplanade Lagoon; Green Island; Palm Cove; Barron Gorge|Barron Falls; Cairns Aquarium; Rusty's Markets; ~Fitzroy Island; !Daintree
Hobart: MONA; Salamanca Market; kunanyi|Mount Wellington; Battery Point; Cascade Brewery; Tasmanian Museum and Art Gallery; Constitution Dock; ~Bonorong; ~Bruny Island; !Port Arthur
Adelaide: Central Market; Botanic Garden; Art Gallery of South Australia; Glenelg; Adelaide Oval; North Terrace; ~Hahndorf; ~McLaren Vale; ~Cleland; ~Mount Lofty; !Barossa Valley
Rotorua: Te Puia; Whakarewarewa; Polynesian Spa; Redwoods; Skyline Rotorua; Government Gardens|Rotorua Museum; Kuirau Park; Tamaki Māori Village; ~Wai-O-Tapu; ~Hell's Gate; ~Waimangu; !Hobbiton
Christchurch: Botanic Gardens; Cathedral Square; Cardboard Cathedral|Transitional Cathedral; International Antarctic Centre; Riverside Market; Punting on the Avon; Christchurch Gondola; Quake City; Hagley Park|Christchurch Botanic Gardens; New Regent Street; !Akaroa
Stellenbosch: Jonkershoek; Dorp Street; Village Museum; Spier; Delaire Graff; Moederkerk; ~Franschhoek; ~Boschendal; ~Babylonstoren
Chefchaouene: Blue medina|Medina; Plaza Uta el-Hammam|Outa el Hammam; Kasbah; Spanish Mosque; Ras el-Maa; Grand Mosque; ~Akchour
Essaouira: Medina; Skala de la Ville; Port; Beach; Place Moulay Hassan; Mellah; Sidi Mohammed Ben Abdallah; ~Sidi Kaouki
Aswan: Philae; High Dam; Unfinished Obelisk; Nubian Village; Elephantine Island; Kitchener's Island|Botanical Garden; Tombs of the Nobles; Monastery of St. Simeon; Felucca; Nubian Museum; ~Kom Ombo; !Abu Simbel
Arusha: Arusha National Park; Cultural Heritage Centre; Maasai Market; Clock Tower; Lake Duluti; !Tarangire; !Ngorongoro; !Serengeti; !Kilimanjaro
Abu Dhabi: Sheikh Zayed Grand Mosque; Louvre Abu Dhabi; Qasr Al Watan; Ferrari World; Yas Island|Yas Marina; Corniche; Emirates Palace; Qasr Al Hosn; Warner Bros. World|Warner Bros World; Heritage Village; Mangrove National Park
Dubai: Burj Khalifa; Dubai Mall; Dubai Fountain; Palm Jumeirah; Atlantis; Burj Al Arab; Museum of the Future; Dubai Frame; Al Fahidi; Gold Souk; Dubai Creek|Abra; Dubai Marina; Desert safari; Miracle Garden; Global Village; Jumeirah Mosque
Baku: Old City|Icherisheher; Maiden Tower; Palace of the Shirvanshahs; Flame Towers; Heydar Aliyev Center; Baku Boulevard; Highland Park; Carpet Museum; Fountain Square|Fountains Square; ~Yanar Dag; ~Ateshgah; !Gobustan
Beijing: Forbidden City; Tiananmen Square; Temple of Heaven; Summer Palace; Lama Temple; Hutong|Nanluoguxiang; Beihai Park; Jingshan Park; 798 Art District; Olympic Park|Bird's Nest; ~Ming Tombs; !Great Wall at Mutianyu|Mutianyu; !Badaling
Shanghai: The Bund; Yu Garden; Nanjing Road; Oriental Pearl Tower; Shanghai Tower; French Concession; Tianzifang; Jade Buddha Temple; Shanghai Museum; People's Square; Xintiandi; ~Zhujiajiao; ~Shanghai Disneyland; !Suzhou
Xi'an: Terracotta Army|Terracotta Warriors; City Wall; Muslim Quarter; Big Wild Goose Pagoda|Giant Wild Goose Pagoda; Bell Tower; Drum Tower; Shaanxi History Museum; Huaqing Palace; !Mount Hua|Huashan
Tbilisi: Old Tbilisi; Narikala; Abanotubani|Sulphur Baths; Holy Trinity Cathedral|Sameba; Bridge of Peace; Rustaveli Avenue; Mtatsminda; Georgian National Museum; Dry Bridge Market; Fabrika; Chronicles of Georgia; ~Mtskheta; !Kazbegi
Hong Kong: Victoria Peak|The Peak; Star Ferry; Tsim Sha Tsui Promenade|Avenue of Stars; Tian Tan Buddha|Big Buddha; Ngong Ping 360; Temple Street Night Market; Hong Kong Disneyland; Ocean Park; Man Mo Temple; Lan Kwai Fong; Ladies' Market; M+; Mid-Levels Escalator; Dragon's Back; Wong Tai Sin; ~Lamma Island
Jakarta: Kota Tua; National Monument|Monas; Istiqlal Mosque; Jakarta Cathedral; National Museum; Taman Mini; Ancol; Sunda Kelapa; Museum MACAN; ~Thousand Islands; ~Bogor Botanical Gardens
Jerusalem: Western Wall; Church of the Holy Sepulchre; Dome of the Rock|Temple Mount; Via Dolorosa; Old City; Tower of David; Yad Vashem; Israel Museum; Mount of Olives; Mahane Yehuda; City of David; ~Bethlehem|Church of the Nativity; ~Dead Sea; !Masada
Tel Aviv: Jaffa; Carmel Market; Rothschild Boulevard; Neve Tzedek; Gordon Beach; Tel Aviv Museum of Art; Sarona; Tel Aviv Port; ANU Museum; White City|Bauhaus; ~Caesarea
Agra: Taj Mahal; Agra Fort; Mehtab Bagh; Itimad-ud-Daulah|Baby Taj; Akbar's Tomb|Sikandra; Kinari Bazaar; ~Fatehpur Sikri
Delhi: Red Fort; Qutub Minar; Humayun's Tomb; India Gate; Jama Masjid; Chandni Chowk; Lotus Temple; Akshardham; Lodhi Garden; Gurudwara Bangla Sahib; Raj Ghat; Hauz Khas; National Museum; Connaught Place; Dilli Haat
Jaipur: Amber Fort|Amer Fort; Hawa Mahal; City Palace; Jantar Mantar; Nahargarh Fort; Jaigarh Fort; Jal Mahal; Albert Hall Museum; Patrika Gate; Johari Bazaar; Galtaji|Monkey Temple; Birla Mandir
Mumbai: Gateway of India; Taj Mahal Palace; Chhatrapati Shivaji Terminus|CSMT|Chhatrapati Shivaji Maharaj Terminus; Marine Drive; Elephanta Caves; Haji Ali; Dhobi Ghat; Colaba Causeway; Chhatrapati Shivaji Maharaj Vastu Sangrahalaya|Prince of Wales Museum; Juhu Beach; Siddhivinayak; Bandra-Worli Sea Link; Dharavi; ~Kanheri Caves|Sanjay Gandhi National Park
Amman: Amman Citadel|Citadel; Roman Theatre; Rainbow Street; Jordan Museum; King Abdullah I Mosque; Downtown|Souk; ~Jerash; ^Dead Sea; ~Madaba; ~Mount Nebo; !Petra; !Wadi Rum
Hiroshima: Peace Memorial Park; Atomic Bomb Dome|A-Bomb Dome; Peace Memorial Museum; Hiroshima Castle; Shukkeien; Okonomimura; Orizuru Tower; ~Itsukushima Shrine|Miyajima; ~Mount Misen; ~Kintai Bridge
Kyoto: Fushimi Inari; Kinkaku-ji|Golden Pavilion; Kiyomizu-dera; Arashiyama Bamboo Grove|Bamboo Grove; Gion; Nishiki Market; Ginkaku-ji|Silver Pavilion; Philosopher's Path; Nijo Castle; Ryoan-ji; Tenryu-ji; Sanjusangen-do; Yasaka Shrine; Kyoto Imperial Palace; Heian Shrine; Tofuku-ji; Monkey Park Iwatayama
Nara: Todai-ji; Nara Park; Kasuga Taisha; Kofuku-ji; Isuien; Naramachi; Yoshikien; Nara National Museum; ~Horyu-ji
Osaka: Osaka Castle; Dotonbori; Universal Studios Japan; Kuromon Market; Shinsekai|Tsutenkaku; Umeda Sky Building; Kaiyukan|Osaka Aquarium; Shitenno-ji; Sumiyoshi Taisha; Abeno Harukas; Shinsaibashi; ~Minoo Park|Minoh; !Himeji Castle
Sapporo: Odori Park; Clock Tower; Sapporo TV Tower; Susukino; Nijo Market; Sapporo Beer Museum; Mount Moiwa; Shiroi Koibito Park; Hokkaido Shrine; Moerenuma Park; ~Otaru; ~Jozankei
Tokyo: Senso-ji; Shibuya Crossing; Meiji Jingu|Meiji Shrine; Tokyo Skytree; Tokyo Tower; Shinjuku Gyoen; teamLab Planets; teamLab Borderless; Tsukiji Outer Market; Imperial Palace; Akihabara; Harajuku|Takeshita Street; Ueno Park; Tokyo National Museum; Shibuya Sky; Golden Gai; Ghibli Museum; Odaiba; Toyosu; Roppongi Hills; Tokyo Disneyland; Tokyo DisneySea|DisneySea; ~Kamakura|Great Buddha of Kamakura; ~Yokohama; !Nikko; !Mount Fuji
Phnom Penh: Royal Palace; Silver Pagoda; Tuol Sleng|S-21; Choeung Ek|Killing Fields; Central Market; Russian Market; National Museum; Wat Phnom; Independence Monument; Riverside|Sisowath Quay; ~Oudong
Siem Reap: Angkor Wat; Angkor Thom|Bayon; Bayon; Ta Prohm; Pub Street; Phare; Angkor National Museum; Preah Khan; ~Banteay Srei; ~Tonlé Sap|Floating village; ~Kulen; !Beng Mealea
Busan: Haeundae; Gamcheon Culture Village; Jagalchi; Haedong Yonggungsa; Beomeosa; Gwangalli; Taejongdae; BIFF Square; Busan Tower|Yongdusan; Huinnyeoul; Songdo; Blueline Park; Shinsegae Centum City
Seoul: Gyeongbokgung; Changdeokgung|Secret Garden; Bukchon Hanok Village; N Seoul Tower|Namsan Tower; Myeongdong; Insadong; Gwangjang Market; Dongdaemun Design Plaza; Lotte World Tower; Hongdae; Cheonggyecheon; National Museum of Korea; War Memorial of Korea; Lotte World; Namdaemun; ~DMZ|Imjingak; ~Suwon Hwaseong|Hwaseong Fortress; !Nami Island
Colombo: Gangaramaya; Galle Face Green; Pettah Market; National Museum; Independence Square|Independence Memorial Hall; Red Mosque|Jami Ul-Alfar; Viharamahadevi Park; Lotus Tower; Seema Malaka; ~Kelaniya; ~Mount Lavinia
Macau: Ruins of St. Paul's|Ruins of Saint Paul; Senado Square; Macau Tower; Venetian Macao; A-Ma Temple; Monte Fort; Cotai Strip; Taipa Village; Lord Stow's Bakery; Guia Fortress; Coloane
Kuala Lumpur: Petronas Towers|Petronas Twin Towers; Batu Caves; KL Tower|Menara; Merdeka Square; Central Market; Jalan Alor; Bukit Bintang; Islamic Arts Museum; Perdana Botanical Garden; KL Bird Park; Thean Hou Temple; Petaling Street; National Mosque; Aquaria KLCC; ~Genting Highlands; ~Putrajaya; !Kuala Selangor
Kathmandu: Durbar Square; Swayambhunath|Monkey Temple; Boudhanath; Pashupatinath; Thamel; Garden of Dreams; Patan Durbar Square; Kopan Monastery; Chandragiri; Budhanilkantha; ~Bhaktapur; ~Nagarkot; ~Everest mountain flight|Mountain flight
Manila: Intramuros; Fort Santiago; San Agustin Church; Rizal Park; National Museum; Manila Cathedral; Binondo; Manila Ocean Park; Manila Bay; Casa Manila; Bonifacio Global City|BGC; !Corregidor; !Taal Volcano
Doha: Museum of Islamic Art; Souq Waqif; Corniche; National Museum of Qatar; Katara; The Pearl; Msheireb; Falcon Souq; Gold Souq; Villaggio; ~Desert safari|Sealine; !Inland Sea
Singapore: Gardens by the Bay; Marina Bay Sands; Merlion; Sentosa; Universal Studios Singapore; Singapore Zoo; Night Safari; River Wonders; Bird Paradise; Chinatown; Little India; Kampong Glam; Botanic Gardens; Clarke Quay; Orchard Road; ArtScience Museum; National Gallery; Jewel Changi; Haw Par Villa; S.E.A. Aquarium|SEA Aquarium; Singapore Flyer; Buddha Tooth Relic Temple; ~Pulau Ubin
Bangkok: Grand Palace; Wat Pho; Wat Arun; Chatuchak; Khao San Road; Jim Thompson House; Chinatown|Yaowarat; Lumphini Park; Golden Mount|Wat Saket; ICONSIAM; Asiatique; Mahanakhon; Chao Phraya; !Damnoen Saduak; !Maeklong; !Ayutthaya
Chiang Mai: Doi Suthep; Old City; Wat Chedi Luang; Wat Phra Singh; Night Bazaar; Sunday Walking Street; Nimman|Nimmanhaemin; Elephant sanctuary|Elephant Nature Park; Wat Umong; Grand Canyon; ~Sticky Waterfall|Bua Tong|Bua Thong; !Doi Inthanon; !White Temple
Phuket: Patong; Big Buddha; Old Phuket Town|Old Town; Wat Chalong; Promthep Cape; Kata Beach; Karon; Bangla Road; Simon Cabaret; Khao Rang; ^Phi Phi; ~Phang Nga Bay|James Bond Island; !Similan
Taipei: Taipei 101; National Palace Museum; Chiang Kai-shek Memorial Hall; Longshan Temple; Shilin Night Market; Raohe; Elephant Mountain; Ximending; Beitou; Maokong Gondola; Dihua Street|Dadaocheng; Huashan 1914; ~Jiufen; ~Shifen; ~Yehliu; ~Tamsui
Samarkand: Registan; Gur-e-Amir; Bibi-Khanym; Shah-i-Zinda; Siab Bazaar; Ulugh Beg Observatory; Afrasiyab; Konigil|Paper mill; !Shahrisabz
Hanoi: Hoan Kiem Lake; Old Quarter; Temple of Literature; Ho Chi Minh Mausoleum; One Pillar Pagoda; Train Street; Hoa Lo Prison; Museum of Ethnology; Tran Quoc Pagoda; West Lake; Water puppet|Thang Long Water Puppet; St. Joseph's Cathedral; Long Bien Bridge; ~Bat Trang; !Ha Long Bay; !Ninh Binh; !Perfume Pagoda
Ho Chi Minh City: War Remnants Museum; Independence Palace|Reunification Palace; Notre-Dame Cathedral|Saigon Notre-Dame; Central Post Office; Ben Thanh Market; Bui Vien; Saigon Skydeck|Bitexco; Landmark 81; Jade Emperor Pagoda; Nguyen Hue; Binh Tay Market|Cho Lon; ~Cu Chi Tunnels; !Mekong Delta; !Cao Dai Temple
Salzburg: Hohensalzburg Fortress; Mirabell Palace|Mirabell Gardens; Mozart's Birthplace; Getreidegasse; Salzburg Cathedral; Hellbrunn Palace; Sound of Music|Mirabell; Residenz; Mönchsberg; Mozart Residence; St. Peter's Abbey; ~Eagle's Nest|Kehlsteinhaus; ~Salt mine|Hallein; ~Untersberg; !Hallstatt
Vienna: Schönbrunn; Hofburg; St. Stephen's Cathedral; Belvedere; Kunsthistorisches Museum; Albertina; Prater|Riesenrad; Naschmarkt; State Opera; Spanish Riding School|Hofburg; MuseumsQuartier; Hundertwasserhaus; Sisi Museum|Hofburg; Karlskirche; Rathaus; Café Central; !Wachau
Bruges: Markt; Belfry; Burg; Basilica of the Holy Blood; Groeningemuseum; Canal boat|Canal tour; Minnewater; Beguinage|Begijnhof; Church of Our Lady; Rozenhoedkaai; De Halve Maan; Choco-Story
Brussels: Grand Place|Grand-Place; Manneken Pis; Atomium; Royal Palace; Magritte Museum; Royal Museums of Fine Arts; Galeries Royales Saint-Hubert|Royal Galleries of Saint-Hubert; Mini-Europe; Parc du Cinquantenaire; Comic Strip|Comics Art Museum; Sablon; Cathedral of St. Michael|St. Michael and St. Gudula; Horta Museum; Parlamentarium|European Parliament; ~Waterloo; ~Leuven
Sofia: Alexander Nevsky Cathedral; Boyana Church; National Palace of Culture; Vitosha Boulevard; Rotunda of St. George|St George Rotunda; Banya Bashi Mosque; Central Mineral Baths|Regional History Museum; Sofia Synagogue; Ivan Vazov National Theatre; ~Vitosha; !Rila Monastery
Geneva: Jet d'Eau; Lake Geneva|Bains des Pâquis; Old Town; St. Pierre Cathedral; Palais des Nations; CERN; Reformation Wall; Patek Philippe Museum; Flower Clock|Jardin Anglais; Carouge; Bains des Pâquis; ~Salève; ~Annecy; ~Yvoire; !Chamonix
Zurich: Old Town|Altstadt; Bahnhofstrasse; Lake Zurich; Grossmünster; Fraumünster; Swiss National Museum; Kunsthaus; Uetliberg; Lindenhof; Niederdorf; Zurich Zoo; FIFA Museum; ~Lindt Home of Chocolate; ~Rhine Falls
Prague: Charles Bridge; Prague Castle; Old Town Square; Astronomical Clock; St. Vitus Cathedral; Golden Lane; Malá Strana|Lesser Town; Jewish Quarter|Josefov; Wenceslas Square; Petřín; Dancing House; Vyšehrad; Lennon Wall; Municipal House; Týn; ~Karlštejn; !Kutná Hora; !Český Krumlov; !Terezín
Berlin: Brandenburg Gate; Reichstag; Berlin Wall Memorial; East Side Gallery; Museum Island; Pergamon|Museum Island; Checkpoint Charlie; Memorial to the Murdered Jews of Europe|Holocaust Memorial; TV Tower|Fernsehturm; Berlin Cathedral; Tiergarten; Topography of Terror; Charlottenburg Palace; Jewish Museum; Kurfürstendamm; Neues Museum; ~Sanssouci|Potsdam; ~Sachsenhausen
Cologne: Cologne Cathedral; Hohenzollern Bridge; Old Town|Altstadt; Museum Ludwig; Chocolate Museum; Wallraf-Richartz; Roman-Germanic Museum|Romano-Germanic Museum; KölnTriangle; Rheinpark; Belgian Quarter; NS-Dokumentationszentrum|EL-DE Haus; ~Bonn; ~Augustusburg|Brühl
Hamburg: Elbphilharmonie; Speicherstadt; Miniatur Wunderland; Reeperbahn|St. Pauli; Fish Market|Fischmarkt; Town Hall|Rathaus; St. Michael's Church; Kunsthalle; Planten un Blomen; Alster; HafenCity; Landungsbrücken; International Maritime Museum; !Lübeck
Munich: Marienplatz; Glockenspiel|Marienplatz; Frauenkirche; Viktualienmarkt; English Garden; Hofbräuhaus; Nymphenburg Palace; Residenz; BMW Welt|BMW Museum; Deutsches Museum; Alte Pinakothek; Olympiapark|Olympic Park; Allianz Arena; Asamkirche; ~Dachau; !Neuschwanstein; !Zugspitze
Copenhagen: Nyhavn; Tivoli Gardens; Little Mermaid; Christiansborg; Rosenborg; Amalienborg; Strøget; Round Tower; Christiania; Ny Carlsberg Glyptotek; National Museum; Church of Our Saviour; Designmuseum; Torvehallerne; ~Kronborg; ~Louisiana Museum; ~Frederiksborg
Tallinn: Old Town; Town Hall Square; Toompea; Alexander Nevsky Cathedral; Kohtuotsa; St. Olaf's Church; Kadriorg Palace; Telliskivi; Seaplane Harbour|Lennusadam; Kiek in de Kök; Balti Jaama; Estonian Open Air Museum; KUMU; ~Lahemaa
Barcelona: Sagrada Família; Park Güell; Casa Batlló; Casa Milà|La Pedrera; La Rambla|Las Ramblas; La Boqueria|Boqueria; Gothic Quarter|Barri Gòtic; Barcelona Cathedral; Picasso Museum; Montjuïc; Magic Fountain; Camp Nou|Spotify Camp Nou; Barceloneta; Palau de la Música; El Born; Santa Maria del Mar; Tibidabo; Park de la Ciutadella|Ciutadella; ~Montserrat; ~Sitges; !Girona
Granada: Alhambra; Generalife; Albaicín; Mirador de San Nicolás; Granada Cathedral; Royal Chapel|Capilla Real; Sacromonte; Alcaicería; Carrera del Darro; Monastery of San Jerónimo; Cartuja; ~Sierra Nevada
Madrid: Prado; Reina Sofía; Thyssen; Royal Palace; Retiro Park|El Retiro; Plaza Mayor; Puerta del Sol; Gran Vía; Mercado de San Miguel; Santiago Bernabéu; Temple of Debod; El Rastro; Almudena Cathedral; Crystal Palace|Palacio de Cristal; Cibeles; ~El Escorial; !Toledo; !Segovia
Málaga: Alcazaba; Gibralfaro; Picasso Museum; Málaga Cathedral; Roman Theatre; Muelle Uno; La Malagueta; Atarazanas; Centre Pompidou; Calle Larios|Marqués de Larios; ~Caminito del Rey; ~Mijas; ~Nerja; !Ronda
Palma: Palma Cathedral|La Seu; Bellver Castle; Almudaina; Old Town; Es Baluard; Arab Baths; Passeig del Born; Mercat de l'Olivar; ~Valldemossa; ~Sóller; ~Serra de Tramuntana; !Caves of Drach
Seville: Real Alcázar|Alcázar; Seville Cathedral; Giralda; Plaza de España; Metropol Parasol|Las Setas; Santa Cruz; Triana; Torre del Oro; María Luisa; Casa de Pilatos; Flamenco; Palacio de las Dueñas; Real Maestranza; ~Itálica; ~Carmona
Valencia: City of Arts and Sciences; Oceanogràfic; Central Market|Mercado Central; La Lonja; Valencia Cathedral; Turia; Bioparc; Malvarrosa; El Carmen|Barrio del Carmen; Torres de Serranos; Plaza de la Virgen; ~Albufera; ~Sagunto
Helsinki: Helsinki Cathedral; Senate Square; Suomenlinna; Market Square; Uspenski Cathedral; Temppeliaukio|Rock Church; Oodi; Ateneum; Kiasma; Sibelius Monument; Old Market Hall; Seurasaari; Löyly; Esplanadi|Esplanade; Design District; ~Porvoo; ~Nuuksio
Bordeaux: Place de la Bourse; Miroir d'eau|Water Mirror; Cité du Vin; Saint-André Cathedral|Bordeaux Cathedral|Cathédrale Saint-André; Grosse Cloche; Rue Sainte-Catherine; Musée d'Aquitaine; Grand Théâtre; Place des Quinconces; Chartrons; Bassins de Lumières; ~Saint-Émilion; ~Médoc; !Dune du Pilat
Lyon: Vieux Lyon; Fourvière; Traboules|Vieux Lyon; Halles Paul Bocuse|Halles de Lyon; Place Bellecour; Croix-Rousse; Musée des Confluences; Parc de la Tête d'Or; Roman theatres|Ancient Theatre; Musée des Beaux-Arts; Presqu'île; Musée Lumière|Institut Lumière; ~Pérouges
Marseille: Vieux-Port|Old Port; Notre-Dame de la Garde; MuCEM; Le Panier; Calanques; Château d'If; Frioul; La Major|Marseille Cathedral; Palais Longchamp; Cours Julien; Vallon des Auffes; Fort Saint-Jean; ~Cassis
Nice: Promenade des Anglais; Vieux Nice|Old Town; Castle Hill|Colline du Château; Cours Saleya; Matisse Museum|Musée Matisse; Chagall Museum|Marc Chagall; Place Masséna; Russian Orthodox Cathedral; Port Lympia; Mont Boron; ~Monaco|Monte Carlo; ~Èze; ~Saint-Paul-de-Vence; ~Villefranche; ~Antibes; ~Cannes
Paris: Eiffel Tower; Louvre; Notre-Dame; Arc de Triomphe; Champs-Élysées; Musée d'Orsay; Sacré-Cœur; Montmartre; Sainte-Chapelle; Seine cruise|Bateaux; Centre Pompidou; Luxembourg Gardens|Jardin du Luxembourg; Panthéon; Catacombs; Orangerie|Musée de l'Orangerie; Palais Garnier; Père Lachaise; Le Marais; Tuileries; Rodin Museum; Galeries Lafayette; ~Versailles; ~Disneyland Paris; !Giverny; !Mont-Saint-Michel; !Fontainebleau
Strasbourg: Strasbourg Cathedral; Petite France; Barrage Vauban; Ponts Couverts; Palais Rohan; European Parliament; Place Kléber; Parc de l'Orangerie; Alsatian Museum; Christmas market; ~Obernai; ~Haut-Kœnigsbourg; !Colmar
Edinburgh: Edinburgh Castle; Royal Mile; Holyroodhouse|Holyrood Palace; Arthur's Seat; Calton Hill; National Museum of Scotland; Princes Street Gardens; Scott Monument; Victoria Street; Grassmarket; St Giles' Cathedral; Dean Village; Royal Yacht Britannia; Camera Obscura; Scotch Whisky Experience; Greyfriars; ~Rosslyn Chapel; ~Forth Bridge|South Queensferry; !Stirling Castle
Glasgow: Kelvingrove; Glasgow Cathedral; Necropolis; Riverside Museum; Burrell Collection|Pollok; George Square; Buchanan Street; University of Glasgow; Mackintosh|The Lighthouse; Ashton Lane|West End; Glasgow Science Centre; People's Palace; ~Loch Lomond; ~Stirling Castle
Liverpool: Royal Albert Dock|Albert Dock; Beatles Story; Cavern Club; Royal Liver Building; Liverpool Cathedral; Metropolitan Cathedral; Anfield; Tate Liverpool; Museum of Liverpool; Merseyside Maritime Museum; Mersey Ferry; St George's Hall; Walker Art Gallery; World Museum; Penny Lane; Strawberry Field; ~Chester; ~Another Place|Crosby
London: Big Ben|Houses of Parliament; Westminster Abbey; Buckingham Palace; Tower of London; Tower Bridge; British Museum; London Eye; National Gallery; Trafalgar Square; Natural History Museum; Victoria and Albert Museum|V&A; Science Museum; Tate Modern; St Paul's Cathedral; Covent Garden; Borough Market; Camden Market; Hyde Park; The Shard; Piccadilly Circus; Sky Garden; Portobello Road|Notting Hill; Greenwich; Kew Gardens; Churchill War Rooms; Hampton Court; ~Harry Potter|Warner Bros. Studio Tour; ~Windsor Castle; !Stonehenge
Manchester: Old Trafford; Etihad Stadium; Science and Industry Museum; Manchester Museum; John Rylands; Northern Quarter; Manchester Cathedral; Manchester Art Gallery; National Football Museum; Castlefield; Town Hall; Whitworth; Afflecks; ~Peak District; !Chester
Athens: Acropolis; Parthenon|Acropolis; Acropolis Museum; Plaka; Ancient Agora; Temple of Olympian Zeus; Syntagma|Changing of the Guard; Monastiraki; Lycabettus; National Archaeological Museum; Panathenaic Stadium; Anafiotika; Roman Agora; Hadrian's Library; Kerameikos; National Garden; Odeon of Herodes Atticus; ~Temple of Poseidon|Sounion; ~Aegina; !Delphi; !Hydra
Dubrovnik: City Walls; Stradun; Rector's Palace; Fort Lovrijenac|Lovrijenac; Cable car|Mount Srđ; Lokrum; Banje Beach; Franciscan Monastery; Dubrovnik Cathedral; Sponza Palace; Buža; ~Cavtat; ~Elaphiti; ~Ston
Split: Diocletian's Palace; Peristyle; Cathedral of St. Domnius|St. Domnius; Riva; Marjan; Bačvice; Green Market; Gregory of Nin; ~Trogir; ~Klis Fortress; ~Hvar; !Krka
Budapest: Parliament; Buda Castle; Fisherman's Bastion; Matthias Church; Széchenyi Baths|Széchenyi; Gellért Baths|Gellért; Chain Bridge; Shoes on the Danube; St. Stephen's Basilica; Heroes' Square; Great Market Hall|Central Market Hall; Dohány Street Synagogue; House of Terror; Margaret Island; Szimpla Kert|Ruin bar; Andrássy; Citadella|Gellért Hill; Opera House|Hungarian State Opera; Vajdahunyad; ~Szentendre; ~Visegrád; ~Gödöllő
Dublin: Trinity College|Book of Kells; Guinness Storehouse; Temple Bar; St Patrick's Cathedral; Christ Church Cathedral; Dublin Castle; Kilmainham Gaol; Jameson Distillery; EPIC; National Museum of Ireland; Grafton Street; St Stephen's Green; Phoenix Park; Little Museum of Dublin; Ha'penny Bridge; Glasnevin; ~Howth; ~Glendalough; ~Newgrange|Brú na Bóinne; ~Malahide Castle; ~Powerscourt
Reykjavík: Hallgrímskirkja; Harpa; Sun Voyager; Perlan; National Museum of Iceland; Laugavegur; Old Harbour; Whale watching|Old Harbour; Sky Lagoon; Tjörnin; ~Blue Lagoon; ~Þingvellir|Thingvellir; ~Reykjadalur; !Geysir; !Gullfoss
Bologna: Piazza Maggiore; Two Towers|Asinelli; San Petronio; Archiginnasio; Quadrilatero; San Luca; Fountain of Neptune|Neptune; Santo Stefano; Pinacoteca; ~Modena; ~Ferrari Museum|Maranello; !Parma; !Ravenna
Florence: Uffizi; Florence Cathedral|Duomo; Brunelleschi's Dome|Florence Cathedral; Giotto's Bell Tower|Campanile; Baptistery; Ponte Vecchio; Accademia|David|Galleria dell'Accademia; Piazzale Michelangelo; Palazzo Vecchio; Piazza della Signoria; Pitti Palace|Palazzo Pitti; Boboli Gardens; Santa Croce; Mercato Centrale|San Lorenzo Market; Bargello; Medici Chapels; Santa Maria Novella; Oltrarno; San Miniato al Monte; ~Fiesole; ~Chianti|Greve
Milan: Duomo; Galleria Vittorio Emanuele II; Last Supper|Santa Maria delle Grazie; Sforza Castle|Castello Sforzesco; La Scala|Teatro alla Scala; Navigli; Brera; Pinacoteca di Brera; San Siro; Cimitero Monumentale|Monumental Cemetery; Bosco Verticale; Quadrilatero della Moda; Sempione; ~Bergamo; ~Monza
Naples: National Archaeological Museum; Spaccanapoli; Naples Cathedral|Duomo; Sansevero Chapel|Veiled Christ|Cappella Sansevero; Castel dell'Ovo; Castel Nuovo; Piazza del Plebiscito; Royal Palace; Napoli Sotterranea|Underground; Capodimonte; Castel Sant'Elmo; San Gregorio Armeno; Galleria Umberto; Catacombs of San Gennaro; Quartieri Spagnoli|Spanish Quarter; ~Herculaneum; ~Vesuvius; ^Pompeii; ^Capri
Rome: Colosseum; Roman Forum; Palatine Hill; Pantheon; Trevi Fountain; Spanish Steps; Vatican Museums; Sistine Chapel|Vatican Museums; St. Peter's Basilica; Castel Sant'Angelo; Piazza Navona; Borghese Gallery|Villa Borghese|Galleria Borghese; Trastevere; Campo de' Fiori; Capitoline Museums; Altare della Patria|Vittoriano; Circus Maximus; Appian Way; Catacombs; Baths of Caracalla; Mouth of Truth|Bocca della Verità; Aventine|Keyhole; ~Villa d'Este|Tivoli; ~Hadrian's Villa; ~Ostia Antica; !Orvieto
Venice: St. Mark's Basilica; St. Mark's Square|Piazza San Marco; Doge's Palace; Rialto Bridge; Grand Canal; Bridge of Sighs; Campanile; Gallerie dell'Accademia; Peggy Guggenheim; Santa Maria della Salute; Gondola; Murano; Burano; Torcello; Lido; Rialto Market; Libreria Acqua Alta; Frari; Scala Contarini del Bovolo; ~Padua|Scrovegni Chapel
Verona: Arena; Juliet's House|Casa di Giulietta; Piazza delle Erbe; Castelvecchio; Ponte Pietra; Torre dei Lamberti; Piazza dei Signori; San Zeno; Giardino Giusti; Verona Cathedral; Castel San Pietro; ~Sirmione|Lake Garda; ~Valpolicella; ~Gardaland
Vilnius: Old Town; Gediminas; Vilnius Cathedral; Gate of Dawn; Užupis; St. Anne's Church; Palace of the Grand Dukes; KGB Museum|Museum of Occupations; Three Crosses; Halės Market|Hales; Church of St. Peter and St. Paul; Literatų Street|Literatai|Literatų gatvė; ~Trakai
Riga: Old Town|Old Riga; House of the Blackheads; Riga Cathedral; St. Peter's Church; Central Market; Art Nouveau|Alberta iela; Freedom Monument; Latvian National Museum of Art; Three Brothers; Swedish Gate; Museum of the Occupation; Bastejkalns; ~Jūrmala; !Sigulda; !Rundāle
Valletta: St. John's Co-Cathedral; Upper Barrakka Gardens; Grandmaster's Palace; Fort St. Elmo|National War Museum; Lower Barrakka; Three Cities|Birgu; Casa Rocca Piccola; Manoel Theatre; Republic Street; ~Mdina; ~Blue Grotto; ~Marsaxlokk; ~Comino|Blue Lagoon; ~Gozo; ~Hypogeum; ~Ħaġar Qim|Hagar Qim; ~Popeye Village
Amsterdam: Rijksmuseum; Van Gogh Museum; Anne Frank House; Canal cruise; Jordaan; Vondelpark; Dam Square|Royal Palace Amsterdam; Royal Palace; Heineken Experience; Albert Cuyp Market; A'DAM Lookout; Stedelijk; NEMO; Red Light District|De Wallen; Begijnhof; Bloemenmarkt|Flower Market; Rembrandt House; Moco; Oude Kerk; Nine Streets; ~Zaanse Schans; ~Keukenhof; ~Haarlem; ~Volendam; ~Marken; ~Utrecht; !Giethoorn
Oslo: Vigeland; Opera House; Fram Museum; Kon-Tiki; Norwegian Museum of Cultural History|Folk Museum; Munch; Akershus Fortress; Royal Palace; Aker Brygge; Holmenkollen; National Museum; City Hall; Karl Johans gate; ~Oslofjord
Kraków: Main Square|Rynek Główny|Main Market Square; Cloth Hall; St. Mary's Basilica; Wawel Castle; Wawel Cathedral|Wawel Castle; Kazimierz; Schindler's Factory|Schindler's Enamel Factory; Planty; Barbican; Florian Gate|Florian's Gate; Galicia Jewish Museum; Rynek Underground; Ghetto Heroes Square; Nowa Huta; ~Wieliczka Salt Mine; !Auschwitz-Birkenau|Auschwitz; !Zakopane
Warsaw: Old Town; Royal Castle; Łazienki Park; Palace of Culture and Science; Warsaw Uprising Museum; POLIN; Chopin Museum; Wilanów Palace; Copernicus Science Centre; Castle Square|Royal Castle; Krakowskie Przedmieście; Praga; Vistula Boulevards; ~Żelazowa Wola; ~Kampinos
Lisbon: Belém Tower; Jerónimos Monastery; Alfama; São Jorge Castle; Tram 28; Praça do Comércio; LX Factory; Time Out Market; Bairro Alto; Santa Justa Lift; Oceanário; MAAT; Padrão dos Descobrimentos|Monument to the Discoveries; Gulbenkian; National Tile Museum; Senhora do Monte; Pastéis de Belém; Chiado; Rossio; ^Cascais; ~Arrábida
Bucharest: Palace of the Parliament; Old Town|Lipscani; Romanian Athenaeum; Cărturești Carusel; Village Museum; Revolution Square; Stavropoleos; King Michael I Park|Herăstrău; Arcul de Triumf|Triumphal Arch; National Museum of Art; Calea Victoriei; ~Therme; ~Snagov; !Bran Castle; !Peleș Castle
Belgrade: Belgrade Fortress|Kalemegdan; Knez Mihailova; Temple of Saint Sava|St. Sava; Skadarlija; Zemun; Nikola Tesla Museum; House of Flowers|Museum of Yugoslavia; Ada Ciganlija; Republic Square; National Museum; Savamala; ~Avala Tower
Moscow: Red Square; Kremlin; St. Basil's Cathedral; Lenin's Mausoleum|Lenin Mausoleum; GUM; Bolshoi; Tretyakov Gallery; Pushkin Museum|Pushkin State Museum; Cathedral of Christ the Saviour; Gorky Park; Arbat; Metro; Zaryadye; VDNKh; Novodevichy; Kolomenskoye; Izmailovo; !Sergiev Posad
Saint Petersburg: Hermitage; Winter Palace|State Hermitage; Church of the Savior on Spilled Blood|Savior on Blood; St. Isaac's Cathedral; Peter and Paul Fortress; Nevsky Prospekt; Kazan Cathedral; Palace Square; Mariinsky; Fabergé Museum; Russian Museum; Canal cruise|Canals|Canal and River Cruise; Drawbridges|Palace Bridge; ~Peterhof; ~Catherine Palace|Tsarskoye Selo; ~Kronstadt
Stockholm: Gamla Stan; Vasa Museum; ABBA The Museum|ABBA; Skansen; Royal Palace|Stockholm Palace; City Hall; Fotografiska; Moderna Museet; Djurgården; Södermalm; Nobel Prize Museum; Stortorget|Gamla Stan; Archipelago; Drottningholm; Storkyrkan|Stockholm Cathedral; Monteliusvägen; Östermalm Market Hall|Östermalms Saluhall; ~Sigtuna; !Uppsala
Ljubljana: Ljubljana Castle; Prešeren Square; Triple Bridge; Dragon Bridge; Tivoli Park; Central Market; Metelkova; Ljubljana Cathedral|St. Nicholas; Cobblers' Bridge; National Gallery; ~Lake Bled|Bled; ~Postojna Cave; ~Predjama Castle; ~Vintgar Gorge; !Škocjan Caves; !Lake Bohinj
Istanbul: Hagia Sophia; Blue Mosque|Sultan Ahmed Mosque; Topkapı Palace; Basilica Cistern; Grand Bazaar; Spice Bazaar|Egyptian Bazaar; Galata Tower; Süleymaniye Mosque; Bosphorus cruise|Bosphorus; Dolmabahçe Palace; İstiklal Avenue|Istiklal; Taksim; Hippodrome; Chora|Kariye; Istanbul Archaeology Museums; Balat; Maiden's Tower; Ortaköy Mosque; Çamlıca; Rumeli Fortress|Rumelihisarı; Kadıköy; ~Princes' Islands|Büyükada
Porto: Ribeira; Dom Luís I Bridge; Livraria Lello; Clérigos Tower; São Bento Station; Porto Cathedral|Sé do Porto; Palácio da Bolsa; Port wine cellars|Vila Nova de Gaia; Majestic Café; Casa da Música; Serralves; Mercado do Bolhão|Bolhão; Church of São Francisco; Capela das Almas; Foz do Douro; Jardim do Morro; ~Guimarães; ~Braga|Bom Jesus; !Douro Valley
Lagos, Portugal: Ponta da Piedade; Praia Dona Ana; Praia do Camilo; Meia Praia; City walls|Old Town; Igreja de Santo António|Church of Santo António; Slave Market|Mercado de Escravos; Marina; ~Benagil Cave; ~Sagres|Cape St. Vincent; ~Praia da Marinha
Faro: Old Town|Cidade Velha; Faro Cathedral; Chapel of Bones|Capela dos Ossos; Arco da Vila; Ria Formosa; Ilha Deserta; Praia de Faro; ~Tavira; ~Olhão
Sintra: Pena Palace; Quinta da Regaleira; Moorish Castle; Sintra National Palace|National Palace; Monserrate; Capuchos|Convent of the Capuchos; ~Cabo da Roca; ~Cascais; ~Praia da Ursa
Siena: Piazza del Campo; Siena Cathedral|Duomo; Torre del Mangia; Palazzo Pubblico; Piccolomini Library; Santa Maria della Scala; San Domenico; Fonte Gaia; ~San Gimignano; ~Monteriggioni; ~Pienza|Val d'Orcia; ~Montepulciano; ~Montalcino
Pisa: Leaning Tower; Piazza dei Miracoli|Leaning Tower; Pisa Cathedral; Baptistery; Camposanto; Piazza dei Cavalieri; Borgo Stretto; Lungarno|Lungarni; Santa Maria della Spina; !Cinque Terre
Lucca: City walls|Walls; Guinigi Tower; Piazza dell'Anfiteatro; San Michele in Foro; Lucca Cathedral|San Martino; Torre delle Ore; Puccini Museum; Palazzo Pfanner; Via Fillungo; San Frediano; ~Ponte della Maddalena|Devil's Bridge; ~Viareggio
Como: Como Cathedral; Brunate; Villa Olmo; Tempio Voltiano; Lake Como|Como Ferry; Passeggiata Lino Gelpi; ~Bellagio; ~Villa del Balbianello; ~Villa Carlotta; ~Varenna
Turin: Mole Antonelliana|National Cinema Museum; Egyptian Museum; Royal Palace; Piazza Castello; Palazzo Madama; Superga; Valentino Park|Parco del Valentino; Porta Palazzo; Turin Cathedral|Shroud; Piazza San Carlo; Monte dei Cappuccini; Lingotto|Pinacoteca Agnelli; ~Venaria Reale|Reggia di Venaria; ~Sacra di San Michele
Genoa: Aquarium of Genoa|Genoa Aquarium; Porto Antico|Old Port; Via Garibaldi|Palazzi dei Rolli; Palazzo Ducale; San Lorenzo|Genoa Cathedral; Castelletto; Boccadasse; Staglieno; Nervi; Galata Museo del Mare; ~Portofino; ~Camogli; ~San Fruttuoso; !Cinque Terre
Palermo: Palermo Cathedral; Palatine Chapel|Norman Palace; Quattro Canti; Teatro Massimo; Ballarò; Capuchin Catacombs; Fontana Pretoria; Vucciria; La Martorana; Zisa; ~Monreale; ~Mondello; !Segesta; !Cefalù
Taormina: Ancient Theatre|Teatro Antico; Corso Umberto; Isola Bella; Piazza IX Aprile; Villa Comunale|Public Gardens; Castelmola; Giardini Naxos; ~Mount Etna|Etna; ~Alcantara Gorge; ~Savoca
Sorrento: Piazza Tasso; Marina Grande; Villa Comunale; Sorrento Cathedral; Vallone dei Mulini; Bagni della Regina Giovanna; ~Capri; ~Blue Grotto; ~Positano; ~Amalfi; ~Ravello; ~Pompeii; ~Path of the Gods
Avignon: Palais des Papes|Palace of the Popes; Pont d'Avignon|Pont Saint-Bénézet; Rocher des Doms; Avignon Cathedral|Notre-Dame des Doms; Les Halles; Place de l'Horloge; Petit Palais; Collection Lambert; ~Pont du Gard; ~Châteauneuf-du-Pape; ~Gordes; ~L'Isle-sur-la-Sorgue; ~Arles; ~Les Baux; ~Orange; ~Sénanque
Aix-en-Provence: Cours Mirabeau; Atelier de Cézanne|Cézanne's studio; Saint-Sauveur Cathedral|Cathédrale Saint-Sauveur; Hôtel de Caumont|Caumont; Musée Granet; Fontaine de la Rotonde|La Rotonde; Place des Cardeurs; Pavillon Vendôme|Pavillon de Vendôme; Quartier Mazarin; ~Sainte-Victoire; ~Lourmarin
Córdoba, Spain: Mezquita|Mosque-Cathedral; Roman Bridge; Alcázar de los Reyes Cristianos; Jewish Quarter|Judería; Calleja de las Flores; Palacio de Viana; Synagogue; Plaza de la Corredera; Calahorra Tower|Torre de la Calahorra; Patios|Palacio de Viana; ~Medina Azahara
Bilbao: Guggenheim; Puppy|Guggenheim; Casco Viejo|Old Town; Mercado de la Ribera|La Ribera; Fine Arts Museum|Museo de Bellas Artes; Artxanda; Zubizuri; Plaza Nueva; Azkuna Zentroa; ~Vizcaya Bridge|Bizkaia Bridge; ~Gaztelugatxe; ~Gernika
Donostia-San Sebastián: La Concha; Parte Vieja|Old Town; Monte Igueldo; Monte Urgull; Peine del Viento|Comb of the Wind; Zurriola; San Telmo Museum|San Telmo Museoa; Miramar Palace; Santa María del Coro; Buen Pastor Cathedral; Aquarium; La Bretxa; Tabakalera; ~Hondarribia; ~Getaria; ~Zumaia|Flysch; !Biarritz
York: York Minster; Shambles; City Walls; Clifford's Tower; Jorvik; National Railway Museum; York Castle Museum; Yorkshire Museum|Museum Gardens; Bettys; Merchant Adventurers' Hall; Chocolate Story; Treasurer's House; ~Castle Howard; !North York Moors
Bath: Roman Baths; Bath Abbey; Royal Crescent; Pulteney Bridge; The Circus; Thermae Bath Spa; Jane Austen Centre; Pump Room; Holburne Museum; Prior Park; Assembly Rooms|Fashion Museum; ~Stonehenge; ~Avebury; ~Lacock; ~Castle Combe; ~Wells Cathedral
Oxford: Bodleian Library; Radcliffe Camera; Christ Church; Ashmolean; Bridge of Sighs; Sheldonian Theatre; Pitt Rivers; Covered Market; Carfax Tower; University Church; Magdalen College; Botanic Garden; Port Meadow; ~Blenheim Palace; ~Bicester Village; ~Burford|Cotswolds
Inverness: Inverness Castle; Ness Islands; Inverness Cathedral; Victorian Market; ~Loch Ness|Dores Beach; ~Urquhart Castle; ~Culloden; ~Clava Cairns; ~Fort George; ~Cawdor Castle; ~Chanonry Point; !Isle of Skye; !Eilean Donan
Gaillimh: Eyre Square; Quay Street|Latin Quarter; Spanish Arch; Galway Cathedral; Salthill; Galway City Museum; Shop Street; Galway Market; Lynch's Castle; ~Cliffs of Moher; ~Aran Islands|Inis Mór; !Connemara; ~The Burren; ~Dunguaire Castle; !Kylemore Abbey
Cork: English Market; St Fin Barre's Cathedral; Shandon Bells|St Anne's Church; Elizabeth Fort; Cork City Gaol; University College Cork; Crawford Art Gallery; Fitzgerald Park; ~Blarney Castle; ~Cobh; ~Kinsale; ~Spike Island; ~Midleton|Jameson Distillery
Heidelberg: Heidelberg Castle; Old Bridge|Alte Brücke; Philosophers' Walk; Hauptstrasse|Old Town; Church of the Holy Spirit|Heiliggeistkirche; Königstuhl; Student Jail|Studentenkarzer|Student Prison; University Library; ~Schwetzingen; ~Speyer Cathedral
Nuremberg: Imperial Castle|Kaiserburg; Hauptmarkt; Schöner Brunnen; Documentation Center|Rally Grounds; Nuremberg Trials|Courtroom 600; Germanisches Nationalmuseum|Germanic National Museum; Albrecht Dürer's House|Dürer; St. Lorenz; St. Sebaldus; Christkindlesmarkt|Hauptmarkt; Toy Museum; Handwerkerhof; Weißgerbergasse; !Bamberg; !Rothenburg
Dresden: Frauenkirche; Zwinger; Semperoper; Green Vault; Brühl's Terrace; Procession of Princes|Fürstenzug; Dresden Castle|Residenzschloss|Green Vault; Neustadt; Albertinum; Pfunds Molkerei; ~Bastei|Saxon Switzerland; ~Moritzburg; ~Meissen; ~Pillnitz
Innsbruck: Golden Roof|Goldenes Dachl; Nordkette; Hofburg; Ambras Castle; Bergisel; Hofkirche; Maria-Theresien-Strasse; Old Town; Alpine Zoo; ~Swarovski Crystal Worlds|Swarovski; ~Hall in Tirol
Luzern: Chapel Bridge; Lion Monument; Lake Lucerne; Old Town; Musegg Wall; Swiss Museum of Transport|Transport Museum; Jesuit Church; KKL; Rosengart; ~Pilatus; ~Rigi; ~Titlis; ~Bürgenstock
Interlaken, Switzerland: Harder Kulm; Höhematte; Lake Brienz; Lake Thun; St. Beatus Caves; ~Jungfraujoch; ~Schynige Platte; ~Lauterbrunnen; ~Grindelwald; ~Schilthorn; ~Mürren; ~Trümmelbach Falls; ~Iseltwald; ~Oeschinensee; ~Giessbach
Bergen: Bryggen; Fish Market; Fløibanen|Fløyen; Ulriken; Bergenhus; KODE; Troldhaugen; Hanseatic Museum; Bergen Cathedral; St. Mary's Church; ~Osterfjord|Fjord cruise; !Norway in a Nutshell
Thessaloniki: White Tower; Rotunda; Arch of Galerius; Hagia Sophia; Agios Dimitrios|Saint Demetrius; Aristotelous Square; Ano Poli|Upper Town; Heptapyrgion; Modiano; Archaeological Museum; Museum of Byzantine Culture; Umbrellas|Nea Paralia; ~Pella; !Vergina
Fira: Caldera path|Fira to Oia|Fira–Oia Caldera Trail; Museum of Prehistoric Thera; Skaros Rock; Imerovigli; Old Port|Cable car; ~Oia; ~Akrotiri; ~Red Beach; ~Perissa; ~Kamari; ~Pyrgos; ~Nea Kameni|Volcano; ~Amoudi Bay; ~Santo Wines; ~Ancient Thera
Zadar: Sea Organ; Greeting to the Sun|Sun Salutation; St. Donatus; Roman Forum; Cathedral of St. Anastasia; Five Wells Square; Land Gate; ~Nin; ~Kornati; ~Paklenica; !Krka; !Plitvice
Kotor: Old Town; San Giovanni|City walls; St. Tryphon|Tryphon's; Bay of Kotor; Maritime Museum; ~Perast; ~Our Lady of the Rocks; ~Lovćen|Njegoš Mausoleum; ~Budva; ~Sveti Stefan
Ghent: Gravensteen; St. Bavo's Cathedral|Ghent Altarpiece; Graslei|Korenlei; Belfry; St. Michael's Bridge; St. Nicholas' Church; Patershol; STAM; MSK; SMAK|S.M.A.K.; Werregarenstraat; Vrijdagmarkt
Antwerp: Grote Markt; Cathedral of Our Lady; Rubens House; MAS; Antwerp Central Station|Centraal; Plantin-Moretus; Het Steen; Diamond District|DIVA; Meir; KMSKA|Royal Museum of Fine Arts; Antwerp Zoo|ZOO Antwerpen; Red Star Line
Kanazawa: Kenroku-en; Kanazawa Castle; Higashi Chaya; Omicho Market; 21st Century Museum; Nagamachi; Myoryuji|Ninja Temple; D.T. Suzuki Museum; !Shirakawa-go
Fukuoka: Canal City; Ohori Park; Fukuoka Castle|Maizuru Park; Kushida Shrine; Nakasu|Yatai; Fukuoka Tower; Tenjin; Momochi; Tochoji; ~Dazaifu; ~Nanzoin; ~Uminonakamichi; ~Yanagawa; ~Itoshima
Hakone: Lake Ashi|Lake Ashinoko; Hakone Shrine; Hakone Ropeway; Owakudani; Open-Air Museum; Pirate ship|Sightseeing cruise|Lake Ashi Cruise; Hakone Yumoto; Gora Park; Pola Museum; Hakone Checkpoint|Sekisho; Amazake-chaya; ~Mount Fuji 5th Station|Fuji Subaru Line|Mount Fuji Fifth Station; ~Gotemba Premium Outlets; ~Odawara Castle
Hoi An: Ancient Town|Old Town; Japanese Covered Bridge|Japanese Bridge; Tan Ky; Night Market; Fujian Assembly Hall|Phuc Kien|Assembly Hall of Fujian; An Bang Beach; Cua Dai; Thu Bon River|Lantern boat; Tra Que; Cam Thanh|Coconut; Central Market; ~My Son
Da Nang: Dragon Bridge; My Khe Beach; Marble Mountains; Son Tra|Lady Buddha|Linh Ung; Han Market; Cham Museum|Museum of Cham Sculpture; Da Nang Cathedral|Pink Church; Han River Bridge; ~Ba Na Hills|Golden Bridge; ~Hai Van Pass
Hue: Imperial City|Citadel; Forbidden Purple City; Thien Mu Pagoda; Tomb of Tu Duc|Tu Duc; Tomb of Khai Dinh|Khai Dinh; Tomb of Minh Mang|Minh Mang; Dong Ba Market; Perfume River; Truong Tien Bridge; Royal Antiquities Museum|Museum of Royal Antiquities; !DMZ|Vinh Moc
Luang Prabang: Mount Phousi|Phousi; Royal Palace Museum|Royal Palace; Wat Xieng Thong; Alms giving; Night Market; Traditional Arts and Ethnology Centre; Utopia; Mekong; ~Kuang Si Falls; ~Pak Ou Caves; ~Tad Sae
Krabi: Railay; Ao Nang; Tiger Cave Temple; Krabi Town Night Market|Night Market|Krabi Town Walking Street; Phra Nang|Phra Nang Cave Beach; Thung Teao|Crystal Lagoon; ~Hong Islands|Koh Hong; ~Four Islands|Poda; ~Emerald Pool; ~Phi Phi; !Koh Lanta
Ubud: Sacred Monkey Forest|Monkey Forest; Tegallalang; Ubud Palace; Ubud Art Market|Ubud Market; Campuhan Ridge Walk; Goa Gajah; Saraswati Temple|Taman Saraswati; Blanco Renaissance Museum|Blanco; ~Tirta Empul; ~Tegenungan Waterfall; ~Mount Batur; ~Besakih; ~Tanah Lot; ~Uluwatu; ~Jatiluwih; ~Ulun Danu Bratan|Ulun Danu Beratan
George Town: Street art|Murals|Armenian Street; Khoo Kongsi; Cheong Fatt Tze|Blue Mansion; Kek Lok Si; Penang Hill; Clan Jetties|Chew Jetty; Fort Cornwallis; Kapitan Keling Mosque; Gurney Drive; Pinang Peranakan Mansion; Armenian Street; ~Batu Ferringhi; ~Penang National Park; ~Entopia
Malacca: Jonker Street|Jonker Walk; Christ Church; Stadthuys; A Famosa; St. Paul's Hill|St. Paul's Church; Melaka River|River Cruise; Baba & Nyonya Heritage Museum|Baba and Nyonya; Cheng Hoon Teng; Menara Taming Sari; Maritime Museum; Melaka Sultanate Palace|Sultanate Palace; Dutch Square|Stadthuys
Panaji: Fontainhas; Our Lady of the Immaculate Conception; Miramar; Dona Paula; ~Basilica of Bom Jesus|Bom Jesus; ~Se Cathedral; ~Calangute; ~Baga; ~Anjuna; ~Fort Aguada|Aguada; ~Chapora Fort; ~Spice plantation|Spice farm; ~Mangueshi; !Dudhsagar Falls; !Palolem
Udaipur: City Palace; Lake Pichola; Jag Mandir; Jagdish Temple; Saheliyon-ki-Bari; Bagore ki Haveli; Fateh Sagar; Monsoon Palace|Sajjangarh; Ambrai Ghat; Vintage Car; Shilpgram; ~Eklingji; !Kumbhalgarh; !Ranakpur
Varanasi: Dashashwamedh Ghat; Ganga Aarti|Dashashwamedh; Manikarnika Ghat; Assi Ghat; Kashi Vishwanath; Boat ride|Sunrise boat; Banaras Hindu University|BHU; Ramnagar Fort; Tulsi Manas Temple; Durga Temple|Durga Kund; Bharat Mata Temple; ~Sarnath
Kandy: Temple of the Tooth|Sri Dalada Maligawa|Temple of the Sacred Tooth Relic; Kandy Lake; Peradeniya|Royal Botanic Gardens; Bahirawakanda; Udawattakele; Cultural show|Kandyan dance; Kandy View Point|Arthur's Seat; ~Pinnawala; ~Ambuluwawa; !Sigiriya; !Dambulla; !Nuwara Eliya
Pokhara: Phewa Lake; Tal Barahi; World Peace Pagoda|Peace Pagoda; Sarangkot; Davis Falls|Devi's Falls; Gupteshwor Cave|Gupteshwor Mahadev Cave; International Mountain Museum; Bat Cave; Mahendra Cave; Paragliding|Sarangkot; Lakeside; Seti Gorge|Seti River; ~Begnas Lake; ~Australian Camp; !Poon Hill
Brisbane: South Bank; Lone Pine Koala Sanctuary; Story Bridge; Queensland Museum; GOMA|Gallery of Modern Art; Mount Coot-tha; City Botanic Gardens; Kangaroo Point Cliffs; Howard Smith Wharves; Fortitude Valley; Eat Street; ~Moreton Island|Tangalooma; ~North Stradbroke Island|Minjerribah; !Gold Coast; !Australia Zoo
Melbourne: Federation Square; Flinders Street Station; Hosier Lane; Queen Victoria Market; Royal Botanic Gardens; NGV|National Gallery of Victoria; Melbourne Museum; St Kilda; MCG|Melbourne Cricket Ground; Eureka Skydeck|Melbourne Skydeck; Shrine of Remembrance; Royal Exhibition Building; State Library Victoria; Brighton Bathing Boxes; Degraves Street; ~Puffing Billy|Dandenong; ~Yarra Valley; !Great Ocean Road; !Phillip Island
Perth: Kings Park; Elizabeth Quay; Cottesloe; Perth Mint; Art Gallery of Western Australia; Northbridge; Bell Tower|Elizabeth Quay; Perth Zoo; ~Fremantle; ~Rottnest Island; ~Swan Valley; ~Caversham; !Pinnacles
Sydney: Sydney Opera House; Harbour Bridge; Bondi Beach; Bondi to Coogee; Darling Harbour; The Rocks; Royal Botanic Garden; Taronga Zoo; Manly; Circular Quay; Art Gallery of New South Wales; Sydney Tower; SEA LIFE Sydney; Queen Victoria Building; Barangaroo; ~Palm Beach; ~Featherdale; !Blue Mountains|Three Sisters
Auckland: Sky Tower; Auckland War Memorial Museum|Auckland Museum; Viaduct Harbour; Mount Eden|Maungawhau; Devonport; One Tree Hill|Maungakiekie; Auckland Art Gallery; Ponsonby; Kelly Tarlton's; ~Waiheke Island; ~Rangitoto; ~Piha; !Hobbiton; !Waitomo
Queenstown: Skyline Gondola|Skyline Queenstown; Shotover Jet; Kawarau Bridge Bungy|Kawarau Bridge; Lake Wakatipu; TSS Earnslaw; Queenstown Gardens; Fergburger; The Remarkables; Ben Lomond; Coronet Peak; ~Arrowtown; ~Glenorchy; ~Gibbston Valley; !Milford Sound
Wellington: Te Papa; Cable Car; Mount Victoria; Zealandia; Botanic Garden; Cuba Street; Beehive|Parliament; Weta Workshop|Weta Cave; Oriental Bay; Waterfront; !Kapiti Island; !Martinborough
Aguas Calientes: Machu Picchu; Huayna Picchu; Machu Picchu Mountain; Sun Gate|Inti Punku; Inca Bridge; Site Museum|Manuel Chávez Ballón; Hot springs; Putucusi; Artisan Market; ~Mandor; ~Ollantaytambo
Oświęcim: Auschwitz I|Auschwitz-Birkenau Memorial; Birkenau; Block 11|Death Wall; International Monument; Auschwitz Jewish Center; Oświęcim Castle; Market Square
Niagara Falls: Horseshoe Falls; American Falls; Niagara City Cruises|Hornblower|Maid of the Mist; Journey Behind the Falls; Clifton Hill; Skylon Tower; Butterfly Conservatory; Whirlpool Aero Car; White Water Walk; Queen Victoria Park; Cave of the Winds; ~Niagara-on-the-Lake
Valladolid, Mexico: Cenote Zací; Convent of San Bernardino; Calzada de los Frailes; San Servacio; Parque Francisco Cantón; Casa de los Venados; ~Chichén Itzá; ~Ik Kil; ~Ek Balam; ~Xkeken|Samulá
`;

type Expected = { names: string[]; trip: boolean; far: boolean; elsewhere: boolean };

const fold = (s: string) =>
  ` ${s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’'`]/g, "")
    .replace(/&/g, " and ")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ħ/g, "h")
    .replace(/þ/g, "th")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(?:the|st|saint|san|sankt)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

/** A catalogue name and an expected one are the same sight: one holds the other, word for word. */
function same(have: string, want: string): boolean {
  if (have.toLowerCase() === want.toLowerCase()) return true;
  const h = fold(have);
  const w = fold(want);
  if (w.trim().length < 3) return false;
  return h.includes(w) || (h.trim().length >= 6 && w.includes(h));
}

function parse(): Map<string, Expected[]> {
  const out = new Map<string, Expected[]>();
  for (const line of lists.split("\n").filter((l) => l.trim())) {
    const at = line.indexOf(": ");
    const city = line.slice(0, at);
    const items = line
      .slice(at + 2)
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => ({
        names: s.replace(/^[~!^]/, "").split("|"),
        trip: /^[~!^]/.test(s),
        far: s.startsWith("!"),
        elsewhere: s.startsWith("^"),
      }));
    out.set(city, items);
  }
  return out;
}

const showFar = process.argv.includes("--far");

/** The catalogue city within a long day's reach (300 km) of `from` that has the sight, if any. */
const filedNear = (from: TCatalogueCity, e: Expected) =>
  catalogue.find((c) => distanceKm(c, from) <= 300 && c.places.some((p) => e.names.some((w) => same(p.name, w))));
const expected = parse();
const known = new Set(catalogue.map((c) => c.city));
for (const city of expected.keys()) if (!known.has(city)) console.log(`(no catalogue city "${city}")`);
for (const c of catalogue) if (!expected.has(c.city)) console.log(`(no list for ${c.city})`);

let near = 0;
let present = 0;
let far = 0;
let farPresent = 0;
let elsewhere = 0;
let elsewherePresent = 0;
const elsewhereNotes: string[] = [];
const misses: string[] = [];
const farMisses: string[] = [];
const farFiled: string[] = [];
for (const city of catalogue) {
  const names = city.places.map((p) => p.name);
  for (const e of expected.get(city.city) ?? []) {
    if (e.elsewhere) {
      elsewhere++;
      const at = filedNear(city, e);
      if (at) elsewherePresent++;
      elsewhereNotes.push(`${city.city}: ${e.names[0]} ${at ? `(filed under ${at.city})` : "(missing)"}`);
      continue;
    }
    const found = names.some((n) => e.names.some((w) => same(n, w)));
    const label = `${city.city}: ${e.trip ? "(trip) " : ""}${e.names.join(" | ")}`;
    if (e.far) {
      far++;
      const at = found ? city : filedNear(city, e);
      if (at) {
        farPresent++;
        farFiled.push(`${city.city}: ${e.names[0]} (filed under ${at.city})`);
      } else farMisses.push(label);
      continue;
    }
    near++;
    if (found) present++;
    else misses.push(label);
  }
}

console.log(
  `Headline sights and day trips within 50 km: ${present} of ${near} in the catalogue (${misses.length} missing).`,
);
console.log(
  `Excursions nearer another catalogue city, so filed there: ${elsewherePresent} of ${elsewhere} present (${elsewhereNotes.join("; ")}).`,
);
console.log(
  `Excursions beyond 50 km (cannot be filed under their city; present only as a catalogue city of their own): ${farPresent} of ${far} present${farFiled.length ? ` (${farFiled.join("; ")})` : ""}.`,
);
if (misses.length) console.log(`\nMissing:\n  ${misses.join("\n  ")}`);
if (showFar && farMisses.length) console.log(`\nBeyond 50 km, missing:\n  ${farMisses.join("\n  ")}`);
