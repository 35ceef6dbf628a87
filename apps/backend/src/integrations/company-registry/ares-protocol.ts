import { z } from 'zod';
import type { Company } from '@shop/contract';

/** ARES, the Czech register of economic subjects: its public REST API. */
export const ARES_API_URL = 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest';

/** GET {base}/ekonomicke-subjekty/{ico}: one subject by its IČO. */
export const aresSubjectPath = (ico: string) => `/ekonomicke-subjekty/${encodeURIComponent(ico)}`;

/** A subject's seat (sidlo), as much of it as the shop reads; ARES sends more. */
export const aresAddress = z.object({
  kodStatu: z.string().optional(),
  nazevObce: z.string().optional(),
  nazevCastiObce: z.string().optional(),
  nazevUlice: z.string().optional(),
  cisloDomovni: z.number().int().optional(),
  cisloOrientacni: z.number().int().optional(),
  cisloOrientacniPismeno: z.string().optional(),
  psc: z.number().int().optional(),
  textovaAdresa: z.string().optional(),
});

/** An economic subject (EkonomickySubjekt), as much of it as the shop reads. */
export const aresSubject = z.object({
  ico: z.string(),
  obchodniJmeno: z.string().min(1),
  sidlo: aresAddress,
  /** The legal form's code in the statistical office's list (PravniForma). */
  pravniForma: z.string().optional(),
  /** "CZ" and digits; absent for a subject that is not a VAT payer. */
  dic: z.string().optional(),
  datumZaniku: z.string().optional(),
});
export type AresSubject = z.infer<typeof aresSubject>;

/** ARES's error body (Chyba): NENALEZENO with 404, CHYBA_VSTUPU with 400, CHYBA_SERVERU with 500. */
export const aresError = z.object({
  kod: z.string(),
  popis: z.string().optional(),
  subKod: z.string().optional(),
});
export type AresError = z.infer<typeof aresError>;

/** Names of the legal forms a shop's business customers have (the statistical office's codes). */
export const LEGAL_FORMS: Record<string, string> = {
  '101': 'Fyzická osoba podnikající dle živnostenského zákona',
  '105': 'Fyzická osoba podnikající dle jiného zákona než živnostenského',
  '107': 'Zemědělský podnikatel',
  '111': 'Veřejná obchodní společnost',
  '112': 'Společnost s ručením omezeným',
  '113': 'Komanditní společnost',
  '121': 'Akciová společnost',
  '141': 'Obecně prospěšná společnost',
  '205': 'Družstvo',
  '301': 'Státní podnik',
  '325': 'Organizační složka státu',
  '331': 'Příspěvková organizace',
  '706': 'Spolek',
  '801': 'Obec',
};

/**
 * The checkout's company from an ARES subject; null when the shop cannot invoice it: dissolved,
 * seated abroad, or without a house number.
 */
export function companyOfSubject(s: AresSubject): Company | null {
  const seat = s.sidlo;
  if (s.datumZaniku || (seat.kodStatu && seat.kodStatu !== 'CZ')) return null;
  const city = seat.nazevObce;
  // A village without streets numbers its houses by the village (or its part): "Lhota 12".
  const street = seat.nazevUlice ?? seat.nazevCastiObce ?? city;
  if (!city || !street || seat.cisloDomovni === undefined || seat.psc === undefined) return null;
  const orientation =
    seat.cisloOrientacni === undefined
      ? ''
      : `/${seat.cisloOrientacni}${(seat.cisloOrientacniPismeno ?? '').toLowerCase()}`;
  const psc = String(seat.psc).padStart(5, '0');
  return {
    ico: s.ico,
    dic: s.dic && /^CZ\d{8,10}$/.test(s.dic) ? s.dic : null,
    name: s.obchodniJmeno,
    legalForm: LEGAL_FORMS[s.pravniForma ?? ''] ?? 'Jiná právní forma',
    street,
    houseNumber: `${seat.cisloDomovni}${orientation}`,
    city,
    postcode: `${psc.slice(0, 3)} ${psc.slice(3)}`,
    countryCode: 'CZE',
  };
}
