/**
 * The branch pages: the four stores of `branches.ts` (personal pick-up) and two Slovak shops
 * without pick-up. Postcode, region and coordinates of the Slovak towns come from rows of the
 * Slovak municipality list (sk-municipalities.csv), copied here verbatim; street addresses, people
 * and phone numbers are invented. Pictures are generated SVGs.
 */
import { translate } from '@shop/contract';
import type { BranchEmployeeRow, BranchPageRow } from '../branch-dataset.ts';
import type { Translated } from '../dataset.ts';
import { BRANCHES } from './branches.ts';
import { mix } from './images.ts';

/** Copied rows: municipality,district,region,postcode,latitude,longitude */
export const SK_MUNICIPALITY_CSV_ROWS = [
  'Bratislava,,Bratislavský kraj,81101,48.1482,17.1067',
  'Košice,,Košický kraj,04012,48.7139,21.2581',
] as const;

interface SlovakTown {
  name: string;
  region: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

function slovakTown(name: string): SlovakTown {
  const line = SK_MUNICIPALITY_CSV_ROWS.find((l) => l.startsWith(`${name},`));
  if (!line) throw new Error(`Slovak municipality '${name}' not copied`);
  const [, , region = '', postcode = '', latitude = '', longitude = ''] = line.split(',');
  return { name, region, postcode, latitude: Number(latitude), longitude: Number(longitude) };
}

const DAYS: Record<string, { sk: string; de: string }> = {
  Po: { sk: 'Po', de: 'Mo' },
  Út: { sk: 'Ut', de: 'Di' },
  St: { sk: 'St', de: 'Mi' },
  Čt: { sk: 'Št', de: 'Do' },
  Pá: { sk: 'Pi', de: 'Fr' },
  So: { sk: 'So', de: 'Sa' },
  Ne: { sk: 'Ne', de: 'So' },
};

/** A Czech hours line ('Po 9:00–19:00', 'Ne zavřeno') in the three languages. */
function hoursLine(line: string): Translated {
  const [day = '', ...rest] = line.split(' ');
  const time = rest.join(' ');
  const closed = time === 'zavřeno';
  const names = DAYS[day] ?? { sk: day, de: day };
  return {
    cs: line,
    sk: `${names.sk} ${closed ? 'zatvorené' : time}`,
    de: `${names.de} ${closed ? 'geschlossen' : time}`,
  };
}

const WEEK = ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'];
const week = (weekday: string, saturday: string | null): string[] =>
  WEEK.map((day, i) => `${day} ${(i < 5 ? weekday : i === 5 ? saturday : null) ?? 'zavřeno'}`);

const SERVICE = {
  pickup: {
    cs: 'Výdej internetových objednávek',
    sk: 'Výdaj internetových objednávok',
    de: 'Abholung von Online-Bestellungen',
  },
  returns: {
    cs: 'Vrácení a reklamace zboží',
    sk: 'Vrátenie a reklamácia tovaru',
    de: 'Rückgabe und Reklamation',
  },
  consultation: {
    cs: 'Diskrétní poradenství v oddělené místnosti',
    sk: 'Diskrétne poradenstvo v oddelenej miestnosti',
    de: 'Diskrete Beratung in einem separaten Raum',
  },
  menstrual: {
    cs: 'Poradenství k menstruačním pomůckám',
    sk: 'Poradenstvo k menštruačným pomôckam',
    de: 'Beratung zu Menstruationsprodukten',
  },
  fitness: {
    cs: 'Vyzkoušení fitness vybavení na místě',
    sk: 'Vyskúšanie fitness vybavenia na mieste',
    de: 'Fitnessgeräte vor Ort ausprobieren',
  },
  pelvicFloor: {
    cs: 'Konzultace s fyzioterapeutkou pánevního dna (po objednání)',
    sk: 'Konzultácia s fyzioterapeutkou panvového dna (po objednaní)',
    de: 'Beratung durch eine Beckenboden-Physiotherapeutin (nach Termin)',
  },
  gift: { cs: 'Dárkové balení zdarma', sk: 'Darčekové balenie zdarma', de: 'Kostenlose Geschenkverpackung' },
} satisfies Record<string, Translated>;

const JOB = {
  manager: { cs: 'Vedoucí prodejny', sk: 'Vedúca predajne', de: 'Filialleiterin' },
  managerMale: { cs: 'Vedoucí prodejny', sk: 'Vedúci predajne', de: 'Filialleiter' },
  adviser: { cs: 'Poradkyně', sk: 'Poradkyňa', de: 'Beraterin' },
  adviserMale: { cs: 'Poradce', sk: 'Poradca', de: 'Berater' },
  physio: { cs: 'Fyzioterapeutka', sk: 'Fyzioterapeutka', de: 'Physiotherapeutin' },
} satisfies Record<string, Translated>;

interface PageDef {
  slug: string;
  storeId: number | null;
  city: Translated;
  street: string;
  postcode: string;
  countryCode: 'CZE' | 'SVK';
  region: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  hours: string[];
  colour: string;
  about: Translated;
  car: Translated;
  transit: Translated;
  mapDescription: Translated;
  services: Translated[];
  payWithCard: boolean;
  employees: Omit<BranchEmployeeRow, 'photo'>[];
}

const store = (slug: string) => {
  const b = BRANCHES.find((x) => x.slug === slug);
  if (!b) throw new Error(`Store branch '${slug}' missing`);
  return b;
};

/** A store branch's own data: address, place, hours, phone and e-mail. */
function fromStore(slug: string) {
  const b = store(slug);
  return {
    slug,
    storeId: b.id,
    street: b.street,
    postcode: b.postcode,
    countryCode: 'CZE' as const,
    region: b.region,
    latitude: b.latitude,
    longitude: b.longitude,
    phone: b.phone,
    email: b.email,
    hours: b.openingHours,
  };
}

function fromSlovakTown(town: string, slug: string, street: string) {
  const t = slovakTown(town);
  return {
    slug,
    storeId: null,
    street,
    postcode: t.postcode,
    countryCode: 'SVK' as const,
    region: t.region,
    latitude: t.latitude,
    longitude: t.longitude,
  };
}

const DEFS: PageDef[] = [
  {
    ...fromStore('praha-vodickova'),
    city: { cs: 'Praha', sk: 'Praha', de: 'Prag' },
    colour: '#B0124F',
    about: {
      cs: '<p>Naše hlavní prodejna v pasáži kousek od Václavského náměstí. Vyzvednete tu internetovou objednávku, vyzkoušíte fitness pomůcky a v klidné oddělené místnosti s vámi probereme i choulostivé otázky.</p><p>Prodejna je bezbariérová, vchod je z pasáže přímo z ulice.</p>',
      sk: '<p>Naša hlavná predajňa v pasáži kúsok od Václavského námestia. Vyzdvihnete si tu objednávku z e-shopu, vyskúšate fitness pomôcky a v tichej oddelenej miestnosti s vami preberieme aj citlivé otázky.</p><p>Predajňa je bezbariérová, vchádza sa do nej z pasáže priamo z ulice.</p>',
      de: '<p>Unsere Hauptfiliale liegt in einer Passage nur wenige Schritte vom Wenzelsplatz. Hier holen Sie Ihre Online-Bestellung ab, probieren Fitnesszubehör aus und besprechen mit uns in einem ruhigen, separaten Raum auch heikle Fragen.</p><p>Die Filiale ist barrierefrei, Sie erreichen sie über die Passage direkt von der Straße.</p>',
    },
    car: {
      cs: 'Nejbližší parkování v podzemních garážích Palác Euro (Václavské náměstí), zhruba 4 minuty pěšky. Centrum je zónou placeného stání.',
      sk: 'Najbližšie parkovanie je v podzemných garážach Palác Euro (Václavské náměstí), zhruba 4 minúty pešo. Centrum je zónou plateného parkovania.',
      de: 'Die nächste Parkmöglichkeit ist die Tiefgarage Palác Euro (Václavské náměstí), etwa 4 Minuten zu Fuß. Im Zentrum gilt gebührenpflichtiges Parken.',
    },
    transit: {
      cs: 'Metro A a B, stanice Můstek (výstup Vodičkova), 3 minuty pěšky; tramvaje 3, 9, 14, 24 zastávka Vodičkova.',
      sk: 'Metro A a B, stanica Můstek (výstup Vodičkova), 3 minúty pešo; električky 3, 9, 14, 24, zastávka Vodičkova.',
      de: 'U-Bahn A und B, Station Můstek (Ausgang Vodičkova), 3 Minuten zu Fuß; Straßenbahn 3, 9, 14, 24, Haltestelle Vodičkova.',
    },
    mapDescription: {
      cs: '<p>Vchod do pasáže je mezi knihkupectvím a kavárnou, prodejna je v přízemí vpravo.</p>',
      sk: '<p>Vchod do pasáže je medzi kníhkupectvom a kaviarňou, predajňa je na prízemí vpravo.</p>',
      de: '<p>Der Eingang zur Passage liegt zwischen einer Buchhandlung und einem Café, die Filiale finden Sie im Erdgeschoss rechts.</p>',
    },
    services: [
      SERVICE.pickup,
      SERVICE.returns,
      SERVICE.consultation,
      SERVICE.pelvicFloor,
      SERVICE.fitness,
      SERVICE.gift,
    ],
    payWithCard: true,
    employees: [
      {
        name: 'Lucie Horáková',
        jobTitle: JOB.manager,
        email: 'lucie.horakova@intimfit.cz',
        phone: '+420 228 884 131',
      },
      { name: 'Kateřina Veselá', jobTitle: JOB.physio, email: 'katerina.vesela@intimfit.cz' },
      { name: 'Tomáš Kučera', jobTitle: JOB.adviserMale, phone: '+420 228 884 132' },
    ],
  },
  {
    ...fromStore('brno-masarykova'),
    city: { cs: 'Brno', sk: 'Brno', de: 'Brünn' },
    colour: '#2F6FD0',
    about: {
      cs: '<p>Prodejna na Masarykově ulici, pět minut pěšky od hlavního nádraží. Máme tu největší výběr fitness vybavení k vyzkoušení: odporové gumy, podložky, kettlebelly i trenažéry pánevního dna.</p><p>Mezi Vánoci a Silvestrem je prodejna kvůli inventuře zavřená.</p>',
      sk: '<p>Predajňa na ulici Masarykova, päť minút pešo od hlavnej stanice. Máme tu najväčší výber fitness vybavenia na vyskúšanie: odporové gumy, podložky, kettlebelly aj trenažéry panvového dna.</p><p>Medzi Vianocami a Silvestrom je predajňa pre inventúru zatvorená.</p>',
      de: '<p>Filiale in der Masarykova, fünf Gehminuten vom Hauptbahnhof. Hier finden Sie unsere größte Auswahl an Fitnessgeräten zum Ausprobieren: Widerstandsbänder, Matten, Kettlebells und Beckenbodentrainer.</p><p>Zwischen Weihnachten und Silvester bleibt die Filiale wegen Inventur geschlossen.</p>',
    },
    car: {
      cs: 'Parkoviště u obchodního centra Galerie Vaňkovka, odtud 7 minut pěšky. Masarykova ulice je pěší zóna.',
      sk: 'Parkovisko pri obchodnom centre Galerie Vaňkovka, odtiaľ 7 minút pešo. Ulica Masarykova je pešia zóna.',
      de: 'Parkplatz am Einkaufszentrum Galerie Vaňkovka, von dort 7 Minuten zu Fuß. Die Masarykova ist eine Fußgängerzone.',
    },
    transit: {
      cs: 'Tramvaje 1, 2, 4, 8, 9, 12 zastávka Hlavní nádraží, odtud 5 minut pěšky Masarykovou ulicí nahoru.',
      sk: 'Električky 1, 2, 4, 8, 9, 12, zastávka Hlavní nádraží, odtiaľ 5 minút pešo hore ulicou Masarykova.',
      de: 'Straßenbahn 1, 2, 4, 8, 9, 12, Haltestelle Hlavní nádraží, von dort 5 Minuten zu Fuß die Masarykova hinauf.',
    },
    mapDescription: {
      cs: '<p>Prodejna je v přízemí domu s modrou markýzou.</p>',
      sk: '<p>Predajňa je na prízemí domu s modrou markízou.</p>',
      de: '<p>Die Filiale befindet sich im Erdgeschoss des Hauses mit der blauen Markise.</p>',
    },
    services: [SERVICE.pickup, SERVICE.returns, SERVICE.fitness, SERVICE.gift],
    payWithCard: true,
    employees: [
      {
        name: 'Martin Procházka',
        jobTitle: JOB.managerMale,
        email: 'martin.prochazka@intimfit.cz',
        phone: '+420 228 884 141',
      },
      { name: 'Veronika Marková', jobTitle: JOB.adviser, email: 'veronika.markova@intimfit.cz' },
    ],
  },
  {
    ...fromStore('ostrava-nadrazni'),
    city: { cs: 'Ostrava', sk: 'Ostrava', de: 'Ostrava' },
    colour: '#0D6B63',
    about: {
      cs: '<p>Prodejna v centru Ostravy u zastávky Elektra. Vyzvednutí objednávek, výměny a vrácení zboží, poradenství k menstruačním kalíškům a kalhotkám.</p>',
      sk: '<p>Predajňa v centre Ostravy pri zastávke Elektra. Vyzdvihnutie objednávok, výmena a vrátenie tovaru, poradenstvo k menštruačným kalíškom a nohavičkám.</p>',
      de: '<p>Filiale im Zentrum von Ostrava an der Haltestelle Elektra. Abholung von Bestellungen, Umtausch und Rückgabe von Waren, Beratung zu Menstruationstassen und Periodenslips.</p>',
    },
    car: {
      cs: 'Parkování zdarma pro zákazníky ve dvoře domu (vjezd z Nádražní ulice, 4 místa).',
      sk: 'Bezplatné parkovanie pre zákazníkov vo dvore domu (vjazd z ulice Nádražní, 4 miesta).',
      de: 'Kostenlose Kundenparkplätze im Hof des Hauses (Einfahrt von der Nádražní, 4 Plätze).',
    },
    transit: {
      cs: 'Tramvaje 1, 2, 8, 12 zastávka Elektra, přímo před prodejnou.',
      sk: 'Električky 1, 2, 8, 12 zastávka Elektra, priamo pred predajňou.',
      de: 'Straßenbahn 1, 2, 8, 12, Haltestelle Elektra, direkt vor der Filiale.',
    },
    mapDescription: {
      cs: '<p>Vjezd do dvora je hned vedle výlohy prodejny.</p>',
      sk: '<p>Vjazd do dvora je hneď vedľa výkladu predajne.</p>',
      de: '<p>Die Hofeinfahrt liegt gleich neben dem Schaufenster der Filiale.</p>',
    },
    services: [SERVICE.pickup, SERVICE.returns, SERVICE.menstrual],
    payWithCard: true,
    employees: [
      {
        name: 'Petra Kolářová',
        jobTitle: JOB.manager,
        email: 'petra.kolarova@intimfit.cz',
        phone: '+420 228 884 151',
      },
      { name: 'Jakub Sedláček', jobTitle: JOB.adviserMale, email: 'jakub.sedlacek@intimfit.cz' },
    ],
  },
  {
    ...fromStore('plzen-americka'),
    city: { cs: 'Plzeň', sk: 'Plzeň', de: 'Pilsen' },
    colour: '#E8872B',
    about: {
      cs: '<p>Menší prodejna na Americké třídě, kousek od náměstí Republiky. Výdej objednávek a poradenství k menstruačním pomůckám a intimní hygieně. Platba jen v hotovosti.</p>',
      sk: '<p>Menšia predajňa na ulici Americká, kúsok od námestia Republiky. Výdaj objednávok a poradenstvo k menštruačným pomôckam a intímnej hygiene. Platba len v hotovosti.</p>',
      de: '<p>Kleinere Filiale in der Americká, nur wenige Schritte vom Platz der Republik (náměstí Republiky). Abholung von Bestellungen und Beratung zu Menstruationsprodukten und Intimhygiene. Nur Barzahlung.</p>',
    },
    car: {
      cs: 'Parkovací dům Rychtářka, 6 minut pěšky.',
      sk: 'Parkovací dom Rychtářka, 6 minút pešo.',
      de: 'Parkhaus Rychtářka, 6 Minuten zu Fuß.',
    },
    transit: {
      cs: 'Tramvaje 1 a 2 zastávka Mrakodrap, 2 minuty pěšky.',
      sk: 'Električky 1 a 2 zastávka Mrakodrap, 2 minúty pešo.',
      de: 'Straßenbahn 1 und 2, Haltestelle Mrakodrap, 2 Minuten zu Fuß.',
    },
    mapDescription: {
      cs: '<p>Prodejna je na rohu Americké a Jungmannovy ulice.</p>',
      sk: '<p>Predajňa je na rohu ulíc Americká a Jungmannova.</p>',
      de: '<p>Die Filiale liegt an der Ecke Americká und Jungmannova.</p>',
    },
    services: [SERVICE.pickup, SERVICE.returns, SERVICE.menstrual],
    payWithCard: false,
    employees: [
      {
        name: 'Eva Šimková',
        jobTitle: JOB.manager,
        email: 'eva.simkova@intimfit.cz',
        phone: '+420 228 884 161',
      },
      { name: 'Hana Benešová', jobTitle: JOB.adviser },
    ],
  },
  {
    ...fromSlovakTown('Bratislava', 'bratislava-obchodna', 'Obchodná 41'),
    city: { cs: 'Bratislava', sk: 'Bratislava', de: 'Bratislava' },
    phone: '+421 2 3300 4120',
    email: 'bratislava@intimfit.cz',
    hours: week('10:00–18:00', '9:00–13:00'),
    colour: '#8E5BC9',
    about: {
      cs: '<p>Prodejna na Obchodní ulici v centru Bratislavy. Nakoupíte tu za eura, poradíme česky i slovensky. Objednávky z e-shopu zde vydat neumíme, vrácení zboží ano.</p>',
      sk: '<p>Predajňa na Obchodnej ulici v centre Bratislavy. Nakúpite tu za eurá a poradíme vám po česky aj po slovensky. Objednávky z e-shopu tu vydať nevieme, tovar však u nás vrátiť môžete.</p>',
      de: '<p>Filiale in der Obchodná im Zentrum von Bratislava. Sie bezahlen hier in Euro, beraten werden Sie auf Tschechisch oder Slowakisch. Bestellungen aus dem Onlineshop können wir hier nicht ausgeben, Rückgaben nehmen wir aber gern an.</p>',
    },
    car: {
      cs: 'Obchodní ulice je pěší zóna; nejbližší parkování v garážích na Kamenném náměstí, 5 minut pěšky.',
      sk: 'Obchodná ulica je pešia zóna; najbližšie parkovanie v garážach na Kamennom námestí, 5 minút pešo.',
      de: 'Die Obchodná ist eine Fußgängerzone; die nächsten Parkplätze bieten die Garagen am Kamenné námestie, 5 Minuten zu Fuß.',
    },
    transit: {
      cs: 'Tramvaje 3, 4, 9 zastávka Poštová, 1 minuta pěšky.',
      sk: 'Električky 3, 4, 9 zastávka Poštová, 1 minúta pešo.',
      de: 'Straßenbahn 3, 4, 9, Haltestelle Poštová, 1 Minute zu Fuß.',
    },
    mapDescription: {
      cs: '<p>Vchod je z Obchodní ulice vedle lékárny.</p>',
      sk: '<p>Vchod je z Obchodnej ulice vedľa lekárne.</p>',
      de: '<p>Der Eingang liegt an der Obchodná, gleich neben der Apotheke.</p>',
    },
    services: [SERVICE.returns, SERVICE.consultation, SERVICE.gift],
    payWithCard: true,
    employees: [
      {
        name: 'Zuzana Kováčová',
        jobTitle: JOB.manager,
        email: 'zuzana.kovacova@intimfit.cz',
        phone: '+421 2 3300 4121',
      },
      { name: 'Michal Baláž', jobTitle: JOB.adviserMale, email: 'michal.balaz@intimfit.cz' },
      { name: 'Ivana Tóthová', jobTitle: JOB.adviser },
    ],
  },
  {
    ...fromSlovakTown('Košice', 'kosice-hlavna', 'Hlavná 68'),
    city: { cs: 'Košice', sk: 'Košice', de: 'Košice' },
    phone: '+421 55 300 4120',
    email: 'kosice@intimfit.cz',
    hours: week('10:00–18:00', null),
    colour: '#3BB1AE',
    about: {
      cs: '<p>Nejmladší prodejna na Hlavní ulici v Košicích, naproti Dómu svaté Alžběty. Poradenství a prodej, vrácení zboží.</p>',
      sk: '<p>Najmladšia predajňa na Hlavnej ulici v Košiciach, oproti Dómu svätej Alžbety. Poradenstvo, predaj a vrátenie tovaru.</p>',
      de: '<p>Unsere jüngste Filiale in der Hlavná in Košice, gegenüber dem Elisabethdom. Beratung, Verkauf und Warenrückgabe.</p>',
    },
    car: {
      cs: 'Centrum je pěší zóna; parkování v garážích OC Dominik, 6 minut pěšky.',
      sk: 'Centrum je pešia zóna; parkovanie v garážach OC Dominik, 6 minút pešo.',
      de: 'Das Zentrum ist eine Fußgängerzone; Parken in den Garagen des Einkaufszentrums OC Dominik, 6 Minuten zu Fuß.',
    },
    transit: {
      cs: 'Tramvaje 6 a 7 zastávka Námestie osloboditeľov, 3 minuty pěšky.',
      sk: 'Električky 6 a 7 zastávka Námestie osloboditeľov, 3 minúty pešo.',
      de: 'Straßenbahn 6 und 7, Haltestelle Námestie osloboditeľov, 3 Minuten zu Fuß.',
    },
    mapDescription: {
      cs: '<p>Prodejna je v podloubí domu naproti katedrále.</p>',
      sk: '<p>Predajňa je v podlubí domu oproti katedrále.</p>',
      de: '<p>Die Filiale liegt unter den Arkaden des Hauses gegenüber der Kathedrale.</p>',
    },
    services: [SERVICE.returns, SERVICE.menstrual],
    payWithCard: true,
    employees: [
      {
        name: 'Monika Horváthová',
        jobTitle: JOB.manager,
        email: 'monika.horvathova@intimfit.cz',
        phone: '+421 55 300 4121',
      },
      { name: 'Peter Lukáč', jobTitle: JOB.adviserMale },
    ],
  },
];

/** A shop front: the building, its shop window and the awning in the branch's colour. */
function drawFront(colour: string): string {
  const light = mix(colour, '#ffffff', 0.85);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    `<rect width="1200" height="800" fill="#e9f0f4"/>` +
    `<rect x="150" y="120" width="900" height="620" fill="#f6efe6" stroke="#c9bfb2" stroke-width="6"/>` +
    [260, 520, 780]
      .map(
        (x) =>
          `<rect x="${x}" y="170" width="160" height="130" fill="#bcd3e0" stroke="#8aa3b0" stroke-width="6"/>`,
      )
      .join('') +
    `<path d="M150 360 H1050 L1010 440 H190 Z" fill="${colour}"/>` +
    `<rect x="200" y="460" width="480" height="280" fill="${light}" stroke="#8aa3b0" stroke-width="6"/>` +
    `<rect x="740" y="460" width="240" height="280" fill="${mix(colour, '#000000', 0.25)}"/>` +
    `<circle cx="950" cy="610" r="10" fill="#f2d27a"/>` +
    `<rect x="240" y="600" width="120" height="140" rx="12" fill="${colour}" opacity="0.55"/>` +
    `<rect x="400" y="560" width="90" height="180" rx="12" fill="${colour}" opacity="0.35"/>` +
    `<rect x="0" y="740" width="1200" height="60" fill="#b9b3aa"/>` +
    `</svg>`
  );
}

/** The inside: shelves with goods and a consultation corner. */
function drawInside(colour: string): string {
  const goods = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2, 3, 4, 5].map(
        (i) =>
          `<rect x="${110 + i * 70}" y="${190 + row * 150}" width="50" height="${70 - (i % 3) * 12}" rx="8" fill="${mix(colour, '#ffffff', (i % 3) * 0.3)}" transform="translate(0 ${(i % 3) * 12})"/>`,
      ),
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    `<rect width="1200" height="800" fill="#faf6f1"/>` +
    `<rect x="0" y="640" width="1200" height="160" fill="#e2d6c6"/>` +
    `<rect x="80" y="120" width="480" height="500" fill="#ffffff" stroke="#c9bfb2" stroke-width="6"/>` +
    [260, 410, 560].map((y) => `<rect x="80" y="${y}" width="480" height="12" fill="#c9bfb2"/>`).join('') +
    goods +
    `<rect x="700" y="420" width="360" height="40" rx="12" fill="${colour}"/>` +
    `<rect x="730" y="460" width="24" height="180" fill="${colour}"/>` +
    `<rect x="1006" y="460" width="24" height="180" fill="${colour}"/>` +
    `<circle cx="780" cy="250" r="90" fill="${mix(colour, '#ffffff', 0.7)}"/>` +
    `<rect x="840" y="150" width="220" height="200" rx="16" fill="#e9f0f4" stroke="#c9bfb2" stroke-width="6"/>` +
    `</svg>`
  );
}

/** A portrait without a face: head, hair and shoulders over a tinted background. */
function drawPortrait(colour: string, index: number): string {
  const hair = ['#3b2a20', '#7a4b2a', '#c99a5b', '#1f1f1f'][index % 4]!;
  const long = index % 2 === 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${mix(colour, '#ffffff', 0.8)}"/>` +
    (long ? `<path d="M110 190 Q100 330 140 360 H260 Q300 330 290 190 Z" fill="${hair}"/>` : '') +
    `<path d="M70 400 Q80 290 200 280 Q320 290 330 400 Z" fill="${colour}"/>` +
    `<rect x="178" y="230" width="44" height="60" fill="#e8c4a8"/>` +
    `<circle cx="200" cy="180" r="78" fill="#f0cfb4"/>` +
    `<path d="M122 175 Q130 90 200 92 Q272 90 280 175 Q250 130 200 128 Q150 130 122 175 Z" fill="${hair}"/>` +
    `</svg>`
  );
}

const slugOfName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

const mapLink = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** A closure of Brno for the stock-taking between Christmas and New Year of the reference year. */
function stockTaking(reference: Date): { from: string; to: string } {
  const year = reference.getUTCFullYear();
  // Midnight at the start of 28 December to the end of 30 December, Prague time (CET, UTC+1).
  return { from: `${year}-12-27T23:00:00.000Z`, to: `${year}-12-30T22:59:59.000Z` };
}

/** The branch pages and their pictures, for the data set's `cms.branchPages` and `images`. */
export function buildBranchPages(reference: Date): {
  rows: BranchPageRow[];
  images: { path: string; svg: string }[];
} {
  const images: { path: string; svg: string }[] = [];
  const rows = DEFS.map((def, i): BranchPageRow => {
    const front = `cms/branches/${def.slug}-prodejna.svg`;
    const inside = `cms/branches/${def.slug}-interier.svg`;
    images.push({ path: front, svg: drawFront(def.colour) }, { path: inside, svg: drawInside(def.colour) });
    const employees = def.employees.map((e, j) => {
      const photo = `cms/branches/lide/${slugOfName(e.name)}.svg`;
      images.push({ path: photo, svg: drawPortrait(def.colour, i + j) });
      return { ...e, photo };
    });
    const title: Translated = {
      cs: `Prodejna ${def.city.cs}`,
      sk: `Predajňa ${translate(def.city, 'sk')}`,
      de: `Filiale ${translate(def.city, 'de')}`,
    };
    const slovak = def.countryCode === 'SVK';
    return {
      id: i + 1,
      storeId: def.storeId,
      primary: i === 0,
      slug: def.slug,
      title,
      description: def.about,
      street: def.street,
      city: def.city.cs,
      postcode: def.postcode,
      countryCode: def.countryCode,
      region: def.region,
      phone: def.phone,
      email: def.email,
      openingHours: def.hours.map(hoursLine),
      latitude: def.latitude,
      longitude: def.longitude,
      googleMapLink: mapLink(def.latitude, def.longitude),
      mapDescription: def.mapDescription,
      mainImage: front,
      images: [front, inside],
      carAccessibility: def.car,
      publicTransportationAccessibility: def.transit,
      payWithCard: def.payWithCard,
      reviewLink: slovak
        ? 'https://obchody.heureka.sk/intimfit-sk/recenze/'
        : 'https://obchody.heureka.cz/intimfit-cz/recenze/',
      ...(def.slug === 'brno-masarykova' ? { closed: stockTaking(reference) } : {}),
      services: def.services,
      weight: (DEFS.length - i) * 10,
      seo: {
        title: {
          cs: `${title.cs} – otevírací doba a kontakt | Intimfit`,
          sk: `${title.sk} – otváracie hodiny a kontakt | Intimfit`,
          de: `${title.de} – Öffnungszeiten und Kontakt | Intimfit`,
        },
        description: {
          cs: `${title.cs}, ${def.street}: otevírací doba, jak se k nám dostat, služby a kontakty na prodavače.`,
          sk: `${title.sk}, ${def.street}: otváracie hodiny, ako sa k nám dostanete, služby a kontakty na predavačov.`,
          de: `${title.de}, ${def.street}: Öffnungszeiten, Anfahrt, Services und Ihre Ansprechpartner im Geschäft.`,
        },
      },
      employees,
    };
  });
  return { rows, images };
}
