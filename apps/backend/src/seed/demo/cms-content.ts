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
    },
    tagIds: [TAG.sale],
    categoryIds: [],
    excludedCategoryIds: [],
    parameters: [],
    seo: { title: 'Výprodej', description: 'Intimní a fitness zboží ve výprodeji.' },
  },
  {
    id: 2,
    slug: 'novinky',
    title: { cs: 'Novinky', sk: 'Novinky', de: 'Neuheiten' },
    description: { cs: '<p>Co je u nás nového: čerstvě naskladněné zboží.</p>' },
    tagIds: [TAG.new],
    categoryIds: [],
    excludedCategoryIds: [],
    parameters: [],
    seo: { title: 'Novinky', description: 'Nově naskladněné zboží.' },
  },
  {
    id: 3,
    slug: 'darky-do-500-kc',
    title: { cs: 'Dárky do 500 Kč', sk: 'Darčeky do 500 Kč' },
    description: {
      cs: '<p>Tipy na dárek do 500 Kč: masážní oleje, intimní kosmetika a pomůcky na regeneraci.</p>',
    },
    tagIds: [],
    categoryIds: [cat('masazni-oleje'), cat('intimni-hygiena'), cat('regenerace')],
    excludedCategoryIds: [],
    parameters: [],
    price: { currency: 'CZK', to: 50_000 },
    seo: { title: 'Dárky do 500 Kč', description: 'Dárky pro radost do 500 Kč.' },
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
    seo: { title: 'Bez latexu', description: 'Výrobky bez latexu pro alergiky.' },
  },
  {
    id: 5,
    slug: 'cviceni-doma',
    title: { cs: 'Cvičení doma', sk: 'Cvičenie doma', de: 'Training zu Hause' },
    description: {
      cs: '<p>Pomůcky na cvičení v obýváku: gumy, podložky, švihadla. Bez těžkých kettlebellů.</p>',
    },
    tagIds: [],
    categoryIds: [cat('fitness')],
    excludedCategoryIds: [cat('kettlebelly')],
    parameters: [],
    seo: { title: 'Cvičení doma', description: 'Fitness pomůcky pro cvičení doma.' },
  },
];

const FILTERED: CmsDataset['filteredCategories'] = [
  {
    id: 1,
    slug: 'fialove-podlozky-na-jogu',
    categoryId: cat('podlozky-na-cviceni'),
    title: { cs: 'Fialové podložky na jógu', sk: 'Fialové podložky na jogu' },
    description: { cs: '<p>Podložky na jógu a pilates ve fialové barvě.</p>' },
    parameterValueIds: [value('barva', 'fialova')],
    seo: { title: 'Fialové podložky na jógu' },
  },
  {
    id: 2,
    slug: 'cervene-odporove-gumy',
    categoryId: cat('odporove-gumy'),
    title: { cs: 'Červené odporové gumy', sk: 'Červené odporové gumy' },
    parameterValueIds: [value('barva', 'cervena')],
    seo: { title: 'Červené odporové gumy' },
  },
  {
    id: 3,
    slug: 'kondomy-velikost-xl',
    categoryId: cat('kondomy'),
    title: { cs: 'Kondomy XL', sk: 'Kondómy XL', de: 'Kondome XL' },
    description: {
      cs: '<p>Kondomy s nominální šířkou 60 a 64 mm pro větší obvod. Velikost vyberte podle tabulky v poradně.</p>',
    },
    parameterValueIds: [value('velikost-kondomu', '60'), value('velikost-kondomu', '64')],
    seo: { title: 'Kondomy XL (60 a 64 mm)' },
  },
  {
    id: 4,
    slug: 'lubrikacni-gely-100-ml',
    categoryId: cat('lubrikacni-gely'),
    title: { cs: 'Lubrikační gely 100 ml', sk: 'Lubrikačné gély 100 ml', de: 'Gleitgele 100 ml' },
    parameterValueIds: [value('objem', '100')],
    seo: { title: 'Lubrikační gely 100 ml' },
  },
  {
    id: 5,
    slug: 'menstruacni-kalisky-velikost-s',
    categoryId: cat('menstruacni-kalisky'),
    title: { cs: 'Menstruační kalíšky velikosti S', sk: 'Menštruačné kalíšky veľkosti S' },
    parameterValueIds: [value('velikost-kalisku', 's')],
    seo: { title: 'Menstruační kalíšky S' },
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
    seo: { title: 'Masážní oleje s levandulí' },
  },
];

const faq = (id: string, title: string, content: string) => ({
  id,
  title: { cs: title },
  content: { cs: `<p>${content}</p>` },
});

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
          'Které lubrikační gely jsou vhodné ke kondomům?',
          'Gely na vodní a silikonové bázi. Olejové gely latex narušují, s latexovými kondomy je nepoužívejte.',
        ),
        faq(
          'faq-gely-ph',
          'Na co se zaměřit při citlivé pokožce?',
          'Volte gely bez parfemace, s pH kolem 4,5 a s nízkou osmolalitou.',
        ),
      ],
      smallBanners: [
        {
          id: 'sb-gely-poradna',
          title: { cs: 'Nevíte, který gel vybrat?', sk: 'Neviete, ktorý gél vybrať?' },
          description: { cs: '<p>Přečtěte si našeho průvodce lubrikačními gely.</p>' },
          weight: 20,
          customerGroups: [],
          link: '/poradna',
          image: 'cms/banners/poradna.svg',
        },
        {
          id: 'sb-gely-b2b',
          title: { cs: 'Velkoobchodní balení pro ordinace' },
          weight: 10,
          customerGroups: ['b2b'],
          link: '/kontakt',
        },
      ],
      video: {
        title: { cs: 'Jak vybrat lubrikační gel', sk: 'Ako vybrať lubrikačný gél' },
        url: 'https://www.youtube-nocookie.com/embed/lubrikacni-gely',
      },
      catalogBanners: [
        {
          id: 'cb-gely-doprava',
          position: 4,
          image: 'cms/banners/doprava-zdarma.svg',
          title: { cs: 'Doprava zdarma od 1 500 Kč', sk: 'Doprava zadarmo od 60 €' },
          url: '/vse-o-nakupu/doprava',
          customerGroups: [],
          itemId: 'doprava-zdarma',
          itemName: 'Doprava zdarma',
        },
        {
          id: 'cb-gely-akce',
          position: 9,
          image: 'cms/banners/akce.svg',
          title: { cs: 'Podzimní akce na gely' },
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
          title: { cs: 'Letní akce (skončila)' },
          customerGroups: [],
          timeLimit: { start: at(-500), end: at(-420) },
        },
      ],
      limitedOffers: gel
        ? [
            {
              id: 'lo-gel-tyden',
              type: 'product',
              title: { cs: 'Gel týdne za akční cenu', sk: 'Gél týždňa za akciovú cenu' },
              active: true,
              from: at(-400),
              until: at(400),
              textButton: { cs: 'Chci ho', sk: 'Chcem ho' },
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
          'Jak zvolit velikost kondomu?',
          'Rozhoduje obvod, ne délka. Nominální šířka 52–54 mm sedí většině mužů; při obvodu nad 12 cm volte 57 mm a víc.',
        ),
        faq(
          'faq-kondomy-latex',
          'Mám alergii na latex. Co zvolit?',
          'Kondomy z polyisoprenu nebo polyuretanu, najdete je v kategorii Kondomy bez latexu.',
        ),
      ],
      catalogBanners: [
        {
          id: 'cb-kondomy-vip',
          position: 6,
          image: 'cms/banners/vip.svg',
          title: { cs: 'Pro věrné zákazníky sleva 10 %' },
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
          'Jak silnou podložku zvolit?',
          'Na jógu 4–6 mm kvůli stabilitě, na pilates a strečink 8–15 mm kvůli kloubům.',
        ),
      ],
      video: {
        title: { cs: 'Pozdrav slunci pro začátečníky' },
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

const MATERIAL_TEXTS: [code: string, hygiene: string, lubricants: string, description: string][] = [
  [
    'latex',
    'Kondomy jsou na jedno použití. Skladujte v suchu a chladu, mimo přímé slunce.',
    'Jen lubrikanty na vodní nebo silikonové bázi; oleje latex narušují.',
    'Přírodní latex je pružný a tenký, může však vyvolat alergii.',
  ],
  [
    'polyisopren',
    'Na jedno použití. Skladujte v suchu a chladu.',
    'Lubrikanty na vodní nebo silikonové bázi.',
    'Syntetický kaučuk bez latexových bílkovin: vhodný pro alergiky.',
  ],
  [
    'polyuretan',
    'Na jedno použití.',
    'Snáší lubrikanty na vodní, silikonové i olejové bázi.',
    'Velmi tenký materiál bez latexu, dobře vede teplo.',
  ],
  [
    'lekarsky-silikon',
    'Před prvním použitím i po každém použití vyvařte 3–5 minut nebo omyjte teplou vodou a jemným mýdlem.',
    'Lubrikanty na vodní bázi; silikonové lubrikanty mohou povrch silikonu narušit.',
    'Hypoalergenní, bez BPA a ftalátů, odolává teplotě i vyvařování.',
  ],
  [
    'tpe',
    'Omyjte teplou vodou a jemným mýdlem, nevyvařujte.',
    'Jen lubrikanty na vodní bázi.',
    'Termoplastický elastomer: měkký a pružný, bez latexu a ftalátů.',
  ],
  [
    'neopren',
    'Otřete vlhkým hadříkem, sušte volně na vzduchu.',
    'Není určeno pro kontakt s lubrikanty.',
    'Odolný pružný materiál pro potahy činek a závaží.',
  ],
  [
    'korek',
    'Otřete vlhkým hadříkem, nemáčejte; korek je přirozeně antibakteriální.',
    'Není určeno pro kontakt s lubrikanty.',
    'Přírodní obnovitelný materiál s dobrou přilnavostí i při pocení.',
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

const html = (text: string): Translated => ({ cs: `<p>${text}</p>` });

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
