/**
 * The glossary: 44 terms about the shop's products and the health topics around them. References
 * name categories and other terms by slug, products as "the first product of a category" and
 * virtual categories by slug, so they stay valid when the generated catalogue changes. The Slovak
 * and German perex and body are in glossary-sk.ts and glossary-de.ts, keyed by slug.
 */
import type { CmsDataset, ProductRow } from '../dataset.ts';
import type { GlossaryTermRow } from '../help-dataset.ts';
import { categoryBySlug } from './categories.ts';
import { SHOP_NAME } from './company.ts';
import { GLOSSARY_DE } from './glossary-de.ts';
import { GLOSSARY_SK } from './glossary-sk.ts';

interface TermDef {
  slug: string;
  title: [cs: string, sk: string, de: string];
  perex: string;
  /** Paragraphs (cs). */
  text: string[];
  categories?: string[];
  /** Category slugs whose first product the term links. */
  productsOf?: string[];
  virtual?: string[];
  terms?: string[];
}

const TERMS: TermDef[] = [
  {
    slug: 'lubrikacni-gel',
    title: ['Lubrikační gel', 'Lubrikačný gél', 'Gleitgel'],
    perex: 'Přípravek, který snižuje tření a zvyšuje komfort při intimním styku.',
    text: [
      'Lubrikační gel doplňuje přirozenou vlhkost sliznice. Pomáhá při suchosti v období kojení, v přechodu, při užívání hormonální antikoncepce i při stresu.',
      'Podle základu rozlišujeme gely na vodní bázi, silikonové a hybridní. Ke kondomům a pomůckám z latexu se hodí vodní i silikonové gely; olejové přípravky latex narušují.',
    ],
    categories: ['lubrikacni-gely'],
    productsOf: ['lubrikacni-gely-na-vodni-bazi'],
    terms: ['gel-na-vodni-bazi', 'silikonovy-lubrikant', 'hybridni-lubrikant', 'osmolalita'],
  },
  {
    slug: 'gel-na-vodni-bazi',
    title: ['Gel na vodní bázi', 'Gél na vodnej báze', 'Gleitgel auf Wasserbasis'],
    perex: 'Nejuniverzálnější lubrikant: snadno se smývá a je vhodný ke kondomům i pomůckám.',
    text: [
      'Gely na vodní bázi neškodí latexu ani silikonu a nešpiní prádlo. Postupně se vstřebávají, proto je někdy potřeba je během styku doplnit.',
      'Pro citlivou pokožku volte gel bez parfemace a glycerinu, s pH kolem 4,5 a s nízkou osmolalitou.',
    ],
    categories: ['lubrikacni-gely-na-vodni-bazi'],
    productsOf: ['lubrikacni-gely-na-vodni-bazi'],
    terms: ['lubrikacni-gel', 'osmolalita', 'ph-intimni-oblasti'],
  },
  {
    slug: 'silikonovy-lubrikant',
    title: ['Silikonový lubrikant', 'Silikónový lubrikant', 'Silikon-Gleitmittel'],
    perex: 'Dlouho vydrží kluzký, nevsakuje se a hodí se i do vody.',
    text: [
      'Silikonové lubrikanty se nevstřebávají do pokožky, proto stačí menší množství a vydrží déle než vodní gely. Jsou vhodné ke kondomům z latexu.',
      'Nepoužívejte je s pomůckami ze silikonu: povrch pomůcky by mohly narušit. Z pokožky je smyjete mýdlem a teplou vodou.',
    ],
    categories: ['silikonove-lubrikacni-gely'],
    productsOf: ['silikonove-lubrikacni-gely'],
    terms: ['lubrikacni-gel', 'lekarsky-silikon'],
  },
  {
    slug: 'hybridni-lubrikant',
    title: ['Hybridní lubrikant', 'Hybridný lubrikant', 'Hybrid-Gleitmittel'],
    perex: 'Kombinace vodní báze s malým podílem silikonu: krémová textura a delší účinek.',
    text: [
      'Hybridní gely spojují snadné smývání vodních gelů s vydatností silikonových. Mají jemně krémovou konzistenci.',
      'S latexovými kondomy je lze používat, u silikonových pomůcek doporučujeme nejprve vyzkoušet na malé ploše.',
    ],
    categories: ['hybridni-lubrikacni-gely'],
    productsOf: ['hybridni-lubrikacni-gely'],
    terms: ['gel-na-vodni-bazi', 'silikonovy-lubrikant'],
  },
  {
    slug: 'osmolalita',
    title: ['Osmolalita', 'Osmolalita', 'Osmolalität'],
    perex: 'Míra koncentrace rozpuštěných látek v gelu; příliš vysoká může sliznici vysušovat.',
    text: [
      'Gel s vysokou osmolalitou odebírá buňkám sliznice vodu, a může tak paradoxně zhoršit suchost a podráždění. Světová zdravotnická organizace doporučuje u lubrikantů hodnotu do 1 200 mOsm/kg.',
      'Nízkou osmolalitu mívají gely bez glycerinu a propylenglykolu.',
    ],
    categories: ['lubrikacni-gely-na-vodni-bazi'],
    terms: ['gel-na-vodni-bazi', 'ph-intimni-oblasti'],
  },
  {
    slug: 'ph-intimni-oblasti',
    title: ['pH intimní oblasti', 'pH intímnej oblasti', 'pH-Wert des Intimbereichs'],
    perex: 'Přirozeně kyselé prostředí pochvy (pH 3,8 až 4,5) chrání před infekcemi.',
    text: [
      'Kyselé prostředí udržují mléčné bakterie. Běžná mýdla jsou zásaditá a rovnováhu narušují, proto je na intimní hygienu lepší mycí gel s pH kolem 4,5.',
      'Vyšší pH může souviset s bakteriální vaginózou; při zápachu nebo výtoku vyhledejte gynekologa.',
    ],
    categories: ['intimni-myci-gely'],
    productsOf: ['intimni-myci-gely'],
    terms: ['laktobacily', 'intimni-hygiena', 'vaginalni-mikrobiom'],
  },
  {
    slug: 'intimni-hygiena',
    title: ['Intimní hygiena', 'Intímna hygiena', 'Intimhygiene'],
    perex: 'Šetrná péče o intimní partie, která nenarušuje přirozenou ochranu pokožky a sliznice.',
    text: [
      'Stačí jednou až dvakrát denně vlažná voda a jemný mycí gel s kyselým pH. Výplachy pochvy ani parfémované přípravky nejsou potřeba a mohou škodit.',
      'Na cesty a do fitka se hodí intimní ubrousky bez alkoholu.',
    ],
    categories: ['intimni-hygiena', 'intimni-myci-gely', 'intimni-ubrousky'],
    productsOf: ['intimni-ubrousky'],
    terms: ['ph-intimni-oblasti', 'vaginalni-mikrobiom'],
  },
  {
    slug: 'laktobacily',
    title: ['Laktobacily', 'Laktobacily', 'Laktobazillen'],
    perex: 'Mléčné bakterie, které tvoří většinu zdravé poševní mikroflóry.',
    text: [
      'Laktobacily vyrábějí kyselinu mléčnou, a udržují tak kyselé pH, ve kterém se nedaří choroboplodným zárodkům.',
      'Jejich počet snižují antibiotika, hormonální změny nebo nevhodná hygiena. Doplnit je mohou intimní probiotika.',
    ],
    categories: ['intimni-probiotika'],
    productsOf: ['intimni-probiotika'],
    terms: ['probiotika', 'vaginalni-mikrobiom', 'ph-intimni-oblasti'],
  },
  {
    slug: 'probiotika',
    title: ['Probiotika', 'Probiotiká', 'Probiotika'],
    perex: 'Živé mikroorganismy, které v dostatečném množství prospívají zdraví.',
    text: [
      'Intimní probiotika obsahují kmeny laktobacilů izolované z poševní mikroflóry. Užívají se ústy nebo jako vaginální tobolky, často po léčbě antibiotiky.',
      'Tobolky k užití ústy jsou doplňky stravy, vaginální tobolky zdravotnické prostředky; léky to nejsou. Při opakovaných potížích se poraďte s lékařem.',
    ],
    categories: ['intimni-probiotika', 'doplnky-stravy'],
    productsOf: ['intimni-probiotika'],
    terms: ['laktobacily', 'doplnek-stravy'],
  },
  {
    slug: 'vaginalni-mikrobiom',
    title: ['Vaginální mikrobiom', 'Vaginálny mikrobióm', 'Vaginales Mikrobiom'],
    perex: 'Společenství mikroorganismů v pochvě, které chrání před infekcemi.',
    text: [
      'Zdravý mikrobiom tvoří převážně laktobacily. Jeho rovnováhu ovlivňuje menstruace, těhotenství, antikoncepce, antibiotika i způsob hygieny.',
    ],
    terms: ['laktobacily', 'probiotika', 'ph-intimni-oblasti'],
  },
  {
    slug: 'kondom',
    title: ['Kondom', 'Kondóm', 'Kondom'],
    perex: 'Bariérová antikoncepce, která zároveň chrání před pohlavně přenosnými infekcemi.',
    text: [
      'Při správném použití chrání kondom před otěhotněním z 98 %. Je jedinou antikoncepcí, která zároveň výrazně snižuje riziko přenosu HIV, chlamydií a kapavky.',
      'Důležitá je správná velikost, datum spotřeby a lubrikant na vodní nebo silikonové bázi.',
    ],
    categories: ['kondomy', 'klasicke-kondomy', 'tenke-kondomy'],
    productsOf: ['klasicke-kondomy', 'tenke-kondomy'],
    terms: ['nominalni-sirka', 'latex', 'chlamydie'],
  },
  {
    slug: 'nominalni-sirka',
    title: ['Nominální šířka kondomu', 'Nominálna šírka kondómu', 'Nennbreite des Kondoms'],
    perex: 'Šířka naplocho položeného kondomu v milimetrech; podle ní se volí velikost.',
    text: [
      'Běžné kondomy mají nominální šířku 52 až 54 mm, menší velikosti kolem 49 mm, velikost XL 57 mm a více. Příliš těsný kondom se snáze protrhne, příliš volný sklouzne.',
    ],
    categories: ['kondomy-xl'],
    productsOf: ['kondomy-xl'],
    terms: ['kondom'],
  },
  {
    slug: 'latex',
    title: ['Latex', 'Latex', 'Latex'],
    perex: 'Přírodní kaučuk, nejběžnější materiál kondomů.',
    text: [
      'Latex je pružný, tenký a spolehlivý. Narušují ho oleje, vazelína a masážní oleje, proto k latexovým kondomům používejte jen lubrikanty na vodní nebo silikonové bázi.',
    ],
    categories: ['klasicke-kondomy'],
    virtual: ['bez-latexu'],
    terms: ['alergie-na-latex', 'polyisopren', 'kondom'],
  },
  {
    slug: 'alergie-na-latex',
    title: ['Alergie na latex', 'Alergia na latex', 'Latexallergie'],
    perex: 'Reakce na bílkoviny přírodního latexu: svědění, zarudnutí, výjimečně i vážnější potíže.',
    text: [
      'Při alergii na latex volte kondomy z polyisoprenu nebo polyuretanu a pomůcky z lékařského silikonu. Při podezření na alergii se poraďte s alergologem.',
    ],
    categories: ['kondomy-bez-latexu'],
    productsOf: ['kondomy-bez-latexu'],
    virtual: ['bez-latexu'],
    terms: ['polyisopren', 'polyuretan', 'latex'],
  },
  {
    slug: 'polyisopren',
    title: ['Polyisopren', 'Polyizoprén', 'Polyisopren'],
    perex: 'Syntetický kaučuk bez alergenních bílkovin latexu, měkký a pružný.',
    text: [
      'Kondomy z polyisoprenu jsou na dotek podobné latexovým, ale vhodné pro alergiky. Stejně jako latex je narušují oleje.',
    ],
    categories: ['kondomy-bez-latexu'],
    virtual: ['bez-latexu'],
    terms: ['alergie-na-latex', 'polyuretan'],
  },
  {
    slug: 'polyuretan',
    title: ['Polyuretan', 'Polyuretán', 'Polyurethan'],
    perex: 'Tenký plast bez latexu, který dobře vede teplo.',
    text: [
      'Polyuretanové kondomy jsou velmi tenké a snesou i lubrikanty na olejové bázi. Jsou méně pružné než latex, proto je důležité zvolit správnou velikost.',
    ],
    categories: ['kondomy-bez-latexu'],
    virtual: ['bez-latexu'],
    terms: ['alergie-na-latex', 'polyisopren', 'nominalni-sirka'],
  },
  {
    slug: 'chlamydie',
    title: ['Chlamydie', 'Chlamýdie', 'Chlamydien'],
    perex: 'Nejčastější bakteriální pohlavně přenosná infekce, často bez příznaků.',
    text: [
      'Neléčená chlamydiová infekce může vést k zánětu vejcovodů a neplodnosti. Chrání před ní kondom; léčí se antibiotiky předepsanými lékařem.',
      'Při nové známosti je rozumné nechat se otestovat; test nabízejí gynekologové, urologové i dermatovenerologická pracoviště.',
    ],
    categories: ['kondomy'],
    terms: ['kondom'],
  },
  {
    slug: 'menstruacni-kalisek',
    title: ['Menstruační kalíšek', 'Menštruačný kalíšok', 'Menstruationstasse'],
    perex: 'Opakovaně použitelná nádobka z lékařského silikonu, která menstruaci zachycuje.',
    text: [
      'Kalíšek vydrží až 12 hodin a při správné péči několik let. Nevysušuje sliznici a nevytváří odpad jako jednorázové vložky a tampony.',
      'Velikost se volí podle věku, porodů a síly menstruace. Mezi cykly kalíšek vyvařte.',
    ],
    categories: ['menstruacni-kalisky', 'menstruace'],
    productsOf: ['menstruacni-kalisky'],
    terms: ['lekarsky-silikon', 'tpe', 'sterilizace-kalisku', 'syndrom-toxickeho-soku'],
  },
  {
    slug: 'lekarsky-silikon',
    title: ['Lékařský silikon', 'Lekársky silikón', 'Medizinisches Silikon'],
    perex: 'Silikon s certifikací pro dlouhodobý styk s tělem, bez ftalátů a latexu.',
    text: [
      'Z lékařského silikonu se vyrábějí menstruační kalíšky, venušiny kuličky a trenažéry pánevního dna. Je hladký, neporézní, snese vyvařování a alergie vyvolává jen výjimečně.',
      'Nekombinujte ho se silikonovými lubrikanty, mohly by povrch narušit.',
    ],
    categories: ['menstruacni-kalisky', 'venusiny-kulicky'],
    virtual: ['bez-latexu'],
    terms: ['menstruacni-kalisek', 'tpe', 'silikonovy-lubrikant'],
  },
  {
    slug: 'tpe',
    title: [
      'TPE (termoplastický elastomer)',
      'TPE (termoplastický elastomér)',
      'TPE (thermoplastisches Elastomer)',
    ],
    perex: 'Měkký a pružný materiál, alternativa silikonu u kalíšků a pomůcek.',
    text: [
      'TPE je bez latexu a ftalátů a je o něco měkčí než silikon. Kalíšky z TPE lze vyvařovat, pomůcky z TPE ale nesnesou vysoké teploty tak dobře jako silikon.',
    ],
    categories: ['menstruacni-kalisky'],
    terms: ['lekarsky-silikon', 'menstruacni-kalisek'],
  },
  {
    slug: 'sterilizace-kalisku',
    title: ['Sterilizace kalíšku', 'Sterilizácia kalíška', 'Sterilisation der Tasse'],
    perex: 'Vyvaření menstruačního kalíšku mezi cykly, aby byl čistý a bez bakterií.',
    text: [
      'Kalíšek vyvařujte 3 až 5 minut v hrnci s vodou tak, aby se nedotýkal dna, nebo použijte sterilizační kelímek do mikrovlnné trouby. Během menstruace stačí oplach studenou a pak teplou vodou.',
    ],
    categories: ['menstruacni-kalisky'],
    terms: ['menstruacni-kalisek', 'lekarsky-silikon'],
  },
  {
    slug: 'syndrom-toxickeho-soku',
    title: ['Syndrom toxického šoku', 'Syndróm toxického šoku', 'Toxisches Schocksyndrom'],
    perex: 'Vzácné, ale vážné onemocnění spojené s dlouhým nošením menstruačních pomůcek.',
    text: [
      'Riziko snižuje výměna tamponu nejpozději po 8 hodinách a vyprázdnění kalíšku nejpozději po 12 hodinách. Při náhlé horečce, vyrážce a nevolnosti během menstruace pomůcku vyjměte a vyhledejte lékaře.',
    ],
    categories: ['menstruace'],
    terms: ['menstruacni-kalisek'],
  },
  {
    slug: 'menstruacni-kalhotky',
    title: ['Menstruační kalhotky', 'Menštruačné nohavičky', 'Periodenunterwäsche'],
    perex: 'Prací spodní prádlo s vícevrstvou savou vložkou místo jednorázových vložek.',
    text: [
      'Savost se liší podle modelu od slabých dnů až po silnou menstruaci. Kalhotky se po nošení vymáchají ve studené vodě a perou na 30 až 40 °C bez aviváže.',
    ],
    categories: ['menstruacni-kalhotky'],
    productsOf: ['menstruacni-kalhotky'],
    terms: ['menstruacni-kalisek'],
  },
  {
    slug: 'panevni-dno',
    title: ['Pánevní dno', 'Panvové dno', 'Beckenboden'],
    perex: 'Skupina svalů, která nese orgány malé pánve a ovládá močení.',
    text: [
      'Svaly pánevního dna oslabuje těhotenství, porod, věk, nadváha nebo těžké zvedání. Oslabení se projevuje únikem moči při kašli nebo skákání.',
      'Posílit je lze cviky, venušinými kuličkami nebo trenažérem s aplikací. Po porodu začněte po konzultaci s fyzioterapeutem.',
    ],
    categories: ['trenazery-panevniho-dna'],
    productsOf: ['trenazery-panevniho-dna'],
    terms: ['kegelovy-cviky', 'stresova-inkontinence', 'venusiny-kulicky', 'diastaza'],
  },
  {
    slug: 'kegelovy-cviky',
    title: ['Kegelovy cviky', 'Kegelove cviky', 'Kegel-Übungen'],
    perex: 'Opakované stahování a uvolňování svalů pánevního dna.',
    text: [
      'Svaly stáhněte na 5 sekund, stejně dlouho uvolněte a opakujte 10krát, třikrát denně. Nezadržujte dech a nezapojujte hýždě ani břicho.',
      'Výsledky se obvykle dostaví za 6 až 12 týdnů pravidelného cvičení.',
    ],
    categories: ['trenazery-panevniho-dna'],
    terms: ['panevni-dno', 'venusiny-kulicky', 'biofeedback'],
  },
  {
    slug: 'venusiny-kulicky',
    title: ['Venušiny kuličky', 'Venušine guličky', 'Liebeskugeln'],
    perex: 'Závažíčka, která se zavádějí do pochvy a přirozeně zapojují pánevní dno.',
    text: [
      'Kuličky se drží svaly pánevního dna a tím je trénují. Začíná se lehčí sadou a kratší dobou nošení, hmotnost se postupně zvyšuje.',
    ],
    categories: ['venusiny-kulicky'],
    productsOf: ['venusiny-kulicky'],
    terms: ['panevni-dno', 'kegelovy-cviky', 'lekarsky-silikon'],
  },
  {
    slug: 'biofeedback',
    title: ['Biofeedback', 'Biofeedback', 'Biofeedback'],
    perex: 'Zpětná vazba o stahu svalů, kterou trenažér ukazuje v aplikaci.',
    text: [
      'Trenažér s čidlem měří sílu stahu a aplikace podle ní vede cvičení. Pomáhá ověřit, že cvičíte správné svaly, a sledovat pokrok.',
    ],
    categories: ['trenazery-s-aplikaci'],
    productsOf: ['trenazery-s-aplikaci'],
    terms: ['kegelovy-cviky', 'panevni-dno'],
  },
  {
    slug: 'stresova-inkontinence',
    title: ['Stresová inkontinence', 'Stresová inkontinencia', 'Belastungsinkontinenz'],
    perex: 'Únik moči při kašli, kýchnutí, smíchu nebo skákání.',
    text: [
      'Nejčastější příčinou je oslabené pánevní dno. Mírné potíže často zlepší pravidelné cvičení, u výraznějších pomůže fyzioterapeut nebo urolog.',
    ],
    categories: ['trenazery-panevniho-dna'],
    terms: ['panevni-dno', 'kegelovy-cviky'],
  },
  {
    slug: 'diastaza',
    title: ['Diastáza břišních svalů', 'Diastáza brušných svalov', 'Rektusdiastase'],
    perex: 'Rozestup přímých břišních svalů, častý po těhotenství.',
    text: [
      'Při diastáze se nedoporučují klasické sedy-lehy. Vhodné je cvičení hlubokého stabilizačního systému, pilates pod vedením a posilování pánevního dna.',
    ],
    categories: ['joga-a-pilates'],
    terms: ['pilates', 'panevni-dno'],
  },
  {
    slug: 'masazni-olej',
    title: ['Masážní olej', 'Masážny olej', 'Massageöl'],
    perex: 'Olej, který usnadňuje klouzání rukou po pokožce a zároveň ji vyživuje.',
    text: [
      'Masážní oleje se připravují z nosných olejů, často s přídavkem éterických olejů. Nepoužívejte je jako lubrikant s latexovými kondomy: latex narušují.',
    ],
    categories: ['masazni-oleje'],
    productsOf: ['aromaticke-masazni-oleje', 'neutralni-masazni-oleje'],
    virtual: ['darky-do-500-kc'],
    terms: ['nosny-olej', 'etericky-olej', 'latex'],
  },
  {
    slug: 'nosny-olej',
    title: ['Nosný olej', 'Nosný olej', 'Trägeröl'],
    perex: 'Rostlinný olej, základ masážních směsí: mandlový, jojobový, meruňkový.',
    text: [
      'Nosné oleje se pro masáž používají samostatně nebo jako základ, do kterého se přidává několik kapek éterického oleje. Pro citlivou pokožku jsou vhodné bez parfemace.',
    ],
    categories: ['neutralni-masazni-oleje'],
    terms: ['masazni-olej', 'etericky-olej'],
  },
  {
    slug: 'etericky-olej',
    title: ['Éterický olej', 'Éterický olej', 'Ätherisches Öl'],
    perex: 'Vonná silice z rostlin, například z levandule nebo pomeranče.',
    text: [
      'Éterické oleje se na pokožku nanášejí jen zředěné v nosném oleji, obvykle 1 až 3 %. Během těhotenství a u dětí se některým vyhněte.',
    ],
    categories: ['aromaticke-masazni-oleje'],
    productsOf: ['aromaticke-masazni-oleje'],
    terms: ['nosny-olej', 'masazni-olej'],
  },
  {
    slug: 'pilates',
    title: ['Pilates', 'Pilates', 'Pilates'],
    perex: 'Cvičení na posílení středu těla s důrazem na dech, přesnost a kontrolu pohybu.',
    text: [
      'Pilates posiluje hluboké břišní svaly, záda a pánevní dno a zlepšuje držení těla. Cvičí se na podložce nebo na strojích, s míči a gumami.',
    ],
    categories: ['joga-a-pilates', 'podlozky-na-cviceni'],
    productsOf: ['podlozky-na-cviceni'],
    virtual: ['cviceni-doma'],
    terms: ['joga', 'diastaza', 'panevni-dno'],
  },
  {
    slug: 'joga',
    title: ['Jóga', 'Jóga', 'Yoga'],
    perex: 'Cvičení spojující pozice (ásany), dech a uvolnění.',
    text: [
      'Jóga zlepšuje pohyblivost, sílu i rovnováhu. Pro začátek stačí protiskluzová podložka; jógové bloky pomohou tam, kam ještě nedosáhnete.',
    ],
    categories: ['joga-a-pilates', 'jogove-bloky'],
    productsOf: ['jogove-bloky'],
    virtual: ['cviceni-doma'],
    terms: ['pilates'],
  },
  {
    slug: 'foam-roller',
    title: ['Foam roller', 'Foam roller', 'Faszienrolle'],
    perex: 'Pěnový válec na automasáž svalů a fascií.',
    text: [
      'Válení pomalu přes sval po dobu 30 až 90 sekund uvolní napětí po tréninku i po dni u počítače. Tvrdší válce s výstupky působí do hloubky, měkčí jsou pro začátečníky.',
    ],
    categories: ['foam-rollery', 'regenerace'],
    productsOf: ['foam-rollery'],
    terms: ['myofascialni-uvolneni', 'fascie'],
  },
  {
    slug: 'fascie',
    title: ['Fascie', 'Fascie', 'Faszien'],
    perex: 'Vazivové obaly svalů, které propojují celé tělo.',
    text: [
      'Zdravé fascie jsou pružné a klouzavé. Nedostatek pohybu a přetížení je činí tuhými, což se projeví bolestí a omezeným pohybem.',
    ],
    categories: ['regenerace'],
    terms: ['myofascialni-uvolneni', 'foam-roller'],
  },
  {
    slug: 'myofascialni-uvolneni',
    title: ['Myofasciální uvolnění', 'Myofasciálne uvoľnenie', 'Myofasziale Entspannung'],
    perex: 'Technika uvolnění svalů a fascií tlakem, například válcem nebo masážním míčkem.',
    text: [
      'Tlak na bolestivé body a pomalý pohyb přes ně uvolňuje napětí. Masážní míček se hodí na menší plochy: chodidla, hýždě, lopatky.',
    ],
    categories: ['masazni-micky', 'foam-rollery'],
    productsOf: ['masazni-micky'],
    terms: ['fascie', 'foam-roller'],
  },
  {
    slug: 'kettlebell',
    title: ['Kettlebell', 'Kettlebell', 'Kettlebell'],
    perex: 'Litinová koule s madlem na švihy, dřepy a tahy.',
    text: [
      'Kettlebell zapojuje více svalů najednou a posiluje hlavně zadní řetězec: hýždě, záda a hamstringy. Ženy obvykle začínají s 8 kg, muži s 12 až 16 kg.',
    ],
    categories: ['kettlebelly'],
    productsOf: ['kettlebelly'],
    terms: ['progresivni-pretizeni'],
  },
  {
    slug: 'odporova-guma',
    title: ['Odporová guma', 'Odporová guma', 'Widerstandsband'],
    perex: 'Pružný pás, který přidá zátěž bez činek.',
    text: [
      'Gumy se liší tuhostí, kterou výrobci rozlišují barvou. Hodí se na posilování doma, rozcvičení i rehabilitaci; odpor roste s natažením.',
    ],
    categories: ['odporove-gumy'],
    productsOf: ['odporove-gumy'],
    virtual: ['cviceni-doma'],
    terms: ['progresivni-pretizeni'],
  },
  {
    slug: 'cinka',
    title: ['Činka', 'Činka', 'Hantel'],
    perex: 'Závaží na posilování: jednoruční, nakládací nebo pevné.',
    text: [
      'Jednoruční činky umožní procvičit každou stranu těla zvlášť. Nakládací činky s kotouči rostou s vaší silou.',
    ],
    categories: ['cinky-a-zavazi', 'posilovani'],
    productsOf: ['cinky-a-zavazi'],
    terms: ['progresivni-pretizeni', 'kettlebell'],
  },
  {
    slug: 'progresivni-pretizeni',
    title: ['Progresivní přetížení', 'Progresívne preťaženie', 'Progressive Überlastung'],
    perex: 'Postupné zvyšování zátěže, aby sval rostl a sílil.',
    text: [
      'Přidávat lze hmotnost, opakování, série nebo zkrátit pauzy. Zvyšujte vždy jen jednu proměnnou a o malý krok, nejvýše o 5 až 10 % týdně.',
    ],
    categories: ['posilovani'],
    terms: ['cinka', 'kettlebell', 'odporova-guma'],
  },
  {
    slug: 'svihadlo',
    title: ['Švihadlo', 'Švihadlo', 'Springseil'],
    perex: 'Jednoduchá pomůcka na kardio trénink, koordinaci a rychlost.',
    text: [
      'Deset minut skákání přes švihadlo dá tělu zabrat stejně jako půlhodina klusu. Správná délka: při šlápnutí na střed švihadla sahají rukojeti do podpaží.',
    ],
    categories: ['svihadla', 'kardio'],
    productsOf: ['svihadla'],
    terms: ['hiit'],
  },
  {
    slug: 'hiit',
    title: ['HIIT', 'HIIT', 'HIIT'],
    perex: 'Vysoce intenzivní intervalový trénink: krátké úseky naplno střídané odpočinkem.',
    text: [
      'Typický HIIT trvá 15 až 25 minut, například 30 sekund zátěže a 30 sekund pauzy. Zlepšuje kondici za kratší čas, ale vyžaduje regeneraci: zařazujte ho dvakrát až třikrát týdně.',
    ],
    categories: ['kardio'],
    terms: ['svihadlo', 'foam-roller'],
  },
  {
    slug: 'doplnek-stravy',
    title: ['Doplněk stravy', 'Doplnok stravy', 'Nahrungsergänzungsmittel'],
    perex: 'Potravina, která doplňuje běžnou stravu o vitaminy, minerály nebo jiné látky.',
    text: [
      'Doplňky stravy nejsou léky a nenahrazují pestrou stravu. Dodržujte doporučené dávkování a při užívání léků se poraďte s lékařem nebo lékárníkem.',
    ],
    categories: ['doplnky-stravy', 'doplnky-stravy-pro-zeny', 'doplnky-stravy-pro-muze'],
    productsOf: ['doplnky-stravy-pro-zeny', 'doplnky-stravy-pro-muze'],
    terms: ['probiotika'],
  },
];

const cat = (slug: string) => categoryBySlug(slug).id;

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** A term's perex and body in one translation; a missing or reshaped one fails the build loudly. */
function translationOf(
  t: TermDef,
  language: 'sk' | 'de',
  table: Record<string, { perex: string; text: string[] }>,
) {
  const entry = table[t.slug];
  if (!entry) throw new Error(`Glossary term '${t.slug}' has no ${language} translation`);
  if (entry.text.length !== t.text.length)
    throw new Error(
      `Glossary term '${t.slug}' has ${entry.text.length} ${language} paragraphs, the Czech one ${t.text.length}`,
    );
  return entry;
}

/**
 * The terms with ids 1… in the order above; product references are the first product of each
 * named category (left out when the category has none), virtual categories by their slug.
 */
export function buildGlossary(
  products: ProductRow[],
  virtualCategories: CmsDataset['virtualCategories'],
): GlossaryTermRow[] {
  const termId = new Map(TERMS.map((t, i) => [t.slug, i + 1]));
  const idOf = (slug: string) => {
    const id = termId.get(slug);
    if (id === undefined) throw new Error(`Glossary term refers to an unknown term '${slug}'`);
    return id;
  };
  const virtualId = (slug: string) => {
    const v = virtualCategories.find((c) => c.slug === slug);
    if (!v) throw new Error(`Glossary term refers to an unknown virtual category '${slug}'`);
    return v.id;
  };
  return TERMS.map((t, i) => {
    const sk = translationOf(t, 'sk', GLOSSARY_SK);
    const de = translationOf(t, 'de', GLOSSARY_DE);
    return {
      id: i + 1,
      slug: t.slug,
      title: { cs: t.title[0], sk: t.title[1], de: t.title[2] },
      perex: { cs: t.perex, sk: sk.perex, de: de.perex },
      description: { cs: html(t.text), sk: html(sk.text), de: html(de.text) },
      categoryIds: (t.categories ?? []).map(cat),
      productIds: (t.productsOf ?? []).flatMap((slug) => {
        const first = products.find((p) => p.categoryId === cat(slug));
        return first ? [first.id] : [];
      }),
      virtualCategoryIds: (t.virtual ?? []).map(virtualId),
      termIds: (t.terms ?? []).map(idOf),
      seo: {
        title: {
          cs: `${t.title[0]} – výkladový slovník | ${SHOP_NAME}`,
          sk: `${t.title[1]} – výkladový slovník | ${SHOP_NAME}`,
          de: `${t.title[2]} – Glossar | ${SHOP_NAME}`,
        },
        description: { cs: t.perex, sk: sk.perex, de: de.perex },
      },
    };
  });
}
