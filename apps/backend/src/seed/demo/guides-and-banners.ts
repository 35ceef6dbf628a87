/**
 * The shopping guide (/poradna, a content page of blocks), three curated guides with the demo
 * products they recommend, the home page's wide banners and info boxes, and blocks under the
 * discretion text page. Products are picked by category from the generated catalogue, so the
 * references stay valid whatever the generator's seed.
 */
import type { ProductRow, SettingsRow } from '../dataset.ts';
import type { ContentBlocksDataset, CuratedGuideRow } from '../content-blocks-dataset.ts';
import { categoryBySlug } from './categories.ts';

const DAY = 86_400_000;
const cat = (slug: string) => categoryBySlug(slug).id;

export const GUIDE_IDS = { lubricant: 1, pelvicFloor: 2, menstrualCup: 3 } as const;

const GUIDE_IMAGES = {
  lubricant: 'cms/guides/lubrikacni-gel.svg',
  pelvicFloor: 'cms/guides/panevni-dno.svg',
  menstrualCup: 'cms/guides/menstruacni-kalisek.svg',
};
const WIDE_BANNER_IMAGES = {
  guides: 'cms/wide-banners/pruvodci.svg',
  shipping: 'cms/wide-banners/odeslani-do-14.svg',
  autumn: 'cms/wide-banners/podzimni-vyprodej.svg',
  summer: 'cms/wide-banners/letni-akce.svg',
};
const POSTER = 'cms/guides/plakat.svg';

/** A flat illustration: a tinted background with soft circles, the drawing style of the shop. */
function drawIllustration(
  width: number,
  height: number,
  colour: string,
  accent: string,
  { lines = true }: { lines?: boolean } = {},
): string {
  const r = Math.round(height * 0.42);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}" opacity="0.16"/>` +
    `<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.5)}" r="${r}" fill="${colour}" opacity="0.55"/>` +
    `<circle cx="${Math.round(width * 0.68)}" cy="${Math.round(height * 0.68)}" r="${Math.round(r / 2)}" fill="${accent}" opacity="0.7"/>` +
    // Wide banners keep their left half empty: the banner's text stands there.
    (lines
      ? `<rect x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.36)}" width="${Math.round(width * 0.36)}" height="${Math.round(height * 0.08)}" rx="8" fill="${colour}" opacity="0.45"/>` +
        `<rect x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.52)}" width="${Math.round(width * 0.24)}" height="${Math.round(height * 0.06)}" rx="8" fill="${accent}" opacity="0.45"/>`
      : '') +
    `</svg>`
  );
}

function images(): { path: string; svg: string }[] {
  return [
    { path: GUIDE_IMAGES.lubricant, svg: drawIllustration(800, 500, '#3BB1AE', '#2F6FD0') },
    { path: GUIDE_IMAGES.pelvicFloor, svg: drawIllustration(800, 500, '#C2407A', '#8E5BC9') },
    { path: GUIDE_IMAGES.menstrualCup, svg: drawIllustration(800, 500, '#D4525C', '#E8872B') },
    {
      path: WIDE_BANNER_IMAGES.guides,
      svg: drawIllustration(1600, 480, '#8E5BC9', '#3BB1AE', { lines: false }),
    },
    {
      path: WIDE_BANNER_IMAGES.shipping,
      svg: drawIllustration(1600, 480, '#2F6FD0', '#3BB1AE', { lines: false }),
    },
    {
      path: WIDE_BANNER_IMAGES.autumn,
      svg: drawIllustration(1600, 480, '#E8872B', '#D4525C', { lines: false }),
    },
    {
      path: WIDE_BANNER_IMAGES.summer,
      svg: drawIllustration(1600, 480, '#E8C32B', '#3BB1AE', { lines: false }),
    },
    { path: POSTER, svg: drawIllustration(600, 600, '#3BB1AE', '#C2407A') },
  ];
}

/** Up to `count` saleable products of the categories, in catalogue order. */
function pick(products: ProductRow[], slugs: string[], count: number): number[] {
  const ids = new Set(slugs.map(cat));
  return products
    .filter((p) => p.saleable && ids.has(p.categoryId))
    .slice(0, count)
    .map((p) => p.id);
}

const t = (cs: string, sk?: string, de?: string) => ({ cs, ...(sk ? { sk } : {}), ...(de ? { de } : {}) });

function guides(products: ProductRow[]): CuratedGuideRow[] {
  return [
    {
      id: GUIDE_IDS.lubricant,
      slug: 'jak-vybrat-lubrikacni-gel',
      title: t('Jak vybrat lubrikační gel', 'Ako vybrať lubrikačný gél', 'Wie man ein Gleitgel wählt'),
      subtitle: t('Vodní, silikonový, nebo hybridní? Rozdíly a naše tipy.'),
      perex: t(
        'Lubrikační gel zpříjemní intimní chvíle i pomůže při suchosti sliznice. Podle čeho vybírat, co se snese s kondomy a silikonovými pomůckami a čemu se vyhnout při citlivé pokožce.',
      ),
      image: GUIDE_IMAGES.lubricant,
      weight: 30,
      seo: {
        title: 'Jak vybrat lubrikační gel – průvodce',
        description: 'Gely na vodní, silikonové a hybridní bázi: k čemu se hodí a na co si dát pozor.',
      },
      blocks: [
        {
          type: 'benefit_body',
          icon_type: 'question',
          content: t(
            '<p><strong>Nejdřív si ujasněte, k čemu gel chcete.</strong> Pro běžné použití s kondomem i bez něj se hodí gel na vodní bázi, pro delší chvíle a do vody silikonový, hybridní nabízí něco z obojího.</p>',
          ),
        },
        {
          type: 'curated_guide_products',
          title: t('Gely na vodní bázi'),
          content: t(
            '<p>Univerzální volba: snesou se se všemi kondomy i pomůckami, snadno se smyjí vodou a nešpiní prádlo. Při delším použití mohou zasychat, pak stačí přidat pár kapek vody.</p>',
          ),
          benefit_line: t('Bezpečné s latexem i silikonem, smyjete je vodou'),
          products_list_title: t('Naše tipy na gely na vodní bázi'),
          product_ids: pick(products, ['lubrikacni-gely-na-vodni-bazi'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Silikonové gely'),
          content: t(
            '<p>Vydrží klouzavé mnohem déle a nevysychají ani ve vodě. <strong>Nepoužívejte je se silikonovými pomůckami</strong>: silikon se silikonem může povrch pomůcky narušit.</p>',
          ),
          benefit_line: t('Dlouhotrvající, vhodné i do sprchy'),
          products_list_title: t('Osvědčené silikonové gely'),
          product_ids: pick(products, ['silikonove-lubrikacni-gely'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Hybridní gely'),
          content: t(
            '<p>Spojují vodní základ s malým podílem silikonu: jsou hebké jako silikonové a smyjí se skoro jako vodní. Dobrá volba, když nevíte, kterou cestou se vydat.</p>',
          ),
          benefit_line: t('Kompromis mezi vydržením a snadným smytím'),
          products_list_title: t('Hybridní gely skladem'),
          product_ids: pick(products, ['hybridni-lubrikacni-gely'], 4),
        },
        {
          type: 'collapsible',
          title: t('Mám citlivou pokožku. Na co se zaměřit?'),
          text: t(
            '<p>Volte gely bez parfemace a bez hřejivých či chladivých přísad, s pH kolem 4,5 a nízkou osmolalitou. Nový gel nejdřív vyzkoušejte na malé ploše kůže.</p>',
          ),
        },
      ],
    },
    {
      id: GUIDE_IDS.pelvicFloor,
      slug: 'zaciname-s-posilovanim-panevniho-dna',
      title: t(
        'Začínáme s posilováním pánevního dna',
        'Začíname s posilňovaním panvového dna',
        'Beckenbodentraining für Einsteigerinnen',
      ),
      subtitle: t('Od prvních cviků po venušiny kuličky a trenažéry s aplikací.'),
      perex: t(
        'Silné pánevní dno pomáhá po porodu, při únikech moči i ke kvalitnějšímu sexu. Ukážeme, jak cviky správně najít, jak často cvičit a kdy sáhnout po pomůcce.',
      ),
      image: GUIDE_IMAGES.pelvicFloor,
      weight: 20,
      seo: {
        title: 'Začínáme s posilováním pánevního dna',
        description: 'Jak začít s cviky pánevního dna a které pomůcky zvolit na začátek.',
      },
      blocks: [
        {
          type: 'text',
          text: t(
            '<h2>Najděte správné svaly</h2><p>Představte si, že chcete zastavit proud moči a zároveň zadržet plyny. Svaly, které se přitom stáhnou, jsou svaly pánevního dna. Hýždě, břicho a stehna zůstávají uvolněné.</p><ol><li>Stáhněte svaly na 3–5 sekund.</li><li>Stejně dlouho je uvolněte.</li><li>Opakujte desetkrát, třikrát denně.</li></ol><p>Při bolesti nebo po operaci se nejdřív poraďte s fyzioterapeutkou.</p>',
          ),
        },
        {
          type: 'curated_guide_products',
          title: t('Venušiny kuličky'),
          content: t(
            '<p>Kuličky s pohyblivým závažím uvnitř drobnými pohyby samy vybízejí svaly ke stahu. Začněte lehčími kuličkami na 15 minut denně a postupně přidávejte.</p>',
          ),
          benefit_line: t('Jednoduché, diskrétní, bez baterií'),
          products_list_title: t('Kuličky pro začátečnice i pokročilé'),
          product_ids: pick(products, ['venusiny-kulicky'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Trenažéry s aplikací'),
          content: t(
            '<p>Trenažér měří sílu stahu a aplikace v telefonu vás provede cvičením jako hra. Hodí se, když chcete vidět pokroky a cvičit pravidelně.</p>',
          ),
          benefit_line: t('Zpětná vazba a plán cvičení v telefonu'),
          products_list_title: t('Trenažéry, které vás povedou'),
          product_ids: pick(products, ['trenazery-s-aplikaci'], 4),
        },
        {
          type: 'quote',
          text: t('Výsledky se obvykle dostaví po šesti až osmi týdnech pravidelného cvičení. Vydržte.'),
          author: 'Fyzioterapeutka Mgr. Lenka Horáková',
        },
      ],
    },
    {
      id: GUIDE_IDS.menstrualCup,
      slug: 'menstruacni-kalisek-pro-zacatecnice',
      title: t(
        'Menstruační kalíšek pro začátečnice',
        'Menštruačný kalíšok pre začiatočníčky',
        'Menstruationstasse für Einsteigerinnen',
      ),
      subtitle: t('Velikost, zavádění a péče, aby první cyklus proběhl v klidu.'),
      perex: t(
        'Kalíšek vydrží roky, ušetří peníze i odpad a při správném zavedení o něm nevíte. Poradíme, jakou velikost zvolit, jak ho zavést a jak se o něj starat.',
      ),
      image: GUIDE_IMAGES.menstrualCup,
      weight: 10,
      seo: {
        title: 'Menstruační kalíšek pro začátečnice',
        description: 'Jak vybrat velikost menstruačního kalíšku, zavést ho a pečovat o něj.',
      },
      blocks: [
        {
          type: 'benefit_body',
          icon_type: 'check',
          content: t(
            '<p><strong>Velikost S</strong> je pro ženy do 30 let, které nerodily vaginálně; <strong>velikost L</strong> pro ostatní. Při nízko položeném čípku volte kratší kalíšek.</p>',
          ),
        },
        {
          type: 'curated_guide_products',
          title: t('Kalíšky na první vyzkoušení'),
          content: t(
            '<p>Měkčí kalíšky se snáz zavádějí, pevnější se spolehlivěji rozvinou. Pro začátek doporučujeme středně tuhý kalíšek z lékařského silikonu.</p>',
          ),
          benefit_line: t('Až 12 hodin bez výměny, na mnoho let'),
          products_list_title: t('Kalíšky, se kterými začnete snadno'),
          product_ids: pick(products, ['menstruacni-kalisky'], 4),
        },
        {
          type: 'curated_guide_products',
          title: t('Jistota navíc: menstruační kalhotky'),
          content: t(
            '<p>První dny s kalíškem se hodí pojistka. Menstruační kalhotky zachytí případné protečení a poslouží i samostatně při slabší menstruaci.</p>',
          ),
          benefit_line: t('Pratelné, bez vložek'),
          products_list_title: t('Kalhotky do začátku'),
          product_ids: pick(products, ['menstruacni-kalhotky'], 4),
        },
        {
          type: 'collapsible',
          title: t('Jak kalíšek čistit?'),
          text: t(
            '<p>Během menstruace ho při výměně vypláchněte studenou a pak teplou vodou. Po skončení cyklu ho 5 minut vyvařte a uložte do prodyšného sáčku.</p>',
          ),
        },
      ],
    },
  ];
}

export function buildGuidesAndBanners(
  products: ProductRow[],
  reference: Date,
): { data: ContentBlocksDataset; images: { path: string; svg: string }[] } {
  const at = (days: number) => new Date(reference.getTime() + days * DAY).toISOString();
  const data: ContentBlocksDataset = {
    curatedGuides: guides(products),
    contentPages: [
      {
        slug: 'poradna',
        title: t('Poradna', 'Poradňa', 'Ratgeber'),
        content: t(
          '<p>Nevíte si rady s výběrem? V poradně najdete průvodce výběrem, odpovědi na časté dotazy a články našich odbornic. A když si nebudete jistí, napište nám.</p>',
        ),
        blocksPerPage: 8,
        seo: {
          title: 'Poradna – jak vybrat a používat',
          description: 'Průvodci výběrem, časté dotazy a články o intimním zdraví a cvičení.',
        },
        blocks: [
          {
            type: 'big_title',
            title: t('Poradíme vám s výběrem', 'Poradíme vám s výberom'),
            text: t('<p>Diskrétně, srozumitelně a bez zbytečných řečí.</p>'),
            background_color: '#F3ECFA',
            text_color: '#3D2466',
          },
          {
            type: 'usp',
            block_title: t('Proč nakupovat u nás'),
            items: [
              {
                icon: 'truck',
                title: t('Odesíláme ještě dnes'),
                text: t('Objednávky do 14:00 odesíláme týž den, doručení do 2 dnů.'),
              },
              {
                icon: 'package',
                title: t('Diskrétní balení'),
                text: t('Neutrální krabice bez loga a názvu zboží.'),
              },
              {
                icon: 'return',
                title: t('Vrácení do 30 dnů'),
                text: t('Nerozbalené zboží vracejte do 30 dnů bez udání důvodu.'),
              },
              {
                icon: 'chat',
                title: t('Poradíme'),
                text: t('Odbornice odpovídají na dotazy v pracovní dny.'),
              },
            ],
          },
          {
            type: 'curated_guides',
            block_title: t('Průvodci výběrem'),
            guide_ids: [GUIDE_IDS.lubricant, GUIDE_IDS.pelvicFloor, GUIDE_IDS.menstrualCup],
          },
          {
            type: 'text_boxes',
            block_title: t('Kde hledat odpovědi'),
            background_color: '#F4F8FB',
            text_boxes: [
              {
                text: t(
                  '<h3>Časté dotazy</h3><p>Doprava, platba, vrácení zboží i diskrétnost: odpovědi na otázky, které dostáváme nejčastěji.</p><p><a href="/nejcastejsi-dotazy">Přejít na časté dotazy</a></p>',
                ),
                box_styles: ['bordered', 'rounded'],
              },
              {
                text: t(
                  '<h3>Nákupní rádce</h3><p>Články o lubrikaci, intimní hygieně, cvičení pánevního dna, józe i posilování.</p><p><a href="/nakupni-radce">Číst články</a></p>',
                ),
                box_styles: ['bordered', 'rounded'],
              },
              {
                text: t(
                  '<h3>Výkladový slovník</h3><p>Co znamená osmolalita, hybridní gel nebo TPE? Pojmy vysvětlené lidsky.</p>',
                ),
                background_color: '#FFFFFF',
                box_styles: ['shadow', 'rounded'],
              },
            ],
            button: {
              text: t('Napište nám'),
              button_link: '/kontakt',
              background_color: '#6B3FA0',
              text_color: '#FFFFFF',
              style: 'filled',
            },
          },
          {
            type: 'text',
            text: t(
              '<h2 class="rt-align-center">Jak s poradnou pracovat</h2>' +
                '<img src="/media/400x400/fit/noupscale/cms/guides/plakat.svg.webp" alt="" class="rt-float-right" width="200" height="200">' +
                '<p>Začněte průvodcem, který odpovídá vaší otázce. Každý průvodce vysvětlí rozdíly mezi druhy výrobků a nabídne několik osvědčených kousků ze skladu.</p>' +
                '<h3>Co v průvodcích najdete</h3><ul><li>rozdíly mezi druhy výrobků,</li><li>na co si dát pozor,</li><li>výrobky, které zákazníci hodnotí nejlépe.</li></ul>' +
                '<h4>Srovnání lubrikačních gelů</h4>' +
                '<table><thead><tr><th scope="col">Báze</th><th scope="col">S kondomem</th><th scope="col">Se silikonovou pomůckou</th></tr></thead>' +
                '<tbody><tr><td>vodní</td><td>ano</td><td>ano</td></tr><tr><td>silikonová</td><td>ano</td><td>ne</td></tr><tr><td>olejová</td><td>ne (latex)</td><td>ano</td></tr></tbody></table>' +
                '<h5>Potřebujete víc?</h5>' +
                '<p class="rt-full-width">Zavolejte nám nebo napište, odpovídáme v pracovní dny od 8 do 16 hodin.</p>' +
                '<p><a href="/kontakt" class="rt-button rt-button-primary rt-button-lg rt-icon-chat">Kontaktujte nás</a> ' +
                '<a href="https://www.nzip.cz/" target="_blank" class="rt-button rt-button-outline rt-button-sm rt-icon-external">Národní zdravotnický portál</a></p>',
            ),
          },
          {
            type: 'collapsible',
            title: t('Jak rychle zboží dorazí?'),
            text: t(
              '<p>Objednávky přijaté v pracovní den do 14:00 odesíláme ještě týž den. Doručení obvykle trvá 1–2 pracovní dny. <a href="/vse-o-nakupu/doprava">Více o dopravě</a></p>',
            ),
          },
          {
            type: 'collapsible',
            title: t('Pozná někdo, co jsem si objednal(a)?'),
            text: t(
              '<p>Ne. Zásilky balíme do neutrálních krabic bez loga, na faktuře i výpisu z účtu je jen obecný název firmy. <a href="/vse-o-nakupu/diskretnost-nakupu">Jak chráníme vaše soukromí</a></p>',
            ),
          },
          {
            type: 'categoryBoxes',
            block_title: t('Oblíbené kategorie'),
            category_ids: [
              cat('lubrikacni-gely'),
              cat('menstruace'),
              cat('trenazery-panevniho-dna'),
              cat('joga-a-pilates'),
            ],
          },
          // Page 2
          {
            type: 'benefit_body',
            icon_type: 'exclamation',
            content: t(
              '<p><strong>Poradna nenahrazuje lékaře.</strong> Při bolesti, krvácení nebo dlouhodobých potížích navštivte gynekologa, urologa nebo fyzioterapeuta.</p>',
            ),
          },
          {
            type: 'quote',
            text: t(
              'Nejčastější otázka, kterou dostáváme, je, jaký gel se hodí ke kondomům. Odpověď je jednoduchá: vodní nebo silikonový, nikdy olejový.',
            ),
            author: 'Tým zákaznické péče Intimfit',
          },
          {
            type: 'productBoxes',
            block_title: t('Zákazníci se nejčastěji ptají na'),
            product_ids: [
              ...pick(products, ['lubrikacni-gely-na-vodni-bazi'], 1),
              ...pick(products, ['menstruacni-kalisky'], 1),
              ...pick(products, ['venusiny-kulicky'], 1),
              ...pick(products, ['intimni-myci-gely'], 1),
            ],
          },
          {
            type: 'row',
            block_title: t('Regenerace po cvičení'),
            category_ids: [cat('regenerace')],
            product_ids: pick(products, ['foam-rollery', 'masazni-micky'], 3),
          },
          {
            type: 'categories',
            block_title: t('Všechny hlavní kategorie'),
            block_title_color: '#FFFFFF',
            block_title_background_color: '#0D6B63',
            top_category_ids: [
              'top-lubrikacni-gely',
              'top-menstruace',
              'top-trenazery-panevniho-dna',
              'top-posilovani',
            ],
          },
          {
            type: 'layout_images',
            block_title: t('Cvičení, které baví'),
            images: [
              {
                path: GUIDE_IMAGES.pelvicFloor,
                alt: t('Ilustrace: cvičení pánevního dna'),
                position: 'left',
                rotation: -4,
              },
              {
                path: GUIDE_IMAGES.menstrualCup,
                alt: t('Ilustrace: menstruační kalíšek'),
                position: 'right',
                offset_y: 10,
                rotation: 5,
              },
              {
                path: POSTER,
                alt: t(''),
                position: 'center',
                wallpaper: true,
              },
            ],
          },
          {
            type: 'newsletter',
            newsletter_type: 'with_text',
            block_title: t('Novinky z poradny e-mailem'),
            text: t(
              '<p>Jednou za měsíc pošleme nové články, průvodce a slevy jen pro odběratele. Odhlásit se můžete kdykoli jedním kliknutím.</p>',
            ),
          },
        ],
      },
    ],
    wideBanners: [
      {
        title: t('Průvodci výběrem', 'Sprievodcovia výberom', 'Kaufratgeber'),
        text1: t('Lubrikační gel, pánevní dno, menstruační kalíšek'),
        text2: t('Vybírejte s jistotou podle našich odbornic.'),
        buttonText: t('Do poradny', 'Do poradne', 'Zum Ratgeber'),
        image: WIDE_BANNER_IMAGES.guides,
        url: '/poradna',
        weight: 30,
        enabled: true,
        itemId: 'wb-poradna',
        itemName: 'Poradna',
      },
      {
        title: t('Podzimní výprodej', 'Jesenný výpredaj', 'Herbstschlussverkauf'),
        text1: t('Slevy až 40 % na vybrané zboží'),
        text2: t('Jen do vyprodání zásob.'),
        buttonText: t('Do výprodeje', 'Do výpredaja', 'Zum Ausverkauf'),
        image: WIDE_BANNER_IMAGES.autumn,
        url: '/vyprodej',
        weight: 20,
        enabled: true,
        // Running: from a month before the data set's date for ten years.
        timeLimit: { start: at(-30), end: at(3650) },
        itemId: 'wb-vyprodej',
        itemName: 'Podzimní výprodej',
      },
      {
        title: t('Odesíláme ještě dnes', 'Odosielame ešte dnes', 'Versand noch heute'),
        text1: t('Objednejte do 14:00 a zboží odešleme týž den.'),
        buttonText: t('Doprava a platba'),
        image: WIDE_BANNER_IMAGES.shipping,
        url: '/vse-o-nakupu/doprava',
        weight: 10,
        enabled: true,
        itemId: 'wb-doprava',
        itemName: 'Odeslání do 14:00',
      },
      {
        title: t('Letní akce na podložky'),
        text1: t('Skončila: na webu se už neukazuje.'),
        image: WIDE_BANNER_IMAGES.summer,
        url: '/podlozky-na-cviceni',
        weight: 40,
        enabled: true,
        timeLimit: { start: at(-150), end: at(-60) },
        itemId: 'wb-leto',
        itemName: 'Letní akce',
      },
      {
        title: t('Vánoční dárky (připravujeme)'),
        image: WIDE_BANNER_IMAGES.guides,
        url: '/poradna',
        weight: 50,
        enabled: false,
      },
    ],
    infoBoxes: [
      {
        boxColor: 'info',
        order: 1,
        enabled: true,
        text: t(
          '<p><strong>Objednávky do 14:00 odesíláme ještě dnes.</strong> Doručení obvykle do 2 pracovních dnů.</p>',
          '<p><strong>Objednávky do 14:00 odosielame ešte dnes.</strong> Doručenie zvyčajne do 2 pracovných dní.</p>',
        ),
      },
      {
        boxColor: 'success',
        order: 2,
        enabled: true,
        text: t(
          '<p>Balíme diskrétně, do neutrální krabice bez loga. <a href="/vse-o-nakupu/diskretnost-nakupu">Jak chráníme vaše soukromí</a></p>',
        ),
      },
      {
        boxColor: 'warning',
        order: 3,
        enabled: false,
        text: t('<p>Mezi svátky odesíláme jen v pracovní dny.</p>'),
      },
    ],
    textPageBlocks: [
      {
        pageSlug: 'diskretnost-nakupu',
        blocks: [
          {
            type: 'collapsible',
            title: t('Co je napsáno na balíku?'),
            text: t(
              '<p>Jen vaše adresa a adresa odesílatele bez názvu obchodu. Krabice je hnědá, bez loga a bez popisu obsahu.</p>',
            ),
          },
          {
            type: 'collapsible',
            title: t('Co uvidím na výpisu z účtu?'),
            text: t('<p>Platba se zobrazí pod obecným názvem provozovatele, ne pod názvem e-shopu.</p>'),
          },
        ],
      },
    ],
  };
  return { data, images: images() };
}

/** The top banner: on the Czech domain only, pointing at the shopping guide. */
export const TOP_BANNER: NonNullable<SettingsRow['topBanner']> = {
  enabled: true,
  domains: ['cz'],
  text: {
    cs: 'Nevíte si rady s výběrem? Průvodci v poradně vám pomohou.',
    de: 'Unsicher bei der Auswahl? Unser Ratgeber hilft.',
  },
  url: '/poradna',
  linkText: { cs: 'Do poradny', de: 'Zum Ratgeber' },
};
