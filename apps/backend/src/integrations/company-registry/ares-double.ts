import type { FastifyPluginAsync } from 'fastify';
import type { Company } from '@shop/contract';
import { validateTin } from '@shop/rules';
import { LEGAL_FORMS } from './ares-protocol.ts';

/** Where the double answers, below its prefix: the same path as ARES's. */
export const ARES_DOUBLE_BASE = '/ekonomicke-subjekty-v-be/rest';

const FORM_CODES = new Map(Object.entries(LEGAL_FORMS).map(([code, name]) => [name, code]));

const FIRST = ['Modrý', 'Zelený', 'Horský', 'Lipový', 'Jarní', 'Pražský', 'Moravský', 'Polabský'];
const SECOND = ['Pramen', 'Sad', 'Mlýn', 'Dvůr', 'Háj', 'Most', 'Kopec', 'Potok'];
const TRADE = ['obchod', 'zdraví', 'sport', 'velkoobchod', 'služby', 'distribuce'];
const GIVEN = ['Jana', 'Petr', 'Lucie', 'Tomáš', 'Eva', 'Martin', 'Alena', 'Jiří'];
const FAMILY = ['Dvořák', 'Svobodová', 'Procházka', 'Kučerová', 'Veselý', 'Horáková', 'Marek', 'Pokorná'];

/** An ARES subject (EkonomickySubjekt) in ARES's shape. */
function subjectOf(c: Company, founded: string) {
  const [descriptive, orientation] = c.houseNumber.split('/');
  const letter = /[a-z]$/.exec(orientation ?? '')?.[0];
  return {
    ico: c.ico,
    obchodniJmeno: c.name,
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      nazevObce: c.city,
      nazevUlice: c.street,
      cisloDomovni: Number(descriptive),
      ...(orientation ? { cisloOrientacni: Number.parseInt(orientation, 10) } : {}),
      ...(letter ? { cisloOrientacniPismeno: letter } : {}),
      psc: Number(c.postcode.replace(' ', '')),
      typCisloDomovni: '1',
      textovaAdresa: `${c.street} ${c.houseNumber}, ${c.postcode.replace(' ', '')} ${c.city}`,
    },
    pravniForma: FORM_CODES.get(c.legalForm) ?? '112',
    ...(c.dic ? { dic: c.dic } : {}),
    datumVzniku: founded,
    datumAktualizace: '2026-01-05',
    primarniZdroj: c.legalForm === LEGAL_FORMS['101'] ? 'rzp' : 'vr',
    czNace: ['46460', '47750'],
  };
}

/** A company made up from the IČO's digits, seated at one of the known companies' addresses. */
function madeUp(ico: string, known: Company[]): Company {
  const n = Number(ico);
  const seat = known[n % known.length]!;
  const kind = ['112', '121', '101'][n % 3]!;
  const name =
    kind === '101'
      ? `${GIVEN[n % GIVEN.length]} ${FAMILY[(n >> 3) % FAMILY.length]}`
      : `${FIRST[n % FIRST.length]} ${SECOND[(n >> 3) % SECOND.length]} ${TRADE[(n >> 6) % TRADE.length]} ${kind === '121' ? 'a.s.' : 's.r.o.'}`;
  return {
    ico,
    // Every other trader is not a VAT payer.
    dic: kind === '101' && n % 2 === 0 ? null : `CZ${ico}`,
    name,
    legalForm: LEGAL_FORMS[kind]!,
    street: seat.street,
    houseNumber: String(10 + (n % 890)),
    city: seat.city,
    postcode: seat.postcode,
    countryCode: 'CZE',
  };
}

/**
 * A local double of ARES's subject lookup, for development and tests (the real register cannot be
 * reached from here): GET {prefix}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/{ico}, with
 * ARES's answers and error bodies. Its register holds the companies given and, for every other
 * valid IČO, a company made up from the IČO (the same every time); an IČO beginning with 000 is
 * unassigned (404 NENALEZENO), and one that is not an IČO is refused as ARES does (400
 * CHYBA_VSTUPU).
 */
export const aresDouble: FastifyPluginAsync<{ companies: () => Promise<Company[]> }> = async (
  app,
  { companies },
) => {
  app.get<{ Params: { ico: string } }>(
    `${ARES_DOUBLE_BASE}/ekonomicke-subjekty/:ico`,
    { schema: { hide: true } },
    async (req, reply) => {
      const { ico } = req.params;
      if (!/^\d{8}$/.test(ico) || validateTin(ico) !== null) {
        return reply.code(400).send({ kod: 'CHYBA_VSTUPU', popis: 'Chybně zadaný vstup: ico.' });
      }
      const known = await companies();
      const listed = known.find((c) => c.ico === ico);
      if (!listed && ico.startsWith('000')) {
        return reply.code(404).send({
          kod: 'NENALEZENO',
          popis: `Ekonomický subjekt s IČO ${ico} nebyl nalezen.`,
          subKod: 'VYSTUP_SUBJEKT_NENALEZEN',
        });
      }
      const year = 1995 + (Number(ico) % 30);
      return subjectOf(listed ?? madeUp(ico, known), `${year}-03-01`);
    },
  );
};
