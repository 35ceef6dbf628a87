/**
 * The shop's four stores. Postcode, region and coordinates come from rows of the Czech municipality
 * register (cz-municipalities.csv), copied here verbatim; street addresses are invented.
 */
import type { BranchRow } from '../dataset.ts';
import { WAREHOUSE } from './stock.ts';

/** Copied rows: municipality,municipality_code,district,district_code,region,region_code,postcode,latitude,longitude */
export const MUNICIPALITY_CSV_ROWS = [
  'Praha,554782,Praha,CZ0100,Hlavní město Praha,CZ010,11000,50.075638,14.4379',
  'Brno,582786,Brno-město,CZ0642,Jihomoravský kraj,CZ064,60200,49.19516,16.606937',
  'Ostrava,554821,Ostrava-město,CZ0806,Moravskoslezský kraj,CZ080,70200,49.821023,18.262624',
  'Plzeň,554791,Plzeň-město,CZ0323,Plzeňský kraj,CZ032,30100,49.738531,13.373737',
] as const;

export interface Municipality {
  name: string;
  region: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

export const MUNICIPALITIES: Municipality[] = MUNICIPALITY_CSV_ROWS.map((line) => {
  const [name = '', , , , region = '', , postcode = '', latitude = '', longitude = ''] = line.split(',');
  return { name, region, postcode, latitude: Number(latitude), longitude: Number(longitude) };
});

function municipality(name: string): Municipality {
  const found = MUNICIPALITIES.find((m) => m.name === name);
  if (!found) throw new Error(`Municipality '${name}' not copied`);
  return found;
}

const WEEKDAYS = ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'];

function hours(weekday: string, saturday: string | null, sunday: string | null): string[] {
  return WEEKDAYS.map((day, i) => {
    const time = i < 5 ? weekday : i === 5 ? saturday : sunday;
    return `${day} ${time ?? 'zavřeno'}`;
  });
}

interface BranchDef {
  city: string;
  slug: string;
  street: string;
  warehouseId: number;
  phone: string;
  hours: string[];
  /** Plain text, one paragraph: Czech, Slovak and German. */
  about: string;
  aboutSk: string;
  aboutDe: string;
  /** Whether a card is taken at the counter (Plzeň takes cash only). */
  payWithCard: boolean;
}

const DEFS: BranchDef[] = [
  {
    city: 'Praha',
    slug: 'praha-vodickova',
    street: 'Vodičkova 28',
    warehouseId: WAREHOUSE.praha,
    phone: '+420 228 884 121',
    hours: hours('9:00–19:00', '10:00–16:00', null),
    about:
      'Prodejna v pasáži kousek od Václavského náměstí, stanice metra Můstek (linky A a B). Výdej objednávek i osobní konzultace v klidném koutku pro diskrétní poradenství.',
    aboutSk:
      'Predajňa v pasáži kúsok od Václavského námestia, stanica metra Můstek (linky A a B). Výdaj objednávok aj osobné konzultácie v tichom kútiku pre diskrétne poradenstvo.',
    aboutDe:
      'Filiale in einer Passage nur wenige Schritte vom Wenzelsplatz, U-Bahn-Station Můstek (Linien A und B). Abholung von Bestellungen und persönliche Beratung in einer ruhigen Ecke, ganz diskret.',
    payWithCard: true,
  },
  {
    city: 'Brno',
    slug: 'brno-masarykova',
    street: 'Masarykova 12',
    warehouseId: WAREHOUSE.brno,
    phone: '+420 228 884 122',
    hours: hours('9:00–18:30', '9:00–13:00', null),
    about:
      'Prodejna na Masarykově ulici, pět minut pěšky od hlavního nádraží. Velký výběr fitness vybavení k vyzkoušení.',
    aboutSk:
      'Predajňa na ulici Masarykova, päť minút pešo od hlavnej stanice. Veľký výber fitness vybavenia na vyskúšanie.',
    aboutDe:
      'Filiale in der Masarykova, fünf Gehminuten vom Hauptbahnhof. Große Auswahl an Fitnessgeräten zum Ausprobieren.',
    payWithCard: true,
  },
  {
    city: 'Ostrava',
    slug: 'ostrava-nadrazni',
    street: 'Nádražní 45',
    warehouseId: WAREHOUSE.ostrava,
    phone: '+420 228 884 123',
    hours: hours('9:00–18:00', '9:00–12:00', null),
    about: 'Prodejna v centru Ostravy u zastávky tramvaje Elektra. Parkování ve dvoře pro zákazníky.',
    aboutSk:
      'Predajňa v centre Ostravy pri električkovej zastávke Elektra. Parkovanie pre zákazníkov vo dvore.',
    aboutDe: 'Filiale im Zentrum von Ostrava an der Straßenbahnhaltestelle Elektra. Kundenparkplätze im Hof.',
    payWithCard: true,
  },
  {
    city: 'Plzeň',
    slug: 'plzen-americka',
    street: 'Americká 32',
    warehouseId: WAREHOUSE.plzen,
    phone: '+420 228 884 124',
    hours: hours('9:00–18:00', null, null),
    about:
      'Prodejna na Americké třídě, kousek od náměstí Republiky. Výdej objednávek a poradenství k menstruačním pomůckám.',
    aboutSk:
      'Predajňa na ulici Americká, kúsok od námestia Republiky. Výdaj objednávok a poradenstvo k menštruačným pomôckam.',
    aboutDe:
      'Filiale in der Americká, nur wenige Schritte vom Platz der Republik (náměstí Republiky). Abholung von Bestellungen und Beratung zu Menstruationsprodukten.',
    payWithCard: false,
  },
];

export const BRANCHES: BranchRow[] = DEFS.map((def, i) => {
  const place = municipality(def.city);
  return {
    id: i + 1,
    slug: def.slug,
    title: `Prodejna ${def.city}`,
    street: def.street,
    city: place.name,
    postcode: place.postcode,
    countryCode: 'CZE',
    latitude: place.latitude,
    longitude: place.longitude,
    warehouseId: def.warehouseId,
    openingHours: def.hours,
    phone: def.phone,
    email: `${def.slug.split('-')[0]}@intimfit.cz`,
    description: { cs: `<p>${def.about}</p>`, sk: `<p>${def.aboutSk}</p>`, de: `<p>${def.aboutDe}</p>` },
    payWithCard: def.payWithCard,
    region: place.region,
    weight: DEFS.length - i,
  };
});
