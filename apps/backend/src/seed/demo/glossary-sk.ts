/**
 * The Slovak perex and body of every glossary term, keyed by the term's slug; each body has as many
 * paragraphs as the Czech one in glossary.ts.
 */
export const GLOSSARY_SK: Record<string, { perex: string; text: string[] }> = {
  'lubrikacni-gel': {
    perex: 'Prípravok, ktorý znižuje trenie a zvyšuje komfort pri intímnom styku.',
    text: [
      'Lubrikačný gél dopĺňa prirodzenú vlhkosť sliznice. Pomáha pri suchosti počas dojčenia, v prechode, pri užívaní hormonálnej antikoncepcie aj pri strese.',
      'Podľa základu rozlišujeme gély na vodnej báze, silikónové a hybridné. Ku kondómom a pomôckam z latexu sa hodia vodné aj silikónové gély; olejové prípravky latex narúšajú.',
    ],
  },
  'gel-na-vodni-bazi': {
    perex: 'Najuniverzálnejší lubrikant: ľahko sa zmýva a je vhodný ku kondómom aj pomôckam.',
    text: [
      'Gély na vodnej báze neškodia latexu ani silikónu a nešpinia bielizeň. Postupne sa vstrebávajú, preto ich niekedy treba počas styku doplniť.',
      'Pre citlivú pokožku vyberajte gél bez parfumácie a glycerínu, s pH okolo 4,5 a s nízkou osmolalitou.',
    ],
  },
  'silikonovy-lubrikant': {
    perex: 'Dlho zostáva klzký, nevsakuje sa a hodí sa aj do vody.',
    text: [
      'Silikónové lubrikanty sa nevstrebávajú do pokožky, preto stačí menšie množstvo a vydržia dlhšie ako vodné gély. Sú vhodné ku kondómom z latexu.',
      'Nepoužívajte ich s pomôckami zo silikónu: mohli by narušiť ich povrch. Z pokožky ich zmyjete mydlom a teplou vodou.',
    ],
  },
  'hybridni-lubrikant': {
    perex: 'Kombinácia vodnej bázy s malým podielom silikónu: krémová textúra a dlhší účinok.',
    text: [
      'Hybridné gély spájajú ľahké zmývanie vodných gélov s výdatnosťou silikónových. Majú jemne krémovú konzistenciu.',
      'S latexovými kondómami ich možno používať, pri silikónových pomôckach odporúčame ich najprv vyskúšať na malej ploche.',
    ],
  },
  osmolalita: {
    perex: 'Miera koncentrácie rozpustených látok v géli; príliš vysoká môže sliznicu vysušovať.',
    text: [
      'Gél s vysokou osmolalitou odoberá bunkám sliznice vodu, a tak môže paradoxne zhoršiť suchosť a podráždenie. Svetová zdravotnícka organizácia odporúča pri lubrikantoch hodnotu do 1 200 mOsm/kg.',
      'Nízku osmolalitu mávajú gély bez glycerínu a propylénglykolu.',
    ],
  },
  'ph-intimni-oblasti': {
    perex: 'Prirodzene kyslé prostredie pošvy (pH 3,8 až 4,5) chráni pred infekciami.',
    text: [
      'Kyslé prostredie udržiavajú mliečne baktérie. Bežné mydlá sú zásadité a rovnováhu narúšajú, preto je na intímnu hygienu lepší umývací gél s pH okolo 4,5.',
      'Vyššie pH môže súvisieť s bakteriálnou vaginózou; pri zápachu alebo výtoku vyhľadajte gynekológa.',
    ],
  },
  'intimni-hygiena': {
    perex: 'Šetrná starostlivosť o intímne partie, ktorá nenarúša prirodzenú ochranu pokožky a sliznice.',
    text: [
      'Stačí raz až dvakrát denne vlažná voda a jemný umývací gél s kyslým pH. Výplachy pošvy ani parfumované prípravky nie sú potrebné a môžu škodiť.',
      'Na cesty a do fitka sa hodia intímne obrúsky bez alkoholu.',
    ],
  },
  laktobacily: {
    perex: 'Mliečne baktérie, ktoré tvoria väčšinu zdravej pošvovej mikroflóry.',
    text: [
      'Laktobacily vytvárajú kyselinu mliečnu, a tak udržiavajú kyslé pH, v ktorom sa choroboplodným zárodkom nedarí.',
      'Ich počet znižujú antibiotiká, hormonálne zmeny alebo nevhodná hygiena. Doplniť ich môžu intímne probiotiká.',
    ],
  },
  probiotika: {
    perex: 'Živé mikroorganizmy, ktoré v dostatočnom množstve prospievajú zdraviu.',
    text: [
      'Intímne probiotiká obsahujú kmene laktobacilov izolované z pošvovej mikroflóry. Užívajú sa ústami alebo ako vaginálne kapsuly, často po liečbe antibiotikami.',
      'Kapsuly na užitie ústami sú doplnky stravy, vaginálne kapsuly zdravotnícke pomôcky; lieky to nie sú. Pri opakovaných ťažkostiach sa poraďte s lekárom.',
    ],
  },
  'vaginalni-mikrobiom': {
    perex: 'Spoločenstvo mikroorganizmov v pošve, ktoré chráni pred infekciami.',
    text: [
      'Zdravý mikrobióm tvoria prevažne laktobacily. Jeho rovnováhu ovplyvňuje menštruácia, tehotenstvo, antikoncepcia, antibiotiká aj spôsob hygieny.',
    ],
  },
  kondom: {
    perex: 'Bariérová antikoncepcia, ktorá zároveň chráni pred pohlavne prenosnými infekciami.',
    text: [
      'Pri správnom použití chráni kondóm pred otehotnením na 98 %. Je jedinou antikoncepciou, ktorá zároveň výrazne znižuje riziko prenosu HIV, chlamýdií a kvapavky.',
      'Dôležitá je správna veľkosť, dátum spotreby a lubrikant na vodnej alebo silikónovej báze.',
    ],
  },
  'nominalni-sirka': {
    perex: 'Šírka kondómu položeného naplocho v milimetroch; podľa nej sa vyberá veľkosť.',
    text: [
      'Bežné kondómy majú nominálnu šírku 52 až 54 mm, menšie veľkosti okolo 49 mm, veľkosť XL 57 mm a viac. Príliš tesný kondóm sa ľahšie roztrhne, príliš voľný skĺzne.',
    ],
  },
  latex: {
    perex: 'Prírodný kaučuk, najbežnejší materiál kondómov.',
    text: [
      'Latex je pružný, tenký a spoľahlivý. Narúšajú ho oleje, vazelína a masážne oleje, preto k latexovým kondómom používajte len lubrikanty na vodnej alebo silikónovej báze.',
    ],
  },
  'alergie-na-latex': {
    perex:
      'Reakcia na bielkoviny prírodného latexu: svrbenie, začervenanie, výnimočne aj vážnejšie ťažkosti.',
    text: [
      'Pri alergii na latex vyberajte kondómy z polyizoprénu alebo polyuretánu a pomôcky z lekárskeho silikónu. Pri podozrení na alergiu sa poraďte s alergológom.',
    ],
  },
  polyisopren: {
    perex: 'Syntetický kaučuk bez alergénnych bielkovín latexu, mäkký a pružný.',
    text: [
      'Kondómy z polyizoprénu sú na dotyk podobné latexovým, ale vhodné pre alergikov. Rovnako ako latex ich narúšajú oleje.',
    ],
  },
  polyuretan: {
    perex: 'Tenký plast bez latexu, ktorý dobre vedie teplo.',
    text: [
      'Polyuretánové kondómy sú veľmi tenké a znesú aj lubrikanty na olejovej báze. Sú menej pružné ako latex, preto je dôležité zvoliť správnu veľkosť.',
    ],
  },
  chlamydie: {
    perex: 'Najčastejšia bakteriálna pohlavne prenosná infekcia, často bez príznakov.',
    text: [
      'Neliečená chlamýdiová infekcia môže viesť k zápalu vajíčkovodov a neplodnosti. Chráni pred ňou kondóm; lieči sa antibiotikami, ktoré predpíše lekár.',
      'Pri novej známosti je rozumné dať sa otestovať; test ponúkajú gynekológovia, urológovia aj dermatovenerologické pracoviská.',
    ],
  },
  'menstruacni-kalisek': {
    perex: 'Opakovane použiteľná nádobka z lekárskeho silikónu, ktorá zachytáva menštruačnú krv.',
    text: [
      'Kalíšok vydrží až 12 hodín a pri správnej starostlivosti niekoľko rokov. Nevysušuje sliznicu a nevytvára odpad ako jednorazové vložky a tampóny.',
      'Veľkosť sa vyberá podľa veku, počtu pôrodov a sily menštruácie. Medzi cyklami kalíšok vyvarte.',
    ],
  },
  'lekarsky-silikon': {
    perex: 'Silikón s certifikáciou na dlhodobý kontakt s telom, bez ftalátov a latexu.',
    text: [
      'Z lekárskeho silikónu sa vyrábajú menštruačné kalíšky, venušine guličky a trenažéry panvového dna. Je hladký, neporézny, znesie vyváranie a alergie vyvoláva len výnimočne.',
      'Nekombinujte ho so silikónovými lubrikantmi, mohli by narušiť jeho povrch.',
    ],
  },
  tpe: {
    perex: 'Mäkký a pružný materiál, alternatíva silikónu pri kalíškoch a pomôckach.',
    text: [
      'TPE je bez latexu a ftalátov a je o niečo mäkší ako silikón. Kalíšky z TPE možno vyvárať, pomôcky z TPE však neznesú vysoké teploty tak dobre ako silikón.',
    ],
  },
  'sterilizace-kalisku': {
    perex: 'Vyváranie menštruačného kalíška medzi cyklami, aby bol čistý a bez baktérií.',
    text: [
      'Kalíšok vyvárajte 3 až 5 minút v hrnci s vodou tak, aby sa nedotýkal dna, alebo použite sterilizačný pohárik do mikrovlnnej rúry. Počas menštruácie ho stačí opláchnuť studenou a potom teplou vodou.',
    ],
  },
  'syndrom-toxickeho-soku': {
    perex: 'Zriedkavé, ale vážne ochorenie spojené s dlhým nosením menštruačných pomôcok.',
    text: [
      'Riziko znižuje výmena tampónu najneskôr po 8 hodinách a vyprázdnenie kalíška najneskôr po 12 hodinách. Pri náhlej horúčke, vyrážke a nevoľnosti počas menštruácie pomôcku vyberte a vyhľadajte lekára.',
    ],
  },
  'menstruacni-kalhotky': {
    perex: 'Prateľná spodná bielizeň s viacvrstvovou savou vložkou namiesto jednorazových vložiek.',
    text: [
      'Savosť sa líši podľa modelu, od slabých dní až po silnú menštruáciu. Nohavičky po nosení vymáchajte v studenej vode a perte na 30 až 40 °C bez aviváže.',
    ],
  },
  'panevni-dno': {
    perex: 'Skupina svalov, ktorá nesie orgány malej panvy a ovláda močenie.',
    text: [
      'Svaly panvového dna oslabuje tehotenstvo, pôrod, vek, nadváha alebo dvíhanie ťažkých bremien. Oslabenie sa prejavuje únikom moču pri kašli alebo skákaní.',
      'Posilniť ich možno cvikmi, venušinými guličkami alebo trenažérom s aplikáciou. Po pôrode začnite až po konzultácii s fyzioterapeutom.',
    ],
  },
  'kegelovy-cviky': {
    perex: 'Opakované sťahovanie a uvoľňovanie svalov panvového dna.',
    text: [
      'Svaly stiahnite na 5 sekúnd, rovnako dlho ich uvoľnite a zopakujte to 10-krát, trikrát denne. Nezadržiavajte dych a nezapájajte sedacie svaly ani brucho.',
      'Výsledky sa zvyčajne dostavia po 6 až 12 týždňoch pravidelného cvičenia.',
    ],
  },
  'venusiny-kulicky': {
    perex: 'Závažia, ktoré sa zavádzajú do pošvy a prirodzene zapájajú panvové dno.',
    text: [
      'Guličky sa v pošve udržia vďaka svalom panvového dna, ktoré sa tým trénujú. Začína sa ľahšou sadou a kratším časom nosenia, hmotnosť sa postupne zvyšuje.',
    ],
  },
  biofeedback: {
    perex: 'Spätná väzba o sťahu svalov, ktorú trenažér zobrazuje v aplikácii.',
    text: [
      'Trenažér so snímačom meria silu sťahu a aplikácia podľa nej vedie cvičenie. Pomáha overiť, že cvičíte správne svaly, a sledovať pokrok.',
    ],
  },
  'stresova-inkontinence': {
    perex: 'Únik moču pri kašli, kýchnutí, smiechu alebo skákaní.',
    text: [
      'Najčastejšou príčinou je oslabené panvové dno. Mierne ťažkosti často zlepší pravidelné cvičenie, pri výraznejších pomôže fyzioterapeut alebo urológ.',
    ],
  },
  diastaza: {
    perex: 'Rozostup priamych brušných svalov, častý po tehotenstve.',
    text: [
      'Pri diastáze sa neodporúčajú klasické sed-ľahy. Vhodné je cvičenie hlbokého stabilizačného systému, pilates pod vedením inštruktora a posilňovanie panvového dna.',
    ],
  },
  'masazni-olej': {
    perex: 'Olej, ktorý uľahčuje kĺzanie rúk po pokožke a zároveň ju vyživuje.',
    text: [
      'Masážne oleje sa pripravujú z nosných olejov, často s prídavkom éterických olejov. Nepoužívajte ich ako lubrikant s latexovými kondómami: latex narúšajú.',
    ],
  },
  'nosny-olej': {
    perex: 'Rastlinný olej, základ masážnych zmesí: mandľový, jojobový, marhuľový.',
    text: [
      'Nosné oleje sa na masáž používajú samostatne alebo ako základ, do ktorého sa pridá niekoľko kvapiek éterického oleja. Pre citlivú pokožku sú vhodné oleje bez parfumácie.',
    ],
  },
  'etericky-olej': {
    perex: 'Vonná silica z rastlín, napríklad z levandule alebo pomaranča.',
    text: [
      'Éterické oleje sa na pokožku nanášajú len zriedené v nosnom oleji, zvyčajne v koncentrácii 1 až 3 %. Počas tehotenstva a pri deťoch sa niektorým z nich vyhnite.',
    ],
  },
  pilates: {
    perex: 'Cvičenie na posilnenie stredu tela s dôrazom na dych, presnosť a kontrolu pohybu.',
    text: [
      'Pilates posilňuje hlboké brušné svaly, chrbát a panvové dno a zlepšuje držanie tela. Cvičí sa na podložke alebo na strojoch, s loptami a gumami.',
    ],
  },
  joga: {
    perex: 'Cvičenie, ktoré spája pozície (ásany), dych a uvoľnenie.',
    text: [
      'Jóga zlepšuje pohyblivosť, silu aj rovnováhu. Na začiatok stačí protišmyková podložka; jogové bloky pomôžu tam, kam ešte nedosiahnete.',
    ],
  },
  'foam-roller': {
    perex: 'Penový valec na automasáž svalov a fascií.',
    text: [
      'Pomalé valcovanie svalu počas 30 až 90 sekúnd uvoľní napätie po tréningu aj po dni za počítačom. Tvrdšie valce s výstupkami pôsobia do hĺbky, mäkšie sú pre začiatočníkov.',
    ],
  },
  fascie: {
    perex: 'Väzivové obaly svalov, ktoré prepájajú celé telo.',
    text: [
      'Zdravé fascie sú pružné a kĺzavé. Nedostatok pohybu a preťaženie ich robia tuhými, čo sa prejaví bolesťou a obmedzeným pohybom.',
    ],
  },
  'myofascialni-uvolneni': {
    perex: 'Technika uvoľnenia svalov a fascií tlakom, napríklad valcom alebo masážnou loptičkou.',
    text: [
      'Tlak na bolestivé body a pomalý pohyb cez ne uvoľňuje napätie. Masážna loptička sa hodí na menšie plochy: chodidlá, sedacie svaly, lopatky.',
    ],
  },
  kettlebell: {
    perex: 'Liatinová guľa s rúčkou na švihy, drepy a ťahy.',
    text: [
      'Kettlebell zapája viac svalov naraz a posilňuje najmä zadný reťazec: sedacie svaly, chrbát a hamstringy. Ženy zvyčajne začínajú s 8 kg, muži s 12 až 16 kg.',
    ],
  },
  'odporova-guma': {
    perex: 'Pružný pás, ktorý pridá záťaž bez činiek.',
    text: [
      'Gumy sa líšia tuhosťou, ktorú výrobcovia rozlišujú farbou. Hodia sa na posilňovanie doma, rozcvičenie aj rehabilitáciu; odpor rastie s natiahnutím.',
    ],
  },
  cinka: {
    perex: 'Záťaž na posilňovanie: jednoručná, nakladacia alebo pevná.',
    text: [
      'Jednoručné činky umožnia precvičiť každú stranu tela zvlášť. Nakladacie činky s kotúčmi rastú s vašou silou.',
    ],
  },
  'progresivni-pretizeni': {
    perex: 'Postupné zvyšovanie záťaže, aby sval rástol a silnel.',
    text: [
      'Pridávať možno hmotnosť, opakovania alebo série, prípadne skrátiť prestávky. Zvyšujte vždy len jednu premennú a o malý krok, najviac o 5 až 10 % týždenne.',
    ],
  },
  svihadlo: {
    perex: 'Jednoduchá pomôcka na kardiotréning, koordináciu a rýchlosť.',
    text: [
      'Desať minút skákania cez švihadlo dá telu zabrať rovnako ako polhodina klusu. Správna dĺžka: keď stúpite na stred švihadla, rukoväte siahajú do podpazušia.',
    ],
  },
  hiit: {
    perex: 'Vysoko intenzívny intervalový tréning: krátke úseky naplno striedané odpočinkom.',
    text: [
      'Typický HIIT trvá 15 až 25 minút, napríklad 30 sekúnd záťaže a 30 sekúnd prestávky. Zlepšuje kondíciu za kratší čas, ale vyžaduje regeneráciu: zaraďujte ho dvakrát až trikrát týždenne.',
    ],
  },
  'doplnek-stravy': {
    perex: 'Potravina, ktorá dopĺňa bežnú stravu o vitamíny, minerály alebo iné látky.',
    text: [
      'Doplnky stravy nie sú lieky a nenahrádzajú pestrú stravu. Dodržiavajte odporúčané dávkovanie a ak užívate lieky, poraďte sa s lekárom alebo lekárnikom.',
    ],
  },
};
