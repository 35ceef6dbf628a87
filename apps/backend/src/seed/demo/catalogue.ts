/**
 * Catalogue words: brands, product families (their texts) and product kinds (what a leaf category
 * sells: name pattern, product lines, variant axis, parameters and price range). Products are
 * drawn from these tables; nothing here is random.
 */
import type { VatClass } from '../dataset.ts';
import type { ShapeCode } from './images.ts';

export interface BrandDef {
  name: string;
  cs: string;
  sk: string;
  de: string;
}

/** Invented brands; the slug is derived from the name. */
export const BRANDS: BrandDef[] = [
  {
    name: 'Velvia',
    cs: 'Česká značka lubrikačních gelů a masážních olejů s krátkým složením.',
    sk: 'Česká značka lubrikačných gélov a masážnych olejov s krátkym zložením.',
    de: 'Tschechische Marke für Gleitgele und Massageöle mit kurzer Zutatenliste.',
  },
  {
    name: 'Aqualis',
    cs: 'Gely na vodní bázi vyvinuté s gynekology pro citlivou pokožku.',
    sk: 'Gély na vodnej báze vyvinuté s gynekológmi pre citlivú pokožku.',
    de: 'Gele auf Wasserbasis, mit Gynäkologen für empfindliche Haut entwickelt.',
  },
  {
    name: 'Silkora',
    cs: 'Silikonové lubrikanty s dlouhotrvajícím účinkem.',
    sk: 'Silikónové lubrikanty s dlhotrvajúcim účinkom.',
    de: 'Silikon-Gleitmittel mit langanhaltender Wirkung.',
  },
  {
    name: 'Protekta',
    cs: 'Kondomy testované elektronicky po jednom kusu podle normy ISO 4074.',
    sk: 'Kondómy testované elektronicky po jednom kuse podľa normy ISO 4074.',
    de: 'Kondome, einzeln elektronisch geprüft nach ISO 4074.',
  },
  {
    name: 'Fortex',
    cs: 'Evropský výrobce kondomů s tradicí od roku 1994.',
    sk: 'Európsky výrobca kondómov s tradíciou od roku 1994.',
    de: 'Europäischer Kondomhersteller mit Tradition seit 1994.',
  },
  {
    name: 'Nuvelle',
    cs: 'Tenké kondomy a varianty bez latexu pro alergiky.',
    sk: 'Tenké kondómy a varianty bez latexu pre alergikov.',
    de: 'Dünne Kondome und latexfreie Varianten für Allergiker.',
  },
  {
    name: 'Lunaria',
    cs: 'Menstruační kalíšky z lékařského silikonu vyráběné v EU.',
    sk: 'Menštruačné kalíšky z lekárskeho silikónu vyrábané v EÚ.',
    de: 'Menstruationstassen aus medizinischem Silikon, hergestellt in der EU.',
  },
  {
    name: 'Cyklea',
    cs: 'Menstruační kalhotky a kalíšky pro udržitelnou menstruaci.',
    sk: 'Menštruačné nohavičky a kalíšky pre udržateľnú menštruáciu.',
    de: 'Periodenunterwäsche und Tassen für eine nachhaltige Periode.',
  },
  {
    name: 'Florina',
    cs: 'Intimní hygiena s kyselinou mléčnou a rostlinnými extrakty.',
    sk: 'Intímna hygiena s kyselinou mliečnou a rastlinnými extraktmi.',
    de: 'Intimpflege mit Milchsäure und Pflanzenextrakten.',
  },
  {
    name: 'Intimka',
    cs: 'Dostupná intimní kosmetika pro každodenní péči.',
    sk: 'Dostupná intímna kozmetika pre každodennú starostlivosť.',
    de: 'Erschwingliche Intimpflege für jeden Tag.',
  },
  {
    name: 'Aromia',
    cs: 'Masážní oleje z rostlinných olejů a éterických olejů.',
    sk: 'Masážne oleje z rastlinných a éterických olejov.',
    de: 'Massageöle aus Pflanzen- und ätherischen Ölen.',
  },
  {
    name: 'Kegelia',
    cs: 'Pomůcky pro posilování pánevního dna doporučované fyzioterapeuty.',
    sk: 'Pomôcky na posilňovanie panvového dna odporúčané fyzioterapeutmi.',
    de: 'Hilfsmittel für das Beckenbodentraining, von Physiotherapeuten empfohlen.',
  },
  {
    name: 'Pelvica',
    cs: 'Chytré trenažéry pánevního dna s aplikací a biofeedbackem.',
    sk: 'Inteligentné trenažéry panvového dna s aplikáciou a biofeedbackom.',
    de: 'Smarte Beckenbodentrainer mit App und Biofeedback.',
  },
  {
    name: 'Femivit',
    cs: 'Doplňky stravy pro ženy v každé životní fázi.',
    sk: 'Doplnky stravy pre ženy v každej životnej fáze.',
    de: 'Nahrungsergänzungsmittel für Frauen in jeder Lebensphase.',
  },
  {
    name: 'Vitaman',
    cs: 'Doplňky stravy pro muže s vitamíny a minerály.',
    sk: 'Doplnky stravy pre mužov s vitamínmi a minerálmi.',
    de: 'Nahrungsergänzungsmittel für Männer mit Vitaminen und Mineralstoffen.',
  },
  {
    name: 'FlexiFit',
    cs: 'Odporové gumy a podložky pro domácí cvičení.',
    sk: 'Odporové gumy a podložky na domáce cvičenie.',
    de: 'Widerstandsbänder und Matten für das Training zu Hause.',
  },
  {
    name: 'IronRock',
    cs: 'Činky a kettlebelly pro posilovny i domácí použití.',
    sk: 'Činky a kettlebelly pre posilňovne aj domáce použitie.',
    de: 'Hanteln und Kettlebells für Studio und Zuhause.',
  },
  {
    name: 'Ommo Yoga',
    cs: 'Jógové podložky a pomůcky z recyklovatelných materiálů.',
    sk: 'Jogové podložky a pomôcky z recyklovateľných materiálov.',
    de: 'Yogamatten und Zubehör aus recycelbaren Materialien.',
  },
  {
    name: 'RollPro',
    cs: 'Masážní válce a míčky pro regeneraci svalů.',
    sk: 'Masážne valce a loptičky na regeneráciu svalov.',
    de: 'Faszienrollen und Massagebälle für die Muskelregeneration.',
  },
  {
    name: 'Skokan',
    cs: 'Švihadla pro kondiční trénink, crossfit i děti.',
    sk: 'Švihadlá na kondičný tréning, crossfit aj deti.',
    de: 'Springseile für Konditionstraining, Crossfit und Kinder.',
  },
  {
    name: 'Kinetiq',
    cs: 'Funkční tréninkové pomůcky za rozumné ceny.',
    sk: 'Funkčné tréningové pomôcky za rozumné ceny.',
    de: 'Funktionelles Trainingszubehör zu fairen Preisen.',
  },
  {
    name: 'Bodyline',
    cs: 'Kompletní vybavení pro domácí posilovnu.',
    sk: 'Kompletné vybavenie pre domácu posilňovňu.',
    de: 'Komplette Ausstattung für das Fitnessstudio zu Hause.',
  },
];

/** Texts of a product family; {brand} and {line} are replaced. */
export interface FamilyText {
  perex: string[];
  about: string[];
  composition: string[];
  care: string[];
}

export const FAMILIES = {
  lubricant: {
    perex: [
      'Jemný lubrikační gel {brand} {line} pro příjemné zvlhčení bez lepivého pocitu.',
      'Lubrikant {brand} {line} s neutrálním pH, vhodný i pro citlivou pokožku.',
    ],
    about: [
      '{brand} {line} doplňuje přirozenou vlhkost a snižuje tření. Gel je bez barviv a parfemace, nezanechává skvrny na prádle a je dermatologicky testovaný.',
      'Lubrikační gel {brand} {line} je určený pro každodenní použití. Pomáhá při pocitu suchosti, například po porodu, v menopauze nebo při užívání hormonální antikoncepce.',
    ],
    composition: [
      'Složení je krátké, bez barviv a parfemace. Gel nemá chuť ani vůni a je vhodný pro použití s latexovými i polyisoprenovými kondomy.',
      'Neobsahuje parabeny ani rostlinné oleje. Stačí malé množství gelu; podle potřeby lze aplikaci opakovat.',
    ],
    care: [
      'Skladujte při pokojové teplotě mimo dosah přímého slunce. Po otevření spotřebujte do 12 měsíců. Z pokožky i textilu jde snadno smýt vlažnou vodou.',
      'Uzávěr po použití vždy pevně zavřete. Při podráždění přestaňte gel používat a poraďte se s lékařem.',
    ],
  },
  condom: {
    perex: [
      'Kondomy {brand} {line} s rezervoárem a jemným lubrikačním gelem.',
      'Spolehlivé kondomy {brand} {line} pro bezpečný a pohodlný pocit.',
    ],
    about: [
      'Kondomy {brand} {line} chrání před nechtěným těhotenstvím i pohlavně přenosnými infekcemi. Každý kus je elektronicky testovaný a splňuje normu ČSN EN ISO 4074.',
      'Řada {line} od značky {brand} je navržená pro pohodlné nasazení a přirozený pocit. Anatomický tvar dobře drží na svém místě.',
    ],
    composition: [
      'Kondomy jsou lubrikované silikonovým lubrikantem a mají rezervoár. Nominální šířku zvolte podle obvodu penisu; tabulku velikostí najdete v poradně.',
      'Každý kondom je zatavený v samostatném obalu s vyznačeným datem spotřeby. Balení je diskrétní, bez výrazných obrázků.',
    ],
    care: [
      'Skladujte v suchu a chladu, chraňte před ostrými předměty a přímým sluncem. Nepoužívejte s olejovými lubrikanty, které narušují latex.',
      'Kondom použijte jen jednou. Po použití jej zabalte do papíru a vyhoďte do směsného odpadu, nikoli do toalety.',
    ],
  },
  cup: {
    perex: [
      'Menstruační kalíšek {brand} {line} z měkkého lékařského silikonu až na 12 hodin.',
      'Kalíšek {brand} {line} – úsporná a ekologická náhrada tamponů.',
    ],
    about: [
      'Kalíšek {brand} {line} zachycuje menstruační krev místo toho, aby ji vsakoval. Vydrží až 12 hodin a při správné péči slouží několik let.',
      'Tvar kalíšku {line} se snadno zavádí i vyjímá. Ouško lze zkrátit podle potřeby a drážky na těle pomáhají uvolnit podtlak.',
    ],
    composition: [
      'Vyrobeno ze 100% lékařského silikonu bez latexu, BPA a barviv. Velikost S je určena pro slabší menstruaci a ženy, které nerodily, velikosti M a L pro střední až silnou menstruaci.',
      'Součástí balení je bavlněný sáček na uložení a stručný návod v češtině.',
    ],
    care: [
      'Před prvním použitím a po každém cyklu kalíšek vyvařte 5 minut ve vodě. Během menstruace jej oplachujte studenou a poté teplou vodou.',
      'Kalíšek ukládejte suchý v prodyšném sáčku. Nepoužívejte agresivní čisticí prostředky.',
    ],
  },
  panties: {
    perex: [
      'Menstruační kalhotky {brand} {line} s savou vrstvou, pohodlné po celý den.',
      'Opakovaně použitelné menstruační kalhotky {brand} {line}.',
    ],
    about: [
      'Kalhotky {brand} {line} nahradí vložky i tampony. Savá vrstva zadrží krev, neprosakuje a zůstává na dotek suchá.',
      'Střih {line} nikde neškrtí a pod oblečením není vidět. Jsou vhodné samostatně i jako pojistka ke kalíšku.',
    ],
    composition: [
      'Vrchní materiál je z bio bavlny nebo viskózy s elastanem, savé jádro má čtyři vrstvy s nepropustnou membránou. Neobsahují stříbro ani jiné biocidy.',
      'Velikosti odpovídají běžnému spodnímu prádlu; při přechodu mezi velikostmi zvolte větší.',
    ],
    care: [
      'Po nošení vymáchejte ve studené vodě a perte na 30 °C bez aviváže. Sušte volně, nežehlete a nesušte v sušičce.',
      'Při správné péči vydrží kalhotky zhruba dva roky pravidelného používání.',
    ],
  },
  wash: {
    perex: [
      'Intimní mycí gel {brand} {line} s kyselinou mléčnou pro každodenní hygienu.',
      'Šetrný mycí gel {brand} {line} pro citlivou intimní oblast.',
    ],
    about: [
      'Gel {brand} {line} jemně myje a podporuje přirozené kyselé prostředí intimní oblasti. Je vhodný i během menstruace a v těhotenství.',
      'Mycí gel {line} nevysušuje, nepění nadměrně a nezanechává film. Byl testován pod gynekologickým dohledem.',
    ],
    composition: [
      'Obsahuje kyselinu mléčnou, panthenol a extrakt z heřmánku nebo aloe vera. Neobsahuje mýdlo, SLS ani parabeny; pH 4,5.',
      'Jemné tenzidy rostlinného původu; bez barviv. Balení s pumpičkou je recyklovatelné.',
    ],
    care: [
      'Používejte pouze zevně, jednou až dvakrát denně. Skladujte při teplotě do 25 °C.',
      'Chraňte před mrazem a přímým sluncem. Po otevření spotřebujte do 12 měsíců.',
    ],
  },
  wipes: {
    perex: [
      'Intimní ubrousky {brand} {line} v praktickém balení do kabelky.',
      'Vlhčené intimní ubrousky {brand} {line} pro svěžest na cestách.',
    ],
    about: [
      'Ubrousky {brand} {line} se hodí všude tam, kde není po ruce voda: na cesty, do práce nebo po sportu.',
      'Jemné ubrousky {line} osvěží a nenaruší přirozenou mikroflóru. Balení lze opakovaně uzavřít.',
    ],
    composition: [
      'Netkaná textilie z viskózy napuštěná roztokem s kyselinou mléčnou a aloe vera. Bez alkoholu a parfemace.',
      'Ubrousky jsou biologicky rozložitelné, ale nesplachujte je do toalety.',
    ],
    care: [
      'Po otevření balení vždy pečlivě uzavřete, aby ubrousky nevyschly. Skladujte mimo přímé slunce.',
      'Použitý ubrousek vyhoďte do koše.',
    ],
  },
  oil: {
    perex: [
      'Masážní olej {brand} {line} pro uvolňující masáž celého těla.',
      'Přírodní masážní olej {brand} {line} s jemnou texturou.',
    ],
    about: [
      'Olej {brand} {line} dobře klouže, pomalu se vstřebává a pokožku zanechá hebkou. Je vhodný pro relaxační i partnerskou masáž.',
      'Masážní olej {line} je určený k masáži celého těla. Dávkovací uzávěr pomáhá odměřit správné množství.',
    ],
    composition: [
      'Základem je směs mandlového, meruňkového a slunečnicového oleje s vitamínem E. Vonné varianty obsahují přírodní éterické oleje.',
      'Olej není vhodný pro intimní použití s latexovými kondomy, protože latex narušuje.',
    ],
    care: [
      'Před použitím protřepejte. Skladujte v chladu a temnu, po otevření spotřebujte do 12 měsíců.',
      'Skvrny od oleje na textilu předem ošetřete prostředkem na mastnotu.',
    ],
  },
  kegel: {
    perex: [
      'Venušiny kuličky {brand} {line} pro posílení pánevního dna.',
      'Sada pro trénink pánevního dna {brand} {line} z lékařského silikonu.',
    ],
    about: [
      'Pravidelný trénink s kuličkami {brand} {line} posiluje svaly pánevního dna, pomáhá při regeneraci po porodu a jako prevence úniku moči.',
      'Kuličky {line} se nosí při běžných činnostech 15 až 30 minut denně. Zátěž se zvyšuje postupně podle pokynů v návodu.',
    ],
    composition: [
      'Povrch je z hladkého lékařského silikonu bez latexu a ftalátů, uvnitř je závaží. Vyjímací poutko je pevně spojené s tělem kuliček.',
      'Sada obsahuje kuličky s odlišnou hmotností, takže s nimi můžete postupovat od začátečnické zátěže k pokročilé.',
    ],
    care: [
      'Před použitím i po něm omyjte teplou vodou a jemným mýdlem. Používejte s lubrikantem na vodní bázi.',
      'Ukládejte v přiloženém sáčku. Během těhotenství se poraďte s lékařem.',
    ],
  },
  trainer: {
    perex: [
      'Chytrý trenažér pánevního dna {brand} {line} s aplikací v češtině.',
      'Trenažér {brand} {line}: cvičení pánevního dna s biofeedbackem v telefonu.',
    ],
    about: [
      'Trenažér {brand} {line} měří stisk svalů a aplikace vás vede krátkými cviky jako hra. Sledujete pokrok i pravidelnost cvičení.',
      'Program v aplikaci připravili fyzioterapeuti. Stačí pět minut denně; první výsledky uživatelky pozorují po šesti týdnech.',
    ],
    composition: [
      'Tělo z lékařského silikonu, baterie se nabíjí přes USB‑C a vydrží přibližně 10 tréninků. Spojení s telefonem přes Bluetooth, aplikace pro Android i iOS.',
      'Data o tréninku se ukládají do telefonu a nesdílejí se bez vašeho souhlasu.',
    ],
    care: [
      'Po každém použití omyjte vodou a jemným mýdlem, nepoužívejte alkohol. Trenažér je vodotěsný (IPX7), nabíječku však chraňte před vlhkem.',
      'Na záruku 24 měsíců se vztahují běžná pravidla reklamace.',
    ],
  },
  supplement: {
    perex: [
      'Doplněk stravy {brand} {line} s vitamíny a rostlinnými extrakty.',
      '{brand} {line}: kapsle pro každodenní podporu organismu.',
    ],
    about: [
      '{brand} {line} je doplněk stravy s vyváženou kombinací vitamínů, minerálů a rostlinných extraktů. Užívá se dlouhodobě, nejméně tři měsíce.',
      'Přípravek {line} je vyrobený v Česku podle standardů správné výrobní praxe. Kapsle jsou rostlinné a snadno se polykají.',
    ],
    composition: [
      'Doporučené dávkování: 1 kapsle denně s jídlem a dostatečným množstvím vody. Nepřekračujte doporučenou denní dávku.',
      'Doplněk stravy není náhradou pestré stravy a zdravého životního stylu. Není určen pro děti, těhotné a kojící ženy.',
    ],
    care: [
      'Uchovávejte mimo dosah dětí při teplotě do 25 °C v suchu. Po otevření spotřebujte do 6 měsíců.',
      'Uchovávejte v původním obalu. Minimální trvanlivost je uvedena na dně balení.',
    ],
  },
  dumbbell: {
    perex: [
      'Jednoruční činka {brand} {line} pro posilování doma i v posilovně.',
      'Činka {brand} {line} s protiskluzovým úchopem.',
    ],
    about: [
      'Činky {brand} {line} se hodí na posilování paží, ramen i celého těla. Šestihranný tvar brání odkulení po položení na zem.',
      'Řada {line} má ergonomický chromový úchop s vroubkováním, který drží i zpocenou rukou.',
    ],
    composition: [
      'Litinové jádro s povrchem z pryže nebo vinylu chrání podlahu a tlumí hluk. Hmotnost je vyznačená na obou koncích.',
      'Tolerance hmotnosti je do ±3 %. Činky se prodávají po jednom kuse.',
    ],
    care: [
      'Po tréninku otřete vlhkým hadříkem a nechte oschnout. Neskladujte na přímém slunci.',
      'Nepouštějte činky z výšky na tvrdou podlahu.',
    ],
  },
  kettlebell: {
    perex: [
      'Kettlebell {brand} {line} pro švihy, dřepy a funkční trénink.',
      'Odolný kettlebell {brand} {line} s širokým madlem.',
    ],
    about: [
      'Kettlebell {brand} {line} rozvíjí sílu, výbušnost i vytrvalost. Je základem funkčního tréninku i kruhových tréninků doma.',
      'Široké madlo {line} umožňuje úchop oběma rukama, plochá základna zajišťuje stabilitu.',
    ],
    composition: [
      'Odlévaný z jednoho kusu litiny bez svarů, povrch je práškově lakovaný nebo potažený vinylem. Barevné značení podle hmotnosti.',
      'Kettlebelly soutěžní řady mají stejné rozměry ve všech hmotnostech.',
    ],
    care: [
      'Madlo udržujte suché a čisté; při intenzivním používání jej občas přebruste jemným brusným papírem.',
      'Skladujte na suchém místě, aby nekorodoval.',
    ],
  },
  band: {
    perex: [
      'Odporová guma {brand} {line} pro posilování, rehabilitaci i protažení.',
      'Posilovací guma {brand} {line} v několika silách odporu.',
    ],
    about: [
      'Gumy {brand} {line} jsou lehké a skladné, takže se hodí na cesty i domů. Cvičit s nimi můžete dřepy, přítahy, tlaky i cviky na hýždě.',
      'Řada {line} je barevně odlišená podle síly odporu; začněte lehčí gumou a přidávejte postupně.',
    ],
    composition: [
      'Vyrobeno z vrstveného přírodního latexu nebo z TPE pro alergiky. Textilní varianty mají protiskluzovou vnitřní stranu.',
      'Guma se před každým použitím zkontroluje, zda není natržená.',
    ],
    care: [
      'Po cvičení otřete vlhkým hadříkem, nepoužívejte rozpouštědla. Chraňte před přímým sluncem a ostrými hranami.',
      'Skladujte volně, nenatahujte přes ostré rohy.',
    ],
  },
  mat: {
    perex: [
      'Podložka na jógu {brand} {line} s protiskluzovým povrchem.',
      'Lehká podložka na cvičení {brand} {line} pro jógu i pilates.',
    ],
    about: [
      'Podložka {brand} {line} drží na podlaze a nepodkluzuje ani při dynamických sestavách. Rozměr 183 × 61 cm vyhoví většině cvičenců.',
      'Řada {line} tlumí nárazy a chrání klouby při cvicích v kleku i v lehu.',
    ],
    composition: [
      'Materiál TPE je bez PVC a latexu, korkové podložky mají spodní vrstvu z přírodního kaučuku. Podložka je dodávaná se popruhem na nošení.',
      'Obě strany mají odlišnou strukturu; hrubší strana patří k podlaze.',
    ],
    care: [
      'Čistěte vlhkým hadříkem s kapkou jemného mýdla a nechte volně uschnout. Neperte v pračce.',
      'Skladujte srolovanou, lícem ven, mimo přímé slunce.',
    ],
  },
  block: {
    perex: [
      'Jógový blok {brand} {line} pro stabilitu a správné držení.',
      'Pevný blok {brand} {line} na jógu a protahování.',
    ],
    about: [
      'Blok {brand} {line} pomáhá dosáhnout správné pozice, když ještě chybí flexibilita. Hodí se i na pilates a rehabilitační cviky.',
      'Bloky {line} lze postavit na tři výšky a používat samostatně i ve dvojici.',
    ],
    composition: [
      'Rozměr 23 × 15 × 7,5 cm, zaoblené hrany. EVA pěna je lehká, korek je pevnější a přírodní.',
      'Materiál nepáchne a neobsahuje latex.',
    ],
    care: ['Otřete vlhkým hadříkem a nechte uschnout.', 'Chraňte před dlouhodobým přímým sluncem.'],
  },
  roller: {
    perex: [
      'Masážní válec {brand} {line} pro uvolnění svalů a fascií.',
      'Foam roller {brand} {line} na regeneraci po tréninku.',
    ],
    about: [
      'Válec {brand} {line} uvolňuje ztuhlé svaly po běhu i posilování. Stačí 5 až 10 minut po tréninku.',
      'Řada {line} je k dispozici v různých tvrdostech; měkká je vhodná pro začátečníky, tvrdá pro hloubkovou masáž.',
    ],
    composition: [
      'Pevné jádro z ABS plastu s povrchem z EVA pěny, délka 33 cm, průměr 14 cm. Nosnost do 150 kg.',
      'Vystouplá struktura povrchu napodobuje dlaně a prsty maséra.',
    ],
    care: ['Otřete vlhkým hadříkem.', 'Neskladujte u topení ani na přímém slunci.'],
  },
  ball: {
    perex: [
      'Masážní míček {brand} {line} na trigger pointy a chodidla.',
      'Malý masážní míček {brand} {line} do tašky i kanceláře.',
    ],
    about: [
      'Míček {brand} {line} uvolní přetížená místa, na která válec nedosáhne: chodidla, lýtka, šíji i lopatky.',
      'Řada {line} se hodí i na automasáž během dne v práci.',
    ],
    composition: [
      'Průměr 6 až 8 cm, pevná pryž nebo TPE. Ježatý povrch podporuje prokrvení.',
      'Neobsahuje latex ani ftaláty.',
    ],
    care: ['Omyjte vodou a mýdlem.', 'Skladujte mimo přímé slunce.'],
  },
  rope: {
    perex: [
      'Švihadlo {brand} {line} s nastavitelnou délkou lanka.',
      'Rychlostní švihadlo {brand} {line} pro kondiční trénink.',
    ],
    about: [
      'Švihadlo {brand} {line} je nejjednodušší kardio trénink: deset minut skákání odpovídá půlhodině klusu.',
      'Řada {line} má rukojeti s ložisky, které se otáčejí plynule a tiše.',
    ],
    composition: [
      'Ocelové lanko v PVC obalu, délka nastavitelná až do 3 m. Rukojeti z hliníku nebo plastu s protiskluzovým povrchem.',
      'Délku nastavte tak, aby konce rukojetí při šlápnutí na lanko sahaly do podpaží.',
    ],
    care: [
      'Skákejte na rovném povrchu, na hrubém betonu se lanko rychleji opotřebí.',
      'Skladujte volně stočené.',
    ],
  },
} satisfies Record<string, FamilyText>;

export type FamilyCode = keyof typeof FAMILIES;

/** Words of a name in the three languages: [cs, sk, de]. */
export type Words = [cs: string, sk: string, de: string];

export interface PropDef {
  text: Words;
  /** Price factor of this property (e.g. a larger pack). */
  factor?: number;
  /** Descriptive parameter values this property implies. */
  params?: Record<string, string>;
}

export interface AxisValueDef {
  code: string;
  factor: number;
  /** Colour code of the variant picture (a `barva` value code). */
  colour?: string;
}

export interface AxisDef {
  parameter: string;
  /** Label before the value in the variant name, e.g. 'velikost'. */
  label?: Words;
  values: AxisValueDef[];
  min: number;
  max: number;
  /** Take a run of neighbouring values (weights, sizes) instead of a random subset (colours). */
  consecutive: boolean;
}

export interface KindDef {
  category: string;
  family: FamilyCode;
  /** Relative share of products. */
  weight: number;
  shape: ShapeCode;
  brands: string[];
  lines: string[];
  /** Name pattern per language with {brand}, {line} and {prop}. */
  name: Words;
  props?: PropDef[];
  axis: AxisDef;
  /** Descriptive parameters: one value is picked from each list. */
  params: Record<string, string[]>;
  priceCzk: [number, number];
  vatClass: VatClass;
  unit: 'ks' | 'bal';
  /** Some kinds fit quantity prices and N+1 offers (consumables). */
  consumable: boolean;
  amountMax?: number;
}

const f = (code: string, factor: number, colour?: string): AxisValueDef =>
  colour ? { code, factor, colour } : { code, factor };
const flat = (codes: string[]): AxisValueDef[] => codes.map((code) => f(code, 1, code));

const VOLUME: AxisValueDef[] = [
  f('30', 0.5),
  f('50', 0.65),
  f('100', 1),
  f('150', 1.35),
  f('200', 1.65),
  f('250', 1.9),
];
const CONDOM_PACKS: PropDef[] = [
  { text: ['3 ks', '3 ks', '3 Stück'], factor: 0.35, params: { 'pocet-kusu': '3' } },
  { text: ['12 ks', '12 ks', '12 Stück'], factor: 1, params: { 'pocet-kusu': '12' } },
  { text: ['18 ks', '18 ks', '18 Stück'], factor: 1.4, params: { 'pocet-kusu': '18' } },
  { text: ['24 ks', '24 ks', '24 Stück'], factor: 1.75, params: { 'pocet-kusu': '24' } },
];
const CONDOM_SIZE: Words = ['šířka', 'šírka', 'Breite'];
const SIZE: Words = ['velikost', 'veľkosť', 'Größe'];
const STRENGTH: AxisValueDef[] = [
  f('extra-lehky', 0.85, 'zluta'),
  f('lehky', 0.9, 'zelena'),
  f('stredni', 1, 'cervena'),
  f('silny', 1.1, 'modra'),
  f('extra-silny', 1.2, 'cerna'),
];
const WEIGHTS: AxisValueDef[] = [
  f('1', 0.4),
  f('2', 0.65),
  f('3', 0.85),
  f('4', 1),
  f('5', 1.2),
  f('6', 1.4),
  f('8', 1.8),
  f('10', 2.2),
  f('12', 2.6),
];
const KETTLE_WEIGHTS: AxisValueDef[] = [
  f('4', 0.55),
  f('6', 0.75),
  f('8', 1),
  f('10', 1.2),
  f('12', 1.4),
  f('14', 1.6),
  f('16', 1.8),
  f('20', 2.2),
  f('24', 2.6),
  f('28', 3),
  f('32', 3.4),
];
const CONSUMABLE = { vatClass: 'standard', unit: 'ks', consumable: true } as const;
const GEAR = { vatClass: 'standard', unit: 'ks', consumable: false } as const;
const REDUCED = { vatClass: 'reduced', unit: 'bal', consumable: true } as const;

const condomKind = (
  category: string,
  weight: number,
  lines: string[],
  sizes: string[],
  params: Record<string, string[]>,
  priceCzk: [number, number],
): KindDef => ({
  category,
  family: 'condom',
  weight,
  shape: 'condom-box',
  brands: ['Protekta', 'Fortex', 'Nuvelle'],
  lines,
  name: ['{brand} {line} {prop}', '{brand} {line} {prop}', '{brand} {line} {prop}'],
  props: CONDOM_PACKS,
  axis: {
    parameter: 'velikost-kondomu',
    label: CONDOM_SIZE,
    values: sizes.map((s) => f(s, 1)),
    min: 1,
    max: 3,
    consecutive: true,
  },
  params: { ucel: ['antikoncepce'], ...params },
  priceCzk,
  vatClass: 'standard',
  unit: 'bal',
  consumable: true,
});

export const KINDS: KindDef[] = [
  {
    category: 'lubrikacni-gely-na-vodni-bazi',
    family: 'lubricant',
    weight: 6,
    shape: 'pump-bottle',
    brands: ['Velvia', 'Aqualis', 'Intimka'],
    lines: [
      'Aqua Natural',
      'Pure Glide',
      'Sensitive',
      'Aloe Care',
      'Soft Touch',
      'Hydra Plus',
      'Intim Gel',
      'Comfort',
      'Daily',
      'Clear',
    ],
    name: ['{brand} {line} lubrikační gel', '{brand} {line} lubrikačný gél', '{brand} {line} Gleitgel'],
    axis: { parameter: 'objem', values: VOLUME.slice(1, 5), min: 2, max: 3, consecutive: true },
    params: {
      material: ['voda-a-glycerin'],
      baze: ['vodni'],
      ucel: ['zvlhceni', 'citliva-pokozka'],
      'kompatibilni-s-kondomy': ['ano'],
      vegan: ['ano', 'ne'],
      vune: ['bez-vune', 'aloe-vera'],
    },
    priceCzk: [149, 399],
    ...CONSUMABLE,
  },
  {
    category: 'silikonove-lubrikacni-gely',
    family: 'lubricant',
    weight: 4,
    shape: 'flacon',
    brands: ['Silkora', 'Velvia'],
    lines: [
      'Silk Long',
      'Velvet Pro',
      'Ultra Glide',
      'Premium',
      'Night Silk',
      'Silk Touch',
      'Long Night',
      'Travel Silk',
      'Pure Silicone',
    ],
    name: [
      '{brand} {line} silikonový lubrikant',
      '{brand} {line} silikónový lubrikant',
      '{brand} {line} Silikon-Gleitgel',
    ],
    axis: { parameter: 'objem', values: VOLUME.slice(0, 3), min: 2, max: 3, consecutive: true },
    params: {
      material: ['dimethicone'],
      baze: ['silikonova'],
      ucel: ['zvlhceni', 'cestovani'],
      'kompatibilni-s-kondomy': ['ano'],
      vegan: ['ano'],
    },
    priceCzk: [249, 590],
    ...CONSUMABLE,
  },
  {
    category: 'hybridni-lubrikacni-gely',
    family: 'lubricant',
    weight: 3,
    shape: 'tube',
    brands: ['Aqualis', 'Velvia', 'Silkora'],
    lines: [
      'Hybrid Comfort',
      'Duo Touch',
      'Cream Glide',
      'Silky Aqua',
      'Hybrid Soft',
      'Cream Touch',
      'Balance',
      'Duo Sensitive',
    ],
    name: ['{brand} {line} hybridní gel', '{brand} {line} hybridný gél', '{brand} {line} Hybrid-Gleitgel'],
    axis: { parameter: 'objem', values: VOLUME.slice(1, 4), min: 2, max: 3, consecutive: true },
    params: {
      material: ['voda-a-glycerin', 'dimethicone'],
      baze: ['hybridni'],
      ucel: ['zvlhceni'],
      'kompatibilni-s-kondomy': ['ano'],
    },
    priceCzk: [199, 449],
    ...CONSUMABLE,
  },
  condomKind(
    'klasicke-kondomy',
    6,
    [
      'Classic',
      'Natural Feel',
      'Comfort Fit',
      'Easy On',
      'Pleasure Dots',
      'Fresh Mint',
      'Basic',
      'Original',
      'Safe Plus',
      'Strong',
    ],
    ['52', '54', '57'],
    { material: ['latex'], 'bez-latexu': ['ne'] },
    [149, 349],
  ),
  condomKind(
    'tenke-kondomy',
    5,
    [
      'Invisible Extra Thin',
      'Ultra Thin',
      'Feel Close',
      'Thin Sense',
      'Skin Feel',
      'Thin Feel',
      'Air',
      'Invisible',
      'Superthin',
    ],
    ['49', '52', '54', '57'],
    { material: ['latex'], 'bez-latexu': ['ne'] },
    [199, 399],
  ),
  condomKind(
    'kondomy-xl',
    3,
    ['XL Comfort', 'Maxi Fit', 'King Size', 'Large Natural', 'XL Thin', 'Big Comfort', 'XXL', 'Large Fit'],
    ['57', '60', '64'],
    { material: ['latex'], 'bez-latexu': ['ne'] },
    [199, 399],
  ),
  condomKind(
    'kondomy-bez-latexu',
    3,
    [
      'Latex Free',
      'Real Feel',
      'Sensitive Skin',
      'Polyskin',
      'Non Latex',
      'Allergy Safe',
      'Skyn Feel',
      'Pure Polyisoprene',
    ],
    ['52', '54', '57'],
    {
      material: ['polyisopren', 'polyuretan'],
      'bez-latexu': ['ano'],
      ucel: ['antikoncepce', 'citliva-pokozka'],
    },
    [249, 449],
  ),
  {
    category: 'menstruacni-kalisky',
    family: 'cup',
    weight: 4,
    shape: 'cup',
    brands: ['Lunaria', 'Cyklea'],
    lines: [
      'Lily Cup',
      'Soft Cup',
      'Flow Cup',
      'Comfort Cup',
      'Sport Cup',
      'Teen Cup',
      'Easy Cup',
      'Active Cup',
      'Classic Cup',
      'Compact Cup',
    ],
    name: [
      'Menstruační kalíšek {brand} {line}',
      'Menštruačný kalíšok {brand} {line}',
      'Menstruationstasse {brand} {line}',
    ],
    axis: {
      parameter: 'velikost-kalisku',
      label: SIZE,
      values: [f('s', 0.95), f('m', 1), f('l', 1)],
      min: 2,
      max: 3,
      consecutive: true,
    },
    params: {
      material: ['lekarsky-silikon', 'tpe'],
      'bez-latexu': ['ano'],
      ucel: ['menstruace'],
      vegan: ['ano'],
    },
    priceCzk: [399, 790],
    ...REDUCED,
    unit: 'ks',
  },
  {
    category: 'menstruacni-kalhotky',
    family: 'panties',
    weight: 4,
    shape: 'panties',
    brands: ['Cyklea', 'Lunaria'],
    lines: [
      'Classic',
      'Bikini',
      'Hipster',
      'Night',
      'Sport',
      'Teen',
      'Brazilky',
      'Boyshort',
      'High Waist',
      'Seamless',
    ],
    name: [
      'Menstruační kalhotky {brand} {line} {prop}',
      'Menštruačné nohavičky {brand} {line} {prop}',
      'Periodenslip {brand} {line} {prop}',
    ],
    props: [
      { text: ['pro slabší menstruaci', 'na slabšiu menštruáciu', 'für leichte Tage'], factor: 0.9 },
      { text: ['pro střední menstruaci', 'na strednú menštruáciu', 'für mittlere Tage'], factor: 1 },
      { text: ['pro silnou menstruaci', 'na silnú menštruáciu', 'für starke Tage'], factor: 1.15 },
    ],
    axis: {
      parameter: 'velikost-pradla',
      label: SIZE,
      values: ['xs', 's', 'm', 'l', 'xl', 'xxl'].map((s) => f(s, 1)),
      min: 3,
      max: 5,
      consecutive: true,
    },
    params: { material: ['bio-bavlna', 'viskoza'], ucel: ['menstruace'], 'bez-latexu': ['ano'] },
    priceCzk: [449, 890],
    ...REDUCED,
    unit: 'ks',
    consumable: false,
  },
  {
    category: 'intimni-myci-gely',
    family: 'wash',
    weight: 4,
    shape: 'wash-bottle',
    brands: ['Florina', 'Intimka'],
    lines: [
      'Sensitive',
      'Fresh',
      'Aloe & Heřmánek',
      'Daily Care',
      'Intim Balance',
      'Lacto Plus',
      'Mild',
      'Comfort',
      'Pure',
      'Calm',
    ],
    name: [
      '{brand} {line} intimní mycí gel',
      '{brand} {line} intímny umývací gél',
      '{brand} {line} Intimwaschgel',
    ],
    axis: {
      parameter: 'objem',
      values: [f('100', 1), f('200', 1.6), f('250', 1.85)],
      min: 1,
      max: 3,
      consecutive: true,
    },
    params: {
      ucel: ['intimni-hygiena', 'citliva-pokozka'],
      vune: ['bez-vune', 'aloe-vera', 'hermanek'],
      vegan: ['ano', 'ne'],
    },
    priceCzk: [99, 249],
    ...CONSUMABLE,
  },
  {
    category: 'intimni-ubrousky',
    family: 'wipes',
    weight: 3,
    shape: 'wipes',
    brands: ['Florina', 'Intimka'],
    lines: ['Fresh', 'Sensitive', 'Travel', 'Aloe', 'Daily', 'Mini', 'Cotton Soft', 'Calm'],
    name: ['Intimní ubrousky {brand} {line}', 'Intímne obrúsky {brand} {line}', 'Intimtücher {brand} {line}'],
    axis: {
      parameter: 'baleni',
      values: [f('10', 0.6), f('15', 0.8), f('20', 1), f('25', 1.2)],
      min: 1,
      max: 3,
      consecutive: true,
    },
    params: {
      material: ['viskoza'],
      ucel: ['intimni-hygiena', 'cestovani'],
      vune: ['bez-vune', 'aloe-vera'],
    },
    priceCzk: [59, 129],
    ...REDUCED,
  },
  {
    category: 'aromaticke-masazni-oleje',
    family: 'oil',
    weight: 3,
    shape: 'oil-bottle',
    brands: ['Aromia', 'Velvia'],
    lines: [
      'Relax',
      'Sensual Garden',
      'Calm Evening',
      'Harmony',
      'Warm Touch',
      'Evening Ritual',
      'Soft Skin',
      'Spa',
      'Deep Relax',
    ],
    name: [
      '{brand} {line} masážní olej {prop}',
      '{brand} {line} masážny olej {prop}',
      '{brand} {line} Massageöl {prop}',
    ],
    props: [
      { text: ['levandule', 'levanduľa', 'Lavendel'], params: { vune: 'levandule' } },
      { text: ['vanilka', 'vanilka', 'Vanille'], params: { vune: 'vanilka' } },
      { text: ['ylang-ylang', 'ylang-ylang', 'Ylang-Ylang'], params: { vune: 'ylang-ylang' } },
      { text: ['mandle', 'mandle', 'Mandel'], params: { vune: 'mandle' } },
    ],
    axis: {
      parameter: 'objem',
      values: [VOLUME[1], VOLUME[2], VOLUME[4]].filter((v) => v !== undefined),
      min: 2,
      max: 3,
      consecutive: true,
    },
    params: {
      material: ['rostlinne-oleje'],
      baze: ['olejova'],
      ucel: ['masaz', 'relaxace'],
      'kompatibilni-s-kondomy': ['ne'],
      vegan: ['ano'],
    },
    priceCzk: [179, 449],
    ...CONSUMABLE,
  },
  {
    category: 'neutralni-masazni-oleje',
    family: 'oil',
    weight: 2,
    shape: 'oil-bottle',
    brands: ['Aromia', 'Velvia'],
    lines: [
      'Pure',
      'Sensitive',
      'Bio Almond',
      'Natural',
      'Baby Soft',
      'Neutral',
      'Basic Care',
      'Jojoba',
      'Apricot',
    ],
    name: ['{brand} {line} masážní olej', '{brand} {line} masážny olej', '{brand} {line} Massageöl'],
    axis: {
      parameter: 'objem',
      values: [VOLUME[1], VOLUME[2], VOLUME[4]].filter((v) => v !== undefined),
      min: 2,
      max: 3,
      consecutive: true,
    },
    params: {
      material: ['rostlinne-oleje'],
      baze: ['olejova'],
      ucel: ['masaz', 'citliva-pokozka'],
      'kompatibilni-s-kondomy': ['ne'],
      vune: ['bez-vune', 'mandle'],
    },
    priceCzk: [149, 349],
    ...CONSUMABLE,
  },
  {
    category: 'venusiny-kulicky',
    family: 'kegel',
    weight: 3,
    shape: 'kegel-balls',
    brands: ['Kegelia', 'Pelvica'],
    lines: ['Balance', 'Duo', 'Progress', 'Soft Touch', 'Lotus', 'Feel', 'Gentle', 'Trio', 'Classic'],
    name: [
      'Venušiny kuličky {brand} {line} {prop}',
      'Venušine guličky {brand} {line} {prop}',
      'Liebeskugeln {brand} {line} {prop}',
    ],
    props: [
      { text: ['pro začátečnice', 'pre začiatočníčky', 'für Einsteigerinnen'], factor: 0.85 },
      { text: ['pro pokročilé', 'pre pokročilé', 'für Fortgeschrittene'], factor: 1 },
      { text: ['sada 3 závaží', 'sada 3 závaží', 'Set mit 3 Gewichten'], factor: 1.4 },
    ],
    axis: {
      parameter: 'barva',
      values: flat(['ruzova', 'fialova', 'tyrkysova', 'seda']),
      min: 2,
      max: 3,
      consecutive: false,
    },
    params: { material: ['lekarsky-silikon'], 'bez-latexu': ['ano'], ucel: ['panevni-dno'] },
    priceCzk: [349, 890],
    ...GEAR,
  },
  {
    category: 'trenazery-s-aplikaci',
    family: 'trainer',
    weight: 2,
    shape: 'kegel-trainer',
    brands: ['Pelvica', 'Kegelia'],
    lines: [
      'Smart Trainer',
      'Pelvi Coach',
      'Balance App',
      'Core Connect',
      'Trainer Mini',
      'Coach Pro',
      'Pelvi Smart',
      'Strong Core',
    ],
    name: [
      'Trenažér pánevního dna {brand} {line}',
      'Trenažér panvového dna {brand} {line}',
      'Beckenbodentrainer {brand} {line}',
    ],
    axis: {
      parameter: 'barva',
      values: flat(['ruzova', 'fialova', 'mentolova']),
      min: 1,
      max: 2,
      consecutive: false,
    },
    params: { material: ['lekarsky-silikon'], 'bez-latexu': ['ano'], ucel: ['panevni-dno'] },
    priceCzk: [1490, 3490],
    ...GEAR,
    amountMax: 3,
  },
  {
    category: 'doplnky-stravy-pro-zeny',
    family: 'supplement',
    weight: 3,
    shape: 'jar',
    brands: ['Femivit'],
    lines: [
      'Cyklus Balance',
      'Menopauza Komplex',
      'Brusinka Plus',
      'Železo + C',
      'Hormonální harmonie',
      'Folát Aktiv',
      'Vlasy a nehty',
      'Hořčík + B6',
      'Vitamin D3 + K2',
      'Omega 3 Femme',
      'Kolagen Beauty',
    ],
    name: ['{brand} {line}', '{brand} {line}', '{brand} {line}'],
    axis: {
      parameter: 'baleni',
      values: [f('30', 1), f('60', 1.75), f('90', 2.4)],
      min: 2,
      max: 3,
      consecutive: true,
    },
    params: { material: ['kapsle'], ucel: ['doplnek-stravy'], vegan: ['ano', 'ne'] },
    priceCzk: [199, 499],
    ...REDUCED,
  },
  {
    category: 'doplnky-stravy-pro-muze',
    family: 'supplement',
    weight: 2,
    shape: 'jar',
    brands: ['Vitaman'],
    lines: [
      'Vitalita',
      'Zinek + Selen',
      'Maca Energy',
      'Prostata Komplex',
      'Energy & Focus',
      'Multivitamin Men',
      'Hořčík Forte',
      'Omega 3 Men',
      'Ženšen Aktiv',
      'Vitamin D3 Forte',
      'Kloubní výživa',
    ],
    name: ['{brand} {line}', '{brand} {line}', '{brand} {line}'],
    axis: {
      parameter: 'baleni',
      values: [f('30', 1), f('60', 1.75), f('90', 2.4)],
      min: 2,
      max: 3,
      consecutive: true,
    },
    params: { material: ['kapsle'], ucel: ['doplnek-stravy'], vegan: ['ano', 'ne'] },
    priceCzk: [199, 549],
    ...REDUCED,
  },
  {
    category: 'intimni-probiotika',
    family: 'supplement',
    weight: 2,
    shape: 'jar',
    brands: ['Femivit', 'Florina'],
    lines: [
      'Intim Flora',
      'Lacto Femme',
      'Probio Balance',
      'Flora Duo',
      'Lacto Plus',
      'Flora Daily',
      'Probio Intim',
      'Femina Flora',
    ],
    name: ['{brand} {line} probiotika', '{brand} {line} probiotiká', '{brand} {line} Probiotika'],
    axis: {
      parameter: 'baleni',
      values: [f('10', 0.45), f('30', 1), f('60', 1.8)],
      min: 2,
      max: 3,
      consecutive: true,
    },
    params: { material: ['kapsle'], ucel: ['doplnek-stravy', 'intimni-hygiena'], vegan: ['ano', 'ne'] },
    priceCzk: [249, 499],
    ...REDUCED,
  },
  {
    category: 'cinky-a-zavazi',
    family: 'dumbbell',
    weight: 4,
    shape: 'dumbbell',
    brands: ['IronRock', 'Bodyline', 'Kinetiq'],
    lines: [
      'Hex',
      'Neo',
      'Chrome',
      'Vinyl',
      'Studio',
      'Pro Grip',
      'Rubber Hex',
      'Home',
      'Round',
      'Soft Grip',
    ],
    name: ['Jednoruční činka {brand} {line}', 'Jednoručná činka {brand} {line}', 'Kurzhantel {brand} {line}'],
    axis: { parameter: 'hmotnost', values: WEIGHTS, min: 3, max: 6, consecutive: true },
    params: { material: ['litina', 'pvc', 'ocel'], ucel: ['posilovani'] },
    priceCzk: [290, 590],
    ...GEAR,
  },
  {
    category: 'kettlebelly',
    family: 'kettlebell',
    weight: 4,
    shape: 'kettlebell',
    brands: ['IronRock', 'Bodyline', 'Kinetiq'],
    lines: ['Cast', 'Competition', 'Vinyl', 'Soft', 'Classic', 'Pro', 'Studio', 'Powder Coat', 'Home'],
    name: ['Kettlebell {brand} {line}', 'Kettlebell {brand} {line}', 'Kettlebell {brand} {line}'],
    axis: { parameter: 'hmotnost', values: KETTLE_WEIGHTS, min: 3, max: 6, consecutive: true },
    params: { material: ['litina', 'ocel', 'pvc'], ucel: ['posilovani', 'kardio'] },
    priceCzk: [590, 990],
    ...GEAR,
  },
  {
    category: 'odporove-gumy',
    family: 'band',
    weight: 5,
    shape: 'band',
    brands: ['FlexiFit', 'Kinetiq', 'Bodyline'],
    lines: [
      'Loop',
      'Power Band',
      'Mini Band',
      'Long Band',
      'Fabric Loop',
      'Glute Band',
      'Pull Up Band',
      'Therapy Band',
      'Flex Loop',
    ],
    name: ['Odporová guma {brand} {line}', 'Odporová guma {brand} {line}', 'Widerstandsband {brand} {line}'],
    axis: { parameter: 'odpor', values: STRENGTH, min: 3, max: 5, consecutive: true },
    params: { material: ['prirodni-kaucuk', 'tpe'], ucel: ['posilovani', 'regenerace'] },
    priceCzk: [99, 349],
    ...GEAR,
  },
  {
    category: 'podlozky-na-cviceni',
    family: 'mat',
    weight: 5,
    shape: 'mat',
    brands: ['Ommo Yoga', 'FlexiFit', 'Bodyline'],
    lines: ['Yoga Flow', 'Studio', 'Grip Pro', 'Travel', 'Balance', 'Asana', 'Namaste', 'Lotus', 'Pilates'],
    name: [
      'Podložka na jógu {brand} {line} {prop}',
      'Podložka na jogu {brand} {line} {prop}',
      'Yogamatte {brand} {line} {prop}',
    ],
    props: [
      { text: ['TPE 6 mm', 'TPE 6 mm', 'TPE 6 mm'], factor: 1, params: { material: 'tpe', tloustka: '6' } },
      {
        text: ['TPE 8 mm', 'TPE 8 mm', 'TPE 8 mm'],
        factor: 1.15,
        params: { material: 'tpe', tloustka: '8' },
      },
      {
        text: ['NBR 10 mm', 'NBR 10 mm', 'NBR 10 mm'],
        factor: 0.8,
        params: { material: 'nbr', tloustka: '10' },
      },
      { text: ['PVC 4 mm', 'PVC 4 mm', 'PVC 4 mm'], factor: 0.7, params: { material: 'pvc', tloustka: '4' } },
      {
        text: ['korek 4 mm', 'korok 4 mm', 'Kork 4 mm'],
        factor: 1.6,
        params: { material: 'korek', tloustka: '4' },
      },
      {
        text: ['cestovní 3 mm', 'cestovná 3 mm', 'Reise 3 mm'],
        factor: 0.9,
        params: { material: 'tpe', tloustka: '3' },
      },
    ],
    axis: {
      parameter: 'barva',
      values: flat(['fialova', 'modra', 'zelena', 'seda', 'ruzova']),
      min: 2,
      max: 5,
      consecutive: false,
    },
    params: { ucel: ['joga'], 'bez-latexu': ['ano'] },
    priceCzk: [490, 1290],
    ...GEAR,
  },
  {
    category: 'jogove-bloky',
    family: 'block',
    weight: 2,
    shape: 'yoga-block',
    brands: ['Ommo Yoga', 'FlexiFit'],
    lines: ['Block', 'Cork Block', 'Foam Block', 'Lite', 'Studio Block', 'Eco Block', 'Support', 'Bridge'],
    name: ['Jógový blok {brand} {line}', 'Jogový blok {brand} {line}', 'Yogablock {brand} {line}'],
    axis: {
      parameter: 'barva',
      values: flat(['fialova', 'modra', 'bezova']),
      min: 1,
      max: 3,
      consecutive: false,
    },
    params: { material: ['eva-pena', 'korek'], ucel: ['joga'] },
    priceCzk: [149, 349],
    ...GEAR,
  },
  {
    category: 'foam-rollery',
    family: 'roller',
    weight: 3,
    shape: 'foam-roller',
    brands: ['RollPro', 'Kinetiq'],
    lines: ['Smooth', 'Grid', 'Deep Tissue', 'Mini', 'Vibe', 'Travel', 'Pro', 'Wave', 'Classic'],
    name: ['Masážní válec {brand} {line}', 'Masážny valec {brand} {line}', 'Faszienrolle {brand} {line}'],
    axis: {
      parameter: 'tvrdost',
      values: [f('mekky', 0.95), f('stredni', 1), f('tvrdy', 1.1)],
      min: 1,
      max: 3,
      consecutive: true,
    },
    params: { material: ['eva-pena'], ucel: ['regenerace'] },
    priceCzk: [349, 990],
    ...GEAR,
  },
  {
    category: 'masazni-micky',
    family: 'ball',
    weight: 2,
    shape: 'massage-ball',
    brands: ['RollPro', 'Kinetiq'],
    lines: [
      'Spiky Ball',
      'Duo Ball',
      'Lacrosse',
      'Trigger',
      'Peanut',
      'Soft Ball',
      'Mini Spiky',
      'Foot Roller',
    ],
    name: ['Masážní míček {brand} {line}', 'Masážna loptička {brand} {line}', 'Massageball {brand} {line}'],
    axis: {
      parameter: 'barva',
      values: flat(['oranzova', 'modra', 'zelena']),
      min: 2,
      max: 3,
      consecutive: false,
    },
    params: { material: ['tpe', 'prirodni-kaucuk'], ucel: ['regenerace'] },
    priceCzk: [99, 299],
    ...GEAR,
  },
  {
    category: 'svihadla',
    family: 'rope',
    weight: 3,
    shape: 'jump-rope',
    brands: ['Skokan', 'Kinetiq', 'Bodyline'],
    lines: [
      'Speed Rope',
      'Ball Bearing',
      'Beaded',
      'Weighted',
      'Kids',
      'Fitness Rope',
      'Cross Rope',
      'Pro Speed',
      'Smart Count',
    ],
    name: ['Švihadlo {brand} {line}', 'Švihadlo {brand} {line}', 'Springseil {brand} {line}'],
    axis: {
      parameter: 'barva',
      values: flat(['cerna', 'cervena', 'modra']),
      min: 1,
      max: 3,
      consecutive: false,
    },
    params: { material: ['ocel', 'pvc'], ucel: ['kardio'] },
    priceCzk: [149, 590],
    ...GEAR,
  },
];
