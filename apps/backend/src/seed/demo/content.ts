/** Menus, the top-categories configuration, text pages and shop settings. */
import type {
  AccountRow,
  OperatorRow,
  MenuItemRow,
  MenuRow,
  PageRow,
  SettingsRow,
  TopCategoryRow,
  Translated,
} from '../dataset.ts';
import { CATEGORIES, categoryBySlug, childrenOf } from './categories.ts';
import { DISCREET_NAME, SHOP_CONTACT } from './company.ts';
import { pageContent, seoTitle } from './shopping-info-pages.ts';

function categoryItem(id: number, depth: number): MenuItemRow {
  const category = CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return {
    title: category.name,
    link: { categoryId: id },
    children: depth > 1 ? childrenOf(id).map((child) => categoryItem(child.id, depth - 1)) : [],
  };
}

const path = (title: Translated, to: string): MenuItemRow => ({ title, link: { path: to }, children: [] });

export const MENUS: MenuRow[] = [
  {
    code: 'main',
    items: [
      ...childrenOf(null).map((top) => categoryItem(top.id, 3)),
      path({ cs: 'Pobočky', sk: 'Pobočky', de: 'Filialen' }, '/pobocky'),
      path({ cs: 'Poradna', sk: 'Poradňa', de: 'Ratgeber' }, '/poradna'),
    ],
  },
  {
    code: 'footer-1',
    // Footer columns: a heading link with its links below.
    items: [
      {
        ...path({ cs: 'Vše o nákupu', sk: 'Všetko o nákupe', de: 'Rund um den Einkauf' }, '/vse-o-nakupu'),
        children: [
          path({ cs: 'Doprava', sk: 'Doprava', de: 'Versand' }, '/vse-o-nakupu/doprava'),
          path({ cs: 'Platba', sk: 'Platba', de: 'Zahlung' }, '/vse-o-nakupu/platba'),
          path(
            { cs: 'Jak nakupovat', sk: 'Ako nakupovať', de: 'So kaufen Sie ein' },
            '/vse-o-nakupu/jak-nakupovat',
          ),
          path(
            { cs: 'Obchodní podmínky', sk: 'Obchodné podmienky', de: 'AGB' },
            '/vse-o-nakupu/obchodni-podminky',
          ),
        ],
      },
      {
        ...path({ cs: 'Zákaznický servis', sk: 'Zákaznícky servis', de: 'Kundenservice' }, '/kontakt'),
        children: [
          path(
            { cs: 'Vrácení do 30 dní', sk: 'Vrátenie do 30 dní', de: 'Rückgabe in 30 Tagen' },
            '/vse-o-nakupu/vraceni-do-30-dni',
          ),
          path(
            { cs: 'Reklamace', sk: 'Reklamácia', de: 'Reklamation' },
            '/vse-o-nakupu/bezproblemova-reklamace',
          ),
          path(
            { cs: 'Diskrétnost nákupu', sk: 'Diskrétnosť nákupu', de: 'Diskreter Einkauf' },
            '/vse-o-nakupu/diskretnost-nakupu',
          ),
          path(
            { cs: 'Ochrana osobních údajů', sk: 'Ochrana osobných údajov', de: 'Datenschutz' },
            '/vse-o-nakupu/ochrana-osobnich-udaju',
          ),
        ],
      },
    ],
  },
  {
    code: 'footer-2',
    items: [
      path({ cs: 'Kontakt', sk: 'Kontakt', de: 'Kontakt' }, '/kontakt'),
      path({ cs: 'Pobočky', sk: 'Pobočky', de: 'Filialen' }, '/pobocky'),
      path(
        { cs: 'Nejčastější dotazy', sk: 'Najčastejšie otázky', de: 'Häufige Fragen' },
        '/nejcastejsi-dotazy',
      ),
      path({ cs: 'Poradna', sk: 'Poradňa', de: 'Ratgeber' }, '/poradna'),
      path(
        { cs: 'Jak nakupovat', sk: 'Ako nakupovať', de: 'So kaufen Sie ein' },
        '/vse-o-nakupu/jak-nakupovat',
      ),
    ],
  },
];

const TOP_SLUGS = [
  'lubrikacni-gely',
  'kondomy',
  'menstruace',
  'trenazery-panevniho-dna',
  'intimni-hygiena',
  'posilovani',
  'joga-a-pilates',
  'regenerace',
];

export const TOP_CATEGORIES: TopCategoryRow[] = TOP_SLUGS.map((slug, i) => {
  const category = categoryBySlug(slug);
  return {
    id: `top-${slug}`,
    title: category.name,
    type: 'category',
    image: category.image,
    categoryIds: [category.id],
    links: childrenOf(category.id).map((child) => ({ title: child.name, categoryId: child.id })),
    weight: (TOP_SLUGS.length - i) * 10,
  };
});

interface PageDef {
  slug: string;
  title: Translated;
  html: string;
  /** The meta description, in every language. */
  description: { cs: string; sk: string; de: string };
}

const c = SHOP_CONTACT;

const PAGE_DEFS: PageDef[] = [
  {
    slug: 'doprava',
    title: { cs: 'Doprava', sk: 'Doprava', de: 'Versand' },
    description: {
      cs: 'Způsoby doručení, ceny dopravy a doprava zdarma od 1 500 Kč.',
      sk: 'Spôsoby doručenia, ceny dopravy a doprava zadarmo od 60 €.',
      de: 'Versandarten, Versandkosten und kostenloser Versand ab 60 €.',
    },
    html:
      '<p>Objednávky přijaté v pracovní dny do 14:00 odesíláme ještě týž den. Zásilky balíme do neutrální krabice bez názvu obchodu.</p>' +
      '<h2>Ceny dopravy</h2><ul>' +
      '<li>Osobní odběr na prodejně v Praze, Brně, Ostravě nebo Plzni: zdarma</li>' +
      '<li>Výdejní místo nebo box (Česko a Slovensko): 69 Kč / 2,90 €</li>' +
      '<li>Kurýr na adresu: 119 Kč / 4,90 €, doručení následující pracovní den</li>' +
      '<li>Slovenský kurýr: 3,90 €, doručení do 2 pracovních dní</li>' +
      '<li>Mezinárodní kurýr (Německo, Rakousko, Polsko, Maďarsko): 290 Kč / 11,90 €</li>' +
      '</ul><p>Při nákupu nad 1 500 Kč (60 €) je doprava na výdejní místo i kurýrem zdarma.</p>',
  },
  {
    slug: 'platba',
    title: { cs: 'Platba', sk: 'Platba', de: 'Zahlung' },
    description: {
      cs: 'Platba kartou online, bankovním převodem nebo na dobírku.',
      sk: 'Platba kartou online, bankovým prevodom alebo na dobierku.',
      de: 'Zahlung online per Karte, per Überweisung oder per Nachnahme.',
    },
    html:
      '<p>Vyberte si způsob platby, který vám vyhovuje.</p><h2>Možnosti platby</h2><ul>' +
      '<li>Platba kartou online, Apple Pay a Google Pay: zdarma</li>' +
      '<li>Bankovní převod (QR kód v e-mailu): zdarma</li>' +
      '<li>Dobírka: 39 Kč / 1,50 €, není možná u osobního odběru a mezinárodního kurýra</li>' +
      '</ul><p>Na výpisu z účtu se platba zobrazí pod neutrálním označením ' +
      DISCREET_NAME +
      ', bez názvu obchodu i zboží.</p>',
  },
  {
    slug: 'vraceni-do-30-dni',
    title: { cs: 'Vrácení do 30 dní', sk: 'Vrátenie do 30 dní', de: 'Rückgabe innerhalb von 30 Tagen' },
    description: {
      cs: 'Zboží můžete vrátit bez udání důvodu do 30 dní od převzetí.',
      sk: 'Tovar môžete vrátiť bez udania dôvodu do 30 dní od prevzatia.',
      de: 'Sie können Ware innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen zurückgeben.',
    },
    html:
      '<p>Zákon vám dává 14 dní na odstoupení od smlouvy bez udání důvodu. My tuto lhůtu prodlužujeme: zboží můžete vrátit do 30 dní od převzetí.</p>' +
      '<h2>Jak postupovat</h2><ul>' +
      '<li>Vyplňte formulář <a href="/vraceni-zbozi">Vrácení zboží</a> s číslem objednávky nebo nám napište na ' +
      c.email +
      '</li>' +
      '<li>Zboží zašlete na adresu centrálního skladu nebo jej přineste na kteroukoli prodejnu</li>' +
      '<li>Peníze vrátíme do 14 dní od odstoupení od smlouvy stejným způsobem, jakým jste platili, nejdříve však, když nám zboží dorazí nebo doložíte jeho odeslání</li>' +
      '</ul><h2>Výjimky</h2><p>Z hygienických důvodů nelze vrátit otevřené kondomy, lubrikační gely, menstruační kalíšky, menstruační kalhotky, venušiny kuličky a trenažéry pánevního dna, pokud byl porušen ochranný obal.</p>',
  },
  {
    slug: 'bezproblemova-reklamace',
    title: { cs: 'Reklamace', sk: 'Reklamácia', de: 'Reklamation' },
    description: {
      cs: 'Jak reklamovat vadné zboží.',
      sk: 'Ako reklamovať chybný tovar.',
      de: 'So reklamieren Sie mangelhafte Ware.',
    },
    html:
      '<p>Na zboží se vztahuje záruka 24 měsíců. Reklamaci vyřídíme nejpozději do 30 dní, obvykle do týdne.</p>' +
      '<p>Reklamaci zahájíte formulářem <a href="/reklamace">Reklamace</a>, e-mailem na ' +
      c.email +
      ' nebo na prodejně. Přiložte prosím doklad o koupi a popis vady.</p>',
  },
  {
    slug: 'diskretnost-nakupu',
    title: { cs: 'Diskrétnost nákupu', sk: 'Diskrétnosť nákupu', de: 'Diskreter Einkauf' },
    description: {
      cs: 'Neutrální balení, neutrální název na výpisu a ochrana vašich údajů.',
      sk: 'Neutrálne balenie, neutrálny názov na výpise a ochrana vašich údajov.',
      de: 'Neutrale Verpackung, neutraler Name auf dem Kontoauszug und Schutz Ihrer Daten.',
    },
    html:
      '<p>Víme, že intimní zboží je osobní záležitost. Proto dbáme na diskrétnost v každém kroku.</p><ul>' +
      '<li>Zásilky balíme do hnědé krabice bez loga a bez názvu obchodu</li>' +
      '<li>Jako odesílatel je uvedeno neutrální označení ' +
      DISCREET_NAME +
      ', nikoli název obchodu ani obsah zásilky</li>' +
      '<li>Na faktuře i výpisu z účtu je neutrální označení</li>' +
      '<li>Vaše údaje nepředáváme třetím stranám kromě dopravce</li>' +
      '</ul><p>Na prodejnách je k dispozici klidný koutek pro osobní konzultaci.</p>',
  },
  {
    slug: 'obchodni-podminky',
    title: { cs: 'Obchodní podmínky', sk: 'Obchodné podmienky', de: 'Allgemeine Geschäftsbedingungen' },
    description: {
      cs: 'Obchodní podmínky internetového obchodu.',
      sk: 'Obchodné podmienky internetového obchodu.',
      de: 'Allgemeine Geschäftsbedingungen des Onlineshops.',
    },
    html:
      `<p>Tyto obchodní podmínky upravují vztahy mezi společností ${c.name}, se sídlem ${c.street}, ${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}, IČO ${c.ico}, DIČ ${c.dic}, a kupujícím.</p>` +
      '<h2>1. Uzavření smlouvy</h2><p>Smlouva je uzavřena potvrzením objednávky e-mailem. Ceny jsou uvedeny včetně DPH.</p>' +
      '<h2>2. Dodání</h2><p>Objednávky do 14:00 odesíláme v pracovní dny ještě týž den. Minimální hodnota objednávky je 200 Kč (8 €).</p>' +
      '<h2>3. Odstoupení od smlouvy</h2><p>Spotřebitel může od smlouvy odstoupit bez udání důvodu do 14 dní od převzetí zboží (§ 1829 občanského zákoníku); prodávající tuto lhůtu dobrovolně prodlužuje na 30 dní. Odstoupit nelze u zboží, které bylo z hygienických důvodů zapečetěno a jehož obal kupující porušil (§ 1837 písm. g) občanského zákoníku). Peníze vrátíme do 14 dní od odstoupení od smlouvy, nejdříve však, když nám zboží dorazí nebo kupující doloží jeho odeslání (§ 1832 občanského zákoníku).</p>' +
      '<h2>4. Reklamace</h2><p>Práva z vadného plnění se řídí občanským zákoníkem. Záruční doba je 24 měsíců.</p>',
  },
  {
    slug: 'souhlas-se-zpracovanim-osobnich-udaju',
    title: {
      cs: 'Souhlas se zpracováním osobních údajů',
      sk: 'Súhlas so spracovaním osobných údajov',
      de: 'Einwilligung in die Datenverarbeitung',
    },
    description: {
      cs: 'K čemu dáváte souhlas při registraci a přihlášení k odběru novinek a jak ho odvoláte.',
      sk: 'Na čo dávate súhlas pri registrácii a prihlásení na odber noviniek a ako ho odvoláte.',
      de: 'Wozu Sie bei der Registrierung und der Newsletter-Anmeldung einwilligen und wie Sie die Einwilligung widerrufen.',
    },
    html:
      `<p>Souhlas uděluje zákazník společnosti ${c.name}, IČO ${c.ico}, jako správci osobních údajů. Údaje zpracováváme v souladu s nařízením GDPR; podrobnosti najdete v <a href="/vse-o-nakupu/ochrana-osobnich-udaju">Zásadách ochrany osobních údajů</a>.</p>` +
      '<h2>K čemu souhlas dáváte</h2><ul><li>Zasílání infomailu s novinkami a akcemi na váš e-mail (zaškrtnutím při registraci, v pokladně nebo v patičce obchodu)</li><li>Uložení e-mailu a údaje, kdy a jak jste souhlas udělili, po dobu odběru</li></ul>' +
      '<p>K vyřízení objednávky souhlas nepotřebujeme: údaje k tomu zpracováváme, protože je to nutné ke splnění smlouvy.</p>' +
      `<p>Souhlas je dobrovolný a můžete ho kdykoli odvolat odkazem v každém e-mailu, v zákaznickém účtu nebo e-mailem na ${c.email}.</p>`,
  },
  {
    slug: 'jak-nakupovat',
    title: { cs: 'Jak nakupovat', sk: 'Ako nakupovať', de: 'So kaufen Sie ein' },
    description: {
      cs: 'Nákup krok za krokem.',
      sk: 'Nákup krok za krokom.',
      de: 'Der Einkauf Schritt für Schritt.',
    },
    html:
      '<ol><li>Vložte zboží do košíku</li><li>Vyberte dopravu a platbu</li><li>Vyplňte kontaktní a doručovací údaje</li><li>Potvrďte objednávku; potvrzení vám přijde e-mailem</li></ol>' +
      '<p>Registrace není nutná, ale v účtu uvidíte historii objednávek a rychleji vrátíte zboží.</p>',
  },
  {
    slug: 'kontakt',
    title: { cs: 'Kontakt', sk: 'Kontakt', de: 'Kontakt' },
    description: {
      cs: 'Zákaznická podpora, adresa a fakturační údaje.',
      sk: 'Zákaznícka podpora, adresa a fakturačné údaje.',
      de: 'Kundenservice, Anschrift und Rechnungsdaten.',
    },
    html:
      `<p>Zákaznická podpora: <a href="mailto:${c.email}">${c.email}</a>, telefon ${c.phone} (Po–Pá 8:00–16:00).</p>` +
      `<h2>Provozovatel</h2><p>${c.name}<br>${c.street}<br>${c.postcode.slice(0, 3)} ${c.postcode.slice(3)} ${c.city}<br>IČO ${c.ico}, DIČ ${c.dic}<br>Zapsáno v obchodním rejstříku u Městského soudu v Praze.</p>` +
      '<p>Seznam prodejen s otevírací dobou najdete na stránce <a href="/pobocky">Pobočky</a>.</p>',
  },
];

/** Under the pages about what can go wrong with an order: an invitation to ask, with the contact button. */
const HELP_BOX: NonNullable<PageRow['contactBox']> = {
  title: { cs: 'Nevíte si rady?', sk: 'Neviete si rady?', de: 'Brauchen Sie Hilfe?' },
  description: {
    cs: '<p>Napište nám nebo zavolejte, rádi poradíme. Na zprávy odpovídáme v pracovní dny do 24 hodin.</p>',
    sk: '<p>Napíšte nám alebo zavolajte, radi poradíme. Na správy odpovedáme v pracovné dni do 24 hodín.</p>',
    de: '<p>Schreiben Sie uns oder rufen Sie an, wir helfen gern. Nachrichten beantworten wir werktags innerhalb von 24 Stunden.</p>',
  },
  showButton: true,
};
const WITH_HELP_BOX = new Set([
  'doprava',
  'platba',
  'vraceni-do-30-dni',
  'bezproblemova-reklamace',
  'jak-nakupovat',
]);

export const PAGES: PageRow[] = PAGE_DEFS.map((def) => ({
  slug: def.slug,
  title: def.title,
  content: pageContent(def.slug, def.html),
  seo: { title: seoTitle(def.title), description: def.description },
  ...(WITH_HELP_BOX.has(def.slug) && { contactBox: HELP_BOX }),
}));

export const SETTINGS: SettingsRow = {
  freeShippingAtWithTax: { CZK: 150_000, EUR: 6_000 },
  orderMinimumValueWithTax: { CZK: 20_000, EUR: 800 },
  shop: SHOP_CONTACT,
  bankAccount: { accountNumber: '2001234588/2010', bic: 'FIOBCZPP' },
  // The demo shows the business features the shop switches off by default.
  functions: {
    loyalty_credits: true,
    multiVariantAdd: true,
    bulkOrder: true,
    documentsList: true,
    compare: true,
    utmTracking: true,
    affiliateTracking: true,
    welcomeCampaign: true,
  },
  // What the returns page names: condoms, lubricants, menstrual cups and pants, pelvic-floor trainers.
  sealedHygieneCategories: ['kondomy', 'lubrikacni-gely', 'menstruace', 'trenazery-panevniho-dna'],
  // The demo shows the Slovak and German storefronts beside the Czech one.
  languages: ['cs', 'sk', 'de'],
  // The demo network has points in both countries, and the demo sells to Slovakia too.
  pickupPointCountries: 'cz,sk',
};

/** Demo customers to log in with (README): one with 300 Kč of loyalty credits, one business customer. */
export const ACCOUNTS: AccountRow[] = [
  {
    email: 'zakaznik@intimfit.cz',
    password: 'Zakaznik-2026',
    firstName: 'Jana',
    lastName: 'Nováková',
    variant: 'b2c',
    groups: [],
    credits: 30_000,
  },
  {
    // A business customer: the wholesale group's prices on every product that has them.
    email: 'firma@intimfit.cz',
    password: 'Firma-2026',
    firstName: 'Petr',
    lastName: 'Dvořák',
    variant: 'b2b',
    groups: ['b2b'],
    credits: 0,
  },
  {
    // A regular with plenty of credits to buy goods with (the first customer's belong to the checkout).
    email: 'verny@intimfit.cz',
    password: 'Verny-2026',
    firstName: 'Tomáš',
    lastName: 'Věrný',
    variant: 'b2c',
    groups: [],
    credits: 500_000,
  },
];

/** The back office's demo operators: the owner, one who may only edit the web's content, one only the catalogue. */
export const OPERATORS: OperatorRow[] = [
  { email: 'provozovatel@intimfit.cz', name: 'Eva Provozní', password: 'Provozovatel-2026', role: 'owner' },
  { email: 'obsah@intimfit.cz', name: 'Tomáš Obsahový', password: 'Obsah-2026', role: 'content' },
  { email: 'katalog@intimfit.cz', name: 'Jana Katalogová', password: 'Katalog-2026', role: 'catalogue' },
];
