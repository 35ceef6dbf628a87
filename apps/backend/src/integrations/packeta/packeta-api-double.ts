import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { doublePage } from '../../http/double-page.ts';
import { escapeHtml as esc } from '../../http/escape-html.ts';
import { safeEqual } from '../../http/safe-equal.ts';
import { renderPacketaLabels, type LabelPacket } from './packeta-api-label-pdf.ts';
import {
  PACKET_STATUS,
  faultAnswer,
  fieldText,
  okAnswer,
  parseXml,
  type PacketAttributes,
} from './packeta-api-protocol.ts';

/** A packet as the double keeps it. */
export interface DoublePacket extends PacketAttributes {
  /** Packeta's packet id (10 digits). */
  id: string;
  statusCode: number;
  statusAt: Date;
}

/** Where the double keeps its packets (the database, so that every process of a shop sees them). */
export interface PacketaDoubleStore {
  /** Stores a new packet in state 1 (received data) and gives it its id. */
  create(attributes: PacketAttributes): Promise<DoublePacket>;
  find(id: string): Promise<DoublePacket | null>;
  setStatus(id: string, statusCode: number): Promise<DoublePacket | null>;
  latest(limit: number): Promise<DoublePacket[]>;
}

export interface PacketaApiDoubleOptions {
  store: PacketaDoubleStore;
  /** The one API password it accepts. */
  apiPassword: string;
}

export const barcodeOf = (id: string) => `Z${id}`;
/** Packeta prints the barcode in groups: "Z 123 4567 890". */
export const barcodeTextOf = (id: string) => `Z ${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}`.trimEnd();
const idOfBarcode = (barcode: string) => barcode.replace(/^Z/i, '').replace(/\s+/g, '');

/** The moves a person makes on the double's page: Packeta's codes with the Czech words. */
export const PAGE_MOVES = [
  { code: 2, label: 'Předáno dopravci' },
  { code: 5, label: 'Připraveno k vyzvednutí' },
  { code: 7, label: 'Doručeno' },
  { code: 10, label: 'Vráceno odesílateli' },
] as const;

const CURRENCIES = ['CZK', 'EUR', 'HUF', 'PLN', 'RON'];
const decimal = /^\d{1,9}(\.\d{1,2})?$/;

/** The fields of a createPacket that Packeta would refuse, with its reasons. */
function attributeFaults(a: Record<string, string>): { name: string; fault: string }[] {
  const faults: { name: string; fault: string }[] = [];
  const need = (name: string, ok: boolean, fault: string) => {
    if (!ok) faults.push({ name, fault });
  };
  need(
    'number',
    /^[A-Za-z0-9-]{1,36}$/.test(a.number ?? ''),
    'Order number is required (1-36 alphanumeric characters).',
  );
  need('name', (a.name ?? '').length >= 1 && a.name!.length <= 32, 'Name is required (1-32 characters).');
  need(
    'surname',
    (a.surname ?? '').length >= 1 && a.surname!.length <= 32,
    'Surname is required (1-32 characters).',
  );
  need('email', Boolean(a.email || a.phone), 'Email or phone is required.');
  if (a.email) need('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a.email), 'Invalid email.');
  need('addressId', /^[1-9]\d{0,9}$/.test(a.addressId ?? ''), 'Invalid branch.');
  need('value', decimal.test(a.value ?? ''), 'Value is required.');
  need(
    'weight',
    decimal.test(a.weight ?? '') && Number(a.weight) > 0 && Number(a.weight) <= 15,
    'Weight must be between 0 and 15 kg.',
  );
  if (a.cod) need('cod', decimal.test(a.cod), 'Invalid cash on delivery amount.');
  if (a.currency) need('currency', CURRENCIES.includes(a.currency), 'Unsupported currency.');
  return faults;
}

const labelOf = (p: DoublePacket): LabelPacket => ({
  barcode: barcodeOf(p.id),
  barcodeText: barcodeTextOf(p.id),
  number: p.number,
  recipient: `${p.name} ${p.surname}`,
  phone: p.phone ?? '',
  addressId: p.addressId,
  cod: p.cod && Number(p.cod) > 0 ? `${p.cod} ${p.currency}` : null,
  weight: p.weight,
  sender: p.eshop,
});

const statusOf = (code: number) => PACKET_STATUS[code] ?? PACKET_STATUS[999]!;

/** Packeta sends its times in Prague's local time without a zone. */
const pragueDateTime = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(d)
    .replace(' ', 'T');

/**
 * A local stand-in for Packeta's REST API: Packeta cannot be reached from a developer's machine or a
 * test run, so this speaks its protocol (packeta-api-protocol.ts) over real HTTP (POST prefix/api/rest)
 * from a PacketaDoubleStore, with Packeta's faults. It issues ids and barcodes, renders the labels
 * as PDFs and answers a packet's state; its page (GET prefix/packets/:barcode, Czech) lets a person
 * or a test move a packet on as the carrier would. Refused in production (config).
 */
export const packetaApiDouble: FastifyPluginAsync<PacketaApiDoubleOptions> = async (app, opts) => {
  const { store } = opts;
  const base = app.prefix.replace(/\/+$/, '');
  for (const type of ['text/xml', 'application/xml']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const xml = (reply: FastifyReply, body: string) =>
    reply.code(200).type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.post('/api/rest', { schema: { hide: true } }, async (req, reply) => {
    const doc = typeof req.body === 'string' ? parseXml(req.body) : null;
    const [method, raw] = doc ? (Object.entries(doc)[0] ?? []) : [];
    const content = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (!method) return xml(reply, faultAnswer('IncorrectDataFault', 'Request is not a valid XML document.'));
    if (!safeEqual(fieldText(content.apiPassword), opts.apiPassword)) {
      return xml(reply, faultAnswer('IncorrectApiPasswordFault', 'Incorrect API password.'));
    }
    const packetOf = async (value: unknown) => {
      const id = fieldText(value);
      return /^\d{1,20}$/.test(id) ? store.find(id) : null;
    };
    const unknownPacket = () => faultAnswer('PacketIdFault', 'Packet with this id does not exist.');
    switch (method) {
      case 'createPacket': {
        const given = (content.packetAttributes ?? {}) as Record<string, unknown>;
        const a = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, fieldText(v)]));
        const faults = attributeFaults(a);
        if (faults.length) {
          return xml(
            reply,
            faultAnswer('PacketAttributesFault', 'Failed to validate attributes. See detail.', faults),
          );
        }
        const p = await store.create({
          number: a.number!,
          name: a.name!,
          surname: a.surname!,
          email: a.email ?? '',
          phone: a.phone ?? '',
          addressId: a.addressId!,
          currency: a.currency || 'CZK',
          value: a.value!,
          cod: a.cod || '0',
          weight: a.weight!,
          eshop: a.eshop ?? '',
        });
        return xml(reply, okAnswer({ id: p.id, barcode: barcodeOf(p.id), barcodeText: barcodeTextOf(p.id) }));
      }
      case 'packetStatus': {
        const p = await packetOf(content.packetId);
        if (!p) return xml(reply, unknownPacket());
        const s = statusOf(p.statusCode);
        return xml(
          reply,
          okAnswer({
            dateTime: pragueDateTime(p.statusAt),
            statusCode: p.statusCode,
            codeText: s.codeText,
            statusText: s.cs,
            branchId: 0,
            destinationBranchId: p.addressId,
            externalTrackingCode: '',
            isReturning: p.statusCode === 9 || p.statusCode === 10 ? 'true' : 'false',
            storedUntil: '',
            carrierId: '',
            carrierName: '',
          }),
        );
      }
      case 'packetLabelPdf': {
        const p = await packetOf(content.packetId);
        if (!p) return xml(reply, unknownPacket());
        return xml(reply, okAnswer((await renderPacketaLabels([labelOf(p)])).toString('base64')));
      }
      case 'packetsLabelsPdf': {
        const ids = content.packetIds as { id?: unknown[] } | undefined;
        const packets = await Promise.all((ids?.id ?? []).map(packetOf));
        if (!packets.length || packets.some((p) => !p)) {
          return xml(reply, faultAnswer('PacketIdsFault', 'Some of the packet ids do not exist.'));
        }
        const labels = packets.map((p) => labelOf(p!));
        return xml(reply, okAnswer((await renderPacketaLabels(labels)).toString('base64')));
      }
      default:
        return xml(reply, faultAnswer('IncorrectDataFault', `Unknown method ${method}.`));
    }
  });

  // The carrier's side, for a person trying the shop: server-rendered HTML, no scripts.
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(body);

  app.get('/packets', { schema: { hide: true } }, async (_req, reply) =>
    html(reply, 200, listPage(await store.latest(50), base)),
  );

  app.get<{ Params: { barcode: string } }>(
    '/packets/:barcode',
    { schema: { hide: true } },
    async (req, reply) => {
      const p = await store.find(idOfBarcode(req.params.barcode));
      return p ? html(reply, 200, packetPage(p, base)) : html(reply, 404, notFoundPage(base));
    },
  );

  app.post<{ Params: { barcode: string }; Body: unknown }>(
    '/packets/:barcode',
    { schema: { hide: true } },
    async (req, reply) => {
      const code = Number((req.body as Record<string, unknown> | undefined)?.status);
      if (!PAGE_MOVES.some((m) => m.code === code)) {
        return html(
          reply,
          400,
          layout('Neplatný požadavek', '<p>Vyberte prosím, kam se zásilka posune.</p>'),
        );
      }
      const p = await store.setStatus(idOfBarcode(req.params.barcode), code);
      if (!p) return html(reply, 404, notFoundPage(base));
      return reply.header('cache-control', 'no-store').redirect(`${base}/packets/${barcodeOf(p.id)}`, 303);
    },
  );
};

/** The page's own style rules, after the doubles' shared ones. */
const STYLE = `h1{font-size:1.375rem;margin:0 0 1rem;overflow-wrap:anywhere}
dl{margin:0 0 1.25rem;display:grid;gap:.5rem}
dl div{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #e3e6ea;padding-bottom:.5rem}
dt{color:#4a4f57}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
form{display:grid;gap:.75rem}
button{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.5rem;font:inherit;font-weight:600;cursor:pointer;border:2px solid #ba1b02;background:#ba1b02;color:#fff}
button.other{background:#fff;color:#ba1b02}
button:disabled{opacity:.45;cursor:default}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
ul{padding-left:1.25rem}
.state{font-size:1.0625rem}
`;

/** Packeta's colours, so the carrier's page is told apart from the shop's other doubles. */
const COLOURS = { page: '#fdf1ee', badge: '#ba1b02', badgeText: '#fff' };

const layout = (title: string, body: string): string =>
  doublePage({ title, badge: 'Testovací Zásilkovna', width: '30rem', colours: COLOURS, style: STYLE, body });

const notFoundPage = (base: string) =>
  layout(
    'Zásilka nenalezena',
    `<h1>Zásilka nenalezena</h1><p>Tuto zásilku neznáme.</p><p><a href="${esc(base)}/packets">Všechny zásilky</a></p>`,
  );

function packetPage(p: DoublePacket, base: string): string {
  const s = statusOf(p.statusCode);
  const barcode = barcodeOf(p.id);
  const moves = PAGE_MOVES.map(
    (m, i) =>
      `<button type="submit" name="status" value="${m.code}"${i === 3 ? ' class="other"' : ''}${m.code === p.statusCode ? ' disabled' : ''}>${esc(m.label)}</button>`,
  ).join('\n');
  return layout(
    `Zásilka ${barcodeTextOf(p.id)}`,
    `<h1>Zásilka ${esc(barcodeTextOf(p.id))}</h1>
<dl>
<div><dt>Stav</dt><dd class="state" data-status-code="${p.statusCode}">${esc(s.cs)}</dd></div>
<div><dt>Kód stavu</dt><dd>${p.statusCode} (${esc(s.codeText)})</dd></div>
<div><dt>Příjemce</dt><dd>${esc(`${p.name} ${p.surname}`)}</dd></div>
<div><dt>Výdejní místo</dt><dd>č. ${esc(p.addressId)}</dd></div>
<div><dt>Objednávka</dt><dd>${esc(p.number)}</dd></div>
<div><dt>Dobírka</dt><dd>${Number(p.cod) > 0 ? esc(`${p.cod} ${p.currency}`) : 'ne'}</dd></div>
<div><dt>Odesílatel</dt><dd>${esc(p.eshop)}</dd></div>
</dl>
<p>Posuňte zásilku, jak by ji posunula Zásilkovna; obchod si stav přečte při další kontrole.</p>
<form method="post" action="${esc(base)}/packets/${esc(barcode)}">
${moves}
</form>
<p><a href="${esc(base)}/packets">Všechny zásilky</a></p>`,
  );
}

function listPage(packets: DoublePacket[], base: string): string {
  const items = packets
    .map(
      (p) =>
        `<li><a href="${esc(base)}/packets/${esc(barcodeOf(p.id))}">${esc(barcodeTextOf(p.id))}</a>: ${esc(`${p.name} ${p.surname}`)}, objednávka ${esc(p.number)}, ${esc(statusOf(p.statusCode).cs)}</li>`,
    )
    .join('\n');
  return layout(
    'Zásilky',
    `<h1>Zásilky</h1>${packets.length ? `<ul>${items}</ul>` : '<p>Zatím žádné zásilky.</p>'}`,
  );
}
