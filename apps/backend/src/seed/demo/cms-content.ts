/**
 * CMS content of the catalogue: virtual and filtered categories, category extras (FAQ, banners,
 * video, offers, linked articles), brand logos, colour pictures, materials, redirects and URL
 * rewrites. Everything refers to ids of the generated data by slug and code, so it stays valid
 * when the tree or the parameter tables change order.
 */
import type { CategoryCmsRow, CmsDataset, ProductRow, Translated } from '../dataset.ts';
import { BRAND_ROWS } from './products.ts';
import { categoryBySlug } from './categories.ts';
import { mix } from './images.ts';
import { parameter, parameterValue } from './parameters.ts';
import { TAG } from './reference.ts';

const DAY = 86_400_000;
const cat = (slug: string) => categoryBySlug(slug).id;
const value = (p: string, v: string) => parameterValue(p, v).id;

const VIRTUAL: CmsDataset['virtualCategories'] = [
  {
    id: 1,
    slug: 'vyprodej',
    title: { cs: 'Výprodej', sk: 'Výpredaj', de: 'Ausverkauf' },
    description: {
      cs: '<p>Zboží ve výprodeji za nejnižší ceny. Zásoby jsou omezené, doprodáváme skladem.</p>',
      sk: '<p>Tovar vo výpredaji za najnižšie ceny. Zásoby sú obmedzené.</p>',
      de: '<p>Ausverkaufsware zu den niedrigsten Preisen. Der Vorrat ist begrenzt, wir verkaufen nur noch den Lagerbestand ab.</p>',
    },
    tagIds: [TAG.sale],
    categoryIds: [],
    excludedCategoryIds: [],
    parameters: [],
    seo: {
      title: { cs: 'Výprodej', sk: 'Výpredaj', de: 'Ausverkauf' },
      description: {
        cs: 'Intimní a fitness zboží ve výprodeji.',
        sk: 'Intímny a fitness tovar vo výpredaji.',
        de: 'Intim- und Fitnessartikel im Ausverkauf.',
      },
    },
  },
  {
    id: 2,
    slug: 'novinky',
    title: { cs: 'Novinky', sk: 'Novinky', de: 'Neuheiten' },
    description: {
      cs: '<p>Co je u nás nového: čerstvě naskladněné zboží.</p>',
      sk: '<p>Čo je u nás nové: čerstvo naskladnený tovar.</p>',
      de: '<p>Was es bei uns Neues gibt: frisch eingetroffene Artikel.</p>',
    },
    tagIds: [TAG.new],
    categoryIds: [],
    excludedCategoryIds: [],
    parameters: [],
    seo: {
      title: { cs: 'Novinky', sk: 'Novinky', de: 'Neuheiten' },
      description: {
        cs: 'Nově naskladněné zboží.',
        sk: 'Novo naskladnený tovar.',
        de: 'Neu eingetroffene Artikel.',
      },
    },
  },
  {
    id: 3,
    slug: 'darky-do-500-kc',
    // Slovak and German shoppers pay in euros: 500 Kč is 20 €, as in the newsletters.
    title: { cs: 'Dárky do 500 Kč', sk: 'Darčeky do 20 €', de: 'Geschenke bis 20 €' },
    description: {
      cs: '<p>Tipy na dárek do 500 Kč: masážní oleje, intimní kosmetika a pomůcky na regeneraci.</p>',
      sk: '<p>Tipy na darček do 20 €: masážne oleje, intímna kozmetika a pomôcky na regeneráciu.</p>',
      de: '<p>Geschenkideen bis 20 €: Massageöle, Intimpflege und Zubehör für die Regeneration.</p>',
    },
    tagIds: [],
    categoryIds: [cat('masazni-oleje'), cat('intimni-hygiena'), cat('regenerace')],
    excludedCategoryIds: [],
    parameters: [],
    priceRanges: { CZK: { to: 50_000 }, EUR: { to: 2_000 } },
    seo: {
      title: { cs: 'Dárky do 500 Kč', sk: 'Darčeky do 20 €', de: 'Geschenke bis 20 €' },
      description: {
        cs: 'Dárky pro radost do 500 Kč.',
        sk: 'Darčeky pre radosť do 20 €.',
        de: 'Geschenke, die Freude machen, bis 20 €.',
      },
    },
  },
  {
    id: 4,
    slug: 'bez-latexu',
    title: { cs: 'Bez latexu', sk: 'Bez latexu', de: 'Latexfrei' },
    description: {
      cs: '<p>Výrobky bez latexu pro alergiky: kondomy z polyisoprenu a polyuretanu, pomůcky z lékařského silikonu.</p>',
      sk: '<p>Výrobky bez latexu pre alergikov.</p>',
      de: '<p>Latexfreie Produkte für Allergiker.</p>',
    },
    tagIds: [],
    categoryIds: [],
    excludedCategoryIds: [],
    parameters: [{ entityId: parameter('bez-latexu').id, values: [value('bez-latexu', 'ano')] }],
    seo: {
      title: { cs: 'Bez latexu', sk: 'Bez latexu', de: 'Latexfrei' },
      description: {
        cs: 'Výrobky bez latexu pro alergiky.',
        sk: 'Výrobky bez latexu pre alergikov.',
        de: 'Latexfreie Produkte für Allergiker.',
      },
    },
  },
  {
    id: 5,
    slug: 'cviceni-doma',
    title: { cs: 'Cvičení doma', sk: 'Cvičenie doma', de: 'Training zu Hause' },
    description: {
      cs: '<p>Pomůcky na cvičení v obýváku: gumy, podložky, švihadla. Bez těžkých kettlebellů.</p>',
      sk: '<p>Pomôcky na cvičenie v obývačke: gumy, podložky, švihadlá. Bez ťažkých kettlebellov.</p>',
      de: '<p>Trainingszubehör fürs Wohnzimmer: Bänder, Matten, Springseile. Ohne schwere Kettlebells.</p>',
    },
    tagIds: [],
    categoryIds: [cat('fitness')],
    excludedCategoryIds: [cat('kettlebelly')],
    parameters: [],
    seo: {
      title: { cs: 'Cvičení doma', sk: 'Cvičenie doma', de: 'Training zu Hause' },
      description: {
        cs: 'Fitness pomůcky pro cvičení doma.',
        sk: 'Fitness pomôcky na cvičenie doma.',
        de: 'Fitnesszubehör für das Training zu Hause.',
      },
    },
  },
];

const FILTERED: CmsDataset['filteredCategories'] = [
  {
    id: 1,
    slug: 'fialove-podlozky-na-jogu',
    categoryId: cat('podlozky-na-cviceni'),
    title: { cs: 'Fialové podložky na jógu', sk: 'Fialové podložky na jogu', de: 'Lila Yogamatten' },
    description: {
      cs: '<p>Podložky na jógu a pilates ve fialové barvě.</p>',
      sk: '<p>Podložky na jogu a pilates vo fialovej farbe.</p>',
      de: '<p>Matten für Yoga und Pilates in Lila.</p>',
    },
    parameterValueIds: [value('barva', 'fialova')],
    seo: {
      title: { cs: 'Fialové podložky na jógu', sk: 'Fialové podložky na jogu', de: 'Lila Yogamatten' },
    },
  },
  {
    id: 2,
    slug: 'cervene-odporove-gumy',
    categoryId: cat('odporove-gumy'),
    title: { cs: 'Červené odporové gumy', sk: 'Červené odporové gumy', de: 'Rote Widerstandsbänder' },
    parameterValueIds: [value('barva', 'cervena')],
    seo: {
      title: { cs: 'Červené odporové gumy', sk: 'Červené odporové gumy', de: 'Rote Widerstandsbänder' },
    },
  },
  {
    id: 3,
    slug: 'kondomy-velikost-xl',
    categoryId: cat('kondomy'),
    title: { cs: 'Kondomy XL', sk: 'Kondómy XL', de: 'Kondome XL' },
    description: {
      cs: '<p>Kondomy s nominální šířkou 60 a 64 mm pro větší obvod. Velikost vyberte podle tabulky v poradně.</p>',
      sk: '<p>Kondómy s nominálnou šírkou 60 a 64 mm pre väčší obvod. Veľkosť vyberte podľa tabuľky v poradni.</p>',
      de: '<p>Kondome mit 60 und 64 mm nominaler Breite für einen größeren Umfang. Die passende Größe finden Sie in der Tabelle in unserem Ratgeber.</p>',
    },
    parameterValueIds: [value('velikost-kondomu', '60'), value('velikost-kondomu', '64')],
    seo: {
      title: {
        cs: 'Kondomy XL (60 a 64 mm)',
        sk: 'Kondómy XL (60 a 64 mm)',
        de: 'Kondome XL (60 und 64 mm)',
      },
    },
  },
  {
    id: 4,
    slug: 'lubrikacni-gely-100-ml',
    categoryId: cat('lubrikacni-gely'),
    title: { cs: 'Lubrikační gely 100 ml', sk: 'Lubrikačné gély 100 ml', de: 'Gleitgele 100 ml' },
    parameterValueIds: [value('objem', '100')],
    seo: {
      title: { cs: 'Lubrikační gely 100 ml', sk: 'Lubrikačné gély 100 ml', de: 'Gleitgele 100 ml' },
    },
  },
  {
    id: 5,
    slug: 'menstruacni-kalisky-velikost-s',
    categoryId: cat('menstruacni-kalisky'),
    title: {
      cs: 'Menstruační kalíšky velikosti S',
      sk: 'Menštruačné kalíšky veľkosti S',
      de: 'Menstruationstassen in Größe S',
    },
    parameterValueIds: [value('velikost-kalisku', 's')],
    seo: {
      title: { cs: 'Menstruační kalíšky S', sk: 'Menštruačné kalíšky S', de: 'Menstruationstassen Größe S' },
    },
  },
  {
    id: 6,
    slug: 'masazni-oleje-s-levanduli',
    categoryId: cat('masazni-oleje'),
    title: {
      cs: 'Masážní oleje s levandulí',
      sk: 'Masážne oleje s levanduľou',
      de: 'Massageöle mit Lavendel',
    },
    parameterValueIds: [value('vune', 'levandule')],
    seo: {
      title: {
        cs: 'Masážní oleje s levandulí',
        sk: 'Masážne oleje s levanduľou',
        de: 'Massageöle mit Lavendel',
      },
    },
  },
];

/** A text in every shop language. */
type Text = { cs: string; sk: string; de: string };

/** A text as one HTML paragraph in every language. */
const html = (text: Text): Translated => ({
  cs: `<p>${text.cs}</p>`,
  sk: `<p>${text.sk}</p>`,
  de: `<p>${text.de}</p>`,
});

const faq = (id: string, title: Text, content: Text) => ({ id, title, content: html(content) });

function categoryContent(products: ProductRow[], reference: Date): CategoryCmsRow[] {
  const at = (days: number) => new Date(reference.getTime() + days * DAY).toISOString();
  const firstIn = (slug: string) => products.find((p) => p.categoryId === cat(slug))?.id;
  const gel = firstIn('lubrikacni-gely-na-vodni-bazi');
  const mat = firstIn('podlozky-na-cviceni');
  return [
    {
      categoryId: cat('lubrikacni-gely'),
      bannerImage: 'cms/banners/lubrikacni-gely.svg',
      faq: [
        faq(
          'faq-gely-kondomy',
          {
            cs: 'Které lubrikační gely jsou vhodné ke kondomům?',
            sk: 'Ktoré lubrikačné gély sú vhodné ku kondómom?',
            de: 'Welche Gleitgele eignen sich für Kondome?',
          },
          {
            cs: 'Gely na vodní a silikonové bázi. Olejové gely latex narušují, s latexovými kondomy je nepoužívejte.',
            sk: 'Gély na vodnej a silikónovej báze. Olejové gély narúšajú latex, s latexovými kondómami ich nepoužívajte.',
            de: 'Gele auf Wasser- und Silikonbasis. Gele auf Ölbasis greifen Latex an, verwenden Sie sie nicht mit Latexkondomen.',
          },
        ),
        faq(
          'faq-gely-ph',
          {
            cs: 'Na co se zaměřit při citlivé pokožce?',
            sk: 'Na čo sa zamerať pri citlivej pokožke?',
            de: 'Worauf sollte ich bei empfindlicher Haut achten?',
          },
          {
            cs: 'Volte gely bez parfemace, s pH kolem 4,5 a s nízkou osmolalitou.',
            sk: 'Voľte gély bez parfumácie, s pH okolo 4,5 a s nízkou osmolalitou.',
            de: 'Wählen Sie parfümfreie Gele mit einem pH-Wert um 4,5 und niedriger Osmolalität.',
          },
        ),
      ],
      smallBanners: [
        {
          id: 'sb-gely-poradna',
          title: {
            cs: 'Nevíte, který gel vybrat?',
            sk: 'Neviete, ktorý gél vybrať?',
            de: 'Welches Gel passt zu Ihnen?',
          },
          description: {
            cs: '<p>Přečtěte si našeho průvodce lubrikačními gely.</p>',
            sk: '<p>Prečítajte si nášho sprievodcu lubrikačnými gélmi.</p>',
            de: '<p>Lesen Sie unseren Ratgeber zu Gleitgelen.</p>',
          },
          weight: 20,
          customerGroups: [],
          link: '/poradna',
          image: 'cms/banners/poradna.svg',
        },
        {
          id: 'sb-gely-b2b',
          title: {
            cs: 'Velkoobchodní balení pro ordinace',
            sk: 'Veľkoobchodné balenia pre ambulancie',
            de: 'Großpackungen für Arztpraxen',
          },
          weight: 10,
          customerGroups: ['b2b'],
          link: '/kontakt',
        },
      ],
      video: {
        title: {
          cs: 'Jak vybrat lubrikační gel',
          sk: 'Ako vybrať lubrikačný gél',
          de: 'So finden Sie das richtige Gleitgel',
        },
        url: 'https://www.youtube-nocookie.com/embed/lubrikacni-gely',
      },
      catalogBanners: [
        {
          id: 'cb-gely-doprava',
          position: 4,
          image: 'cms/banners/doprava-zdarma.svg',
          title: {
            cs: 'Doprava zdarma od 1 500 Kč',
            sk: 'Doprava zadarmo od 60 €',
            de: 'Versandkostenfrei ab 60 €',
          },
          url: '/vse-o-nakupu/doprava',
          customerGroups: [],
          itemId: 'doprava-zdarma',
          itemName: 'Doprava zdarma',
        },
        {
          id: 'cb-gely-akce',
          position: 9,
          image: 'cms/banners/akce.svg',
          title: {
            cs: 'Podzimní akce na gely',
            sk: 'Jesenná akcia na gély',
            de: 'Herbstaktion auf Gleitgele',
          },
          url: '/vyprodej',
          customerGroups: [],
          timeLimit: { start: at(-400), end: at(400) },
          itemId: 'podzim-gely',
          itemName: 'Podzimní akce',
        },
        {
          id: 'cb-gely-leto',
          position: 9,
          image: 'cms/banners/akce.svg',
          title: {
            cs: 'Letní akce (skončila)',
            sk: 'Letná akcia (skončila)',
            de: 'Sommeraktion (beendet)',
          },
          customerGroups: [],
          timeLimit: { start: at(-500), end: at(-420) },
        },
      ],
      limitedOffers: gel
        ? [
            {
              id: 'lo-gel-tyden',
              type: 'product',
              title: {
                cs: 'Gel týdne za akční cenu',
                sk: 'Gél týždňa za akciovú cenu',
                de: 'Gel der Woche zum Aktionspreis',
              },
              active: true,
              from: at(-400),
              until: at(400),
              textButton: { cs: 'Chci ho', sk: 'Chcem ho', de: 'Will ich haben' },
              domains: [],
              productId: gel,
            },
          ]
        : [],
    },
    {
      categoryId: cat('kondomy'),
      bannerImage: 'cms/banners/kondomy.svg',
      faq: [
        faq(
          'faq-kondomy-velikost',
          {
            cs: 'Jak zvolit velikost kondomu?',
            sk: 'Ako zvoliť veľkosť kondómu?',
            de: 'Wie finde ich die richtige Kondomgröße?',
          },
          {
            cs: 'Rozhoduje obvod, ne délka. Nominální šířka 52–54 mm sedí většině mužů; při obvodu nad 12 cm volte 57 mm a víc.',
            sk: 'Rozhoduje obvod, nie dĺžka. Nominálna šírka 52–54 mm sedí väčšine mužov; pri obvode nad 12 cm voľte 57 mm a viac.',
            de: 'Entscheidend ist der Umfang, nicht die Länge. Eine nominale Breite von 52–54 mm passt den meisten Männern; bei einem Umfang über 12 cm wählen Sie 57 mm oder mehr.',
          },
        ),
        faq(
          'faq-kondomy-latex',
          {
            cs: 'Mám alergii na latex. Co zvolit?',
            sk: 'Mám alergiu na latex. Čo zvoliť?',
            de: 'Ich habe eine Latexallergie. Was soll ich wählen?',
          },
          {
            cs: 'Kondomy z polyisoprenu nebo polyuretanu, najdete je v kategorii Kondomy bez latexu.',
            sk: 'Kondómy z polyizoprénu alebo polyuretánu, nájdete ich v kategórii Kondómy bez latexu.',
            de: 'Kondome aus Polyisopren oder Polyurethan, Sie finden sie unter Kondome in der Kategorie Latexfrei.',
          },
        ),
      ],
      catalogBanners: [
        {
          id: 'cb-kondomy-vip',
          position: 6,
          image: 'cms/banners/vip.svg',
          title: {
            cs: 'Pro věrné zákazníky sleva 10 %',
            sk: 'Pre verných zákazníkov zľava 10 %',
            de: '10 % Rabatt für treue Kunden',
          },
          url: '/vyprodej',
          customerGroups: ['vip'],
        },
      ],
    },
    {
      categoryId: cat('podlozky-na-cviceni'),
      faq: [
        faq(
          'faq-podlozky-tloustka',
          {
            cs: 'Jak silnou podložku zvolit?',
            sk: 'Akú hrubú podložku zvoliť?',
            de: 'Wie dick sollte die Matte sein?',
          },
          {
            cs: 'Na jógu 4–6 mm kvůli stabilitě, na pilates a strečink 8–15 mm kvůli kloubům.',
            sk: 'Na jogu 4–6 mm kvôli stabilite, na pilates a strečing 8–15 mm kvôli kĺbom.',
            de: 'Für Yoga 4–6 mm wegen der Stabilität, für Pilates und Stretching 8–15 mm zum Schutz der Gelenke.',
          },
        ),
      ],
      video: {
        title: {
          cs: 'Pozdrav slunci pro začátečníky',
          sk: 'Pozdrav slnku pre začiatočníkov',
          de: 'Sonnengruß für Einsteiger',
        },
        url: 'https://www.youtube-nocookie.com/embed/pozdrav-slunci',
      },
      limitedOffers: mat
        ? [
            {
              id: 'lo-podlozka-sk',
              type: 'product',
              title: { cs: 'Podložka za akční cenu', sk: 'Podložka za akciovú cenu' },
              active: true,
              until: at(400),
              domains: ['sk'],
              productId: mat,
            },
          ]
        : [],
    },
  ];
}

const MATERIAL_TEXTS: [code: string, hygiene: Text, lubricants: Text, description: Text][] = [
  [
    'latex',
    {
      cs: 'Kondomy jsou na jedno použití. Skladujte v suchu a chladu, mimo přímé slunce.',
      sk: 'Kondómy sú na jedno použitie. Skladujte v suchu a chlade, mimo priameho slnka.',
      de: 'Kondome sind zum einmaligen Gebrauch bestimmt. Trocken und kühl lagern, vor direkter Sonne geschützt.',
    },
    {
      cs: 'Jen lubrikanty na vodní nebo silikonové bázi; oleje latex narušují.',
      sk: 'Len lubrikanty na vodnej alebo silikónovej báze; oleje latex narúšajú.',
      de: 'Nur Gleitmittel auf Wasser- oder Silikonbasis; Öle greifen Latex an.',
    },
    {
      cs: 'Přírodní latex je pružný a tenký, může však vyvolat alergii.',
      sk: 'Prírodný latex je pružný a tenký, môže však vyvolať alergiu.',
      de: 'Naturlatex ist elastisch und dünn, kann aber Allergien auslösen.',
    },
  ],
  [
    'polyisopren',
    {
      cs: 'Na jedno použití. Skladujte v suchu a chladu.',
      sk: 'Na jedno použitie. Skladujte v suchu a chlade.',
      de: 'Zum einmaligen Gebrauch. Trocken und kühl lagern.',
    },
    {
      cs: 'Lubrikanty na vodní nebo silikonové bázi.',
      sk: 'Lubrikanty na vodnej alebo silikónovej báze.',
      de: 'Gleitmittel auf Wasser- oder Silikonbasis.',
    },
    {
      cs: 'Syntetický kaučuk bez latexových bílkovin: vhodný pro alergiky.',
      sk: 'Syntetický kaučuk bez latexových bielkovín: vhodný pre alergikov.',
      de: 'Synthetischer Kautschuk ohne Latexproteine: für Allergiker geeignet.',
    },
  ],
  [
    'polyuretan',
    { cs: 'Na jedno použití.', sk: 'Na jedno použitie.', de: 'Zum einmaligen Gebrauch.' },
    {
      cs: 'Snáší lubrikanty na vodní, silikonové i olejové bázi.',
      sk: 'Znáša lubrikanty na vodnej, silikónovej aj olejovej báze.',
      de: 'Verträgt Gleitmittel auf Wasser-, Silikon- und Ölbasis.',
    },
    {
      cs: 'Velmi tenký materiál bez latexu, dobře vede teplo.',
      sk: 'Veľmi tenký materiál bez latexu, dobre vedie teplo.',
      de: 'Sehr dünnes, latexfreies Material, das Wärme gut überträgt.',
    },
  ],
  [
    'lekarsky-silikon',
    {
      cs: 'Před prvním použitím i po každém použití vyvařte 3–5 minut nebo omyjte teplou vodou a jemným mýdlem.',
      sk: 'Pred prvým použitím aj po každom použití vyvarte 3–5 minút alebo umyte teplou vodou a jemným mydlom.',
      de: 'Vor dem ersten und nach jedem Gebrauch 3–5 Minuten auskochen oder mit warmem Wasser und milder Seife reinigen.',
    },
    {
      cs: 'Lubrikanty na vodní bázi; silikonové lubrikanty mohou povrch silikonu narušit.',
      sk: 'Lubrikanty na vodnej báze; silikónové lubrikanty môžu povrch silikónu narušiť.',
      de: 'Gleitmittel auf Wasserbasis; Gleitmittel auf Silikonbasis können die Silikonoberfläche angreifen.',
    },
    {
      cs: 'Hypoalergenní, bez BPA a ftalátů, odolává teplotě i vyvařování.',
      sk: 'Hypoalergénny, bez BPA a ftalátov, odoláva teplote aj vyváraniu.',
      de: 'Hypoallergen, frei von BPA und Phthalaten, hitzebeständig und auskochbar.',
    },
  ],
  [
    'tpe',
    {
      cs: 'Omyjte teplou vodou a jemným mýdlem, nevyvařujte.',
      sk: 'Umyte teplou vodou a jemným mydlom, nevyvárajte.',
      de: 'Mit warmem Wasser und milder Seife reinigen, nicht auskochen.',
    },
    {
      cs: 'Jen lubrikanty na vodní bázi.',
      sk: 'Len lubrikanty na vodnej báze.',
      de: 'Nur Gleitmittel auf Wasserbasis.',
    },
    {
      cs: 'Termoplastický elastomer: měkký a pružný, bez latexu a ftalátů.',
      sk: 'Termoplastický elastomér: mäkký a pružný, bez latexu a ftalátov.',
      de: 'Thermoplastisches Elastomer: weich und elastisch, frei von Latex und Phthalaten.',
    },
  ],
  [
    'neopren',
    {
      cs: 'Otřete vlhkým hadříkem, sušte volně na vzduchu.',
      sk: 'Utrite vlhkou handričkou, sušte voľne na vzduchu.',
      de: 'Mit einem feuchten Tuch abwischen und an der Luft trocknen lassen.',
    },
    {
      cs: 'Není určeno pro kontakt s lubrikanty.',
      sk: 'Nie je určené na kontakt s lubrikantmi.',
      de: 'Nicht für den Kontakt mit Gleitmitteln bestimmt.',
    },
    {
      cs: 'Odolný pružný materiál pro potahy činek a závaží.',
      sk: 'Odolný pružný materiál na poťahy činiek a závaží.',
      de: 'Robustes, elastisches Material für die Ummantelung von Hanteln und Gewichten.',
    },
  ],
  [
    'korek',
    {
      cs: 'Otřete vlhkým hadříkem, nemáčejte; korek je přirozeně antibakteriální.',
      sk: 'Utrite vlhkou handričkou, nenamáčajte; korok je prirodzene antibakteriálny.',
      de: 'Mit einem feuchten Tuch abwischen, nicht einweichen; Kork wirkt von Natur aus antibakteriell.',
    },
    {
      cs: 'Není určeno pro kontakt s lubrikanty.',
      sk: 'Nie je určené na kontakt s lubrikantmi.',
      de: 'Nicht für den Kontakt mit Gleitmitteln bestimmt.',
    },
    {
      cs: 'Přírodní obnovitelný materiál s dobrou přilnavostí i při pocení.',
      sk: 'Prírodný obnoviteľný materiál s dobrou priľnavosťou aj pri potení.',
      de: 'Natürlicher, nachwachsender Rohstoff mit gutem Halt, auch bei Schweiß.',
    },
  ],
];

const BRAND_COLOURS = [
  '#8E5BC9',
  '#3BB1AE',
  '#D4525C',
  '#4F7FD1',
  '#EE8F45',
  '#6BB26E',
  '#C2407A',
  '#2B2B2E',
];

/** A text-free logo: a coloured badge with a shape chosen by the brand's index. */
function drawLogo(index: number): string {
  const colour = BRAND_COLOURS[index % BRAND_COLOURS.length] ?? '#8E5BC9';
  const light = mix(colour, '#ffffff', 0.75);
  const shapes = [
    `<circle cx="200" cy="200" r="90" fill="${light}"/>`,
    `<rect x="120" y="120" width="160" height="160" rx="28" fill="${light}"/>`,
    `<polygon points="200,100 300,290 100,290" fill="${light}"/>`,
    `<path d="M200 300 C80 220 110 110 200 160 C290 110 320 220 200 300 Z" fill="${light}"/>`,
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" rx="80" fill="${colour}"/>` +
    (shapes[index % shapes.length] ?? '') +
    `<circle cx="200" cy="200" r="${30 + (index % 3) * 10}" fill="${colour}"/>` +
    `</svg>`
  );
}

/** A swatch for a colour that a flat hex cannot show (transparent: a checkerboard under a tint). */
function drawTransparentSwatch(hex: string): string {
  const cells: string[] = [];
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++)
      if ((x + y) % 2 === 0)
        cells.push(`<rect x="${x * 25}" y="${y * 25}" width="25" height="25" fill="#d0d4da"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" fill="#ffffff"/>${cells.join('')}` +
    `<rect width="200" height="200" fill="${hex}" opacity="0.55"/></svg>`
  );
}

function drawBanner(colour: string): string {
  const light = mix(colour, '#ffffff', 0.8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">` +
    `<rect width="800" height="400" fill="${light}"/>` +
    `<circle cx="650" cy="200" r="160" fill="${colour}" opacity="0.6"/>` +
    `<rect x="60" y="150" width="360" height="36" rx="18" fill="${colour}"/>` +
    `<rect x="60" y="210" width="240" height="24" rx="12" fill="${colour}" opacity="0.5"/></svg>`
  );
}

const BANNERS: [path: string, colour: string][] = [
  ['cms/banners/lubrikacni-gely.svg', '#3BB1AE'],
  ['cms/banners/kondomy.svg', '#D4525C'],
  ['cms/banners/poradna.svg', '#8E5BC9'],
  ['cms/banners/doprava-zdarma.svg', '#2F6FD0'],
  ['cms/banners/akce.svg', '#E8872B'],
  ['cms/banners/vip.svg', '#C2407A'],
];

export function buildCmsContent(
  products: ProductRow[],
  reference: Date,
): { cms: CmsDataset; images: { path: string; svg: string }[] } {
  const transparent = parameterValue('barva', 'pruhledna');
  const brandLogos = BRAND_ROWS.map((b, i) => ({
    brandId: b.id,
    path: `brands/${b.slug}.svg`,
    svg: drawLogo(i),
  }));
  const cms: CmsDataset = {
    virtualCategories: structuredClone(VIRTUAL),
    filteredCategories: structuredClone(FILTERED),
    categoryContent: categoryContent(products, reference),
    colourImages: [{ valueId: transparent.id, image: 'colours/pruhledna.svg' }],
    brands: brandLogos.map((b) => ({ brandId: b.brandId, logo: b.path })),
    materials: MATERIAL_TEXTS.map(([code, hygiene, lubricants, description]) => ({
      valueId: value('material', code),
      hygiene: html(hygiene),
      lubricants: html(lubricants),
      description: html(description),
    })),
    redirects: [
      { from: '/lubrikanty', to: '/lubrikacni-gely' },
      { from: '/prezervativy', to: '/kondomy' },
      { from: '/fitness-pomucky', to: '/fitness' },
      { from: '/doprava-a-platba', to: '/vse-o-nakupu/doprava' },
    ],
    urlRewrites: [
      { locale: 'cs', path: '/kontakty', pageSlug: 'kontakt' },
      { locale: 'cs', path: '/obchodni-podminky', pageSlug: 'obchodni-podminky' },
      { locale: 'sk', path: '/obchodne-podmienky', pageSlug: 'obchodni-podminky' },
      { locale: 'de', path: '/agb', pageSlug: 'obchodni-podminky' },
    ],
  };
  const images = [
    ...brandLogos.map((b) => ({ path: b.path, svg: b.svg })),
    { path: 'colours/pruhledna.svg', svg: drawTransparentSwatch(transparent.colorHex ?? '#DCEBF0') },
    ...BANNERS.map(([path, colour]) => ({ path, svg: drawBanner(colour) })),
  ];
  return { cms, images };
}
