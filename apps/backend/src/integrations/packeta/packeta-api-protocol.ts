import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Packeta's REST API (docs.packeta.com, "Packeta API REST"), shared by the shop's client
 * (packeta-api-client.ts) and the local double (packeta-api-double.ts). Every call is one XML
 * document POSTed to one address; the root element names the method and carries the API password:
 *
 *   <createPacket><apiPassword>…</apiPassword><packetAttributes>…</packetAttributes></createPacket>
 *   <packetStatus><apiPassword>…</apiPassword><packetId>…</packetId></packetStatus>
 *   <packetLabelPdf><apiPassword>…</apiPassword><packetId>…</packetId><format>A6 on A4</format><offset>0</offset></packetLabelPdf>
 *   <packetsLabelsPdf><apiPassword>…</apiPassword><packetIds><id>…</id>…</packetIds><format>…</format><offset>0</offset></packetsLabelsPdf>
 *
 * The answer is always HTTP 200 `<response><status>ok</status><result>…</result></response>`, or
 * `<response><status>fault</status><fault>NameOfFault</fault><string>text</string><detail>…</detail></response>`;
 * a PacketAttributesFault's detail lists `<attributes><fault><name>field</name><fault>why</fault></fault>…</attributes>`.
 * Label methods answer the PDF base64-encoded in `<result>`.
 */

/** Packeta's own REST address (PACKETA=live without PACKETA_API_URL). */
export const PACKETA_API_URL = 'https://www.zasilkovna.cz/api/rest';

/** The methods the shop calls. */
export type PacketaMethod = 'createPacket' | 'packetStatus' | 'packetLabelPdf' | 'packetsLabelsPdf';

/** The label sheet: one A6 label per packet, four on an A4 page (what the back office prints). */
export const LABEL_FORMAT = 'A6 on A4';

/** A new packet's attributes (the ones the shop sends; amounts in whole units, weight in kg). */
export interface PacketAttributes {
  /** The shop's order number (unique per sender). */
  number: string;
  name: string;
  surname: string;
  email: string;
  phone?: string;
  /** The pickup point's branch id. */
  addressId: string;
  currency: string;
  /** Whole units with up to two decimals. */
  value: string;
  /** Cash on delivery; "0" when paid. */
  cod: string;
  /** kg */
  weight: string;
  /** The sender label (the shop's "eshop" id in Packeta's client section). */
  eshop: string;
}

/** What createPacket answers. */
export interface CreatedPacket {
  id: string;
  barcode: string;
  barcodeText: string;
}

/** packetStatus's CurrentStatusRecord. */
export interface PacketStatus {
  /** Packeta's time of the state, as it sends it (Prague time, no zone). */
  dateTime: string;
  statusCode: number;
  codeText: string;
  statusText: string;
}

/** Packeta's status codes (docs.packeta.com, "Packet status codes"), the English code texts. */
export const PACKET_STATUS: Record<number, { codeText: string; cs: string }> = {
  1: { codeText: 'received data', cs: 'Internetový obchod předal informace o zásilce.' },
  2: { codeText: 'arrived', cs: 'Zásilka byla převzata na depu Zásilkovny.' },
  3: { codeText: 'prepared for departure', cs: 'Zásilka je připravena k odeslání z depa.' },
  4: { codeText: 'departed', cs: 'Zásilka odjela z depa.' },
  5: { codeText: 'ready for pickup', cs: 'Zásilka je připravena k vyzvednutí na výdejním místě.' },
  6: { codeText: 'handed to carrier', cs: 'Zásilka byla předána externímu dopravci.' },
  7: { codeText: 'delivered', cs: 'Zásilka byla doručena.' },
  9: { codeText: 'posted back', cs: 'Zásilka je na cestě zpět k odesílateli.' },
  10: { codeText: 'returned', cs: 'Zásilka byla vrácena odesílateli.' },
  11: { codeText: 'cancelled', cs: 'Zásilka byla zrušena.' },
  12: { codeText: 'collected', cs: 'Zásilka byla svezena.' },
  14: { codeText: 'customs', cs: 'Zásilka je v celním řízení.' },
  15: { codeText: 'reverse packet arrived', cs: 'Zpětná zásilka byla přijata.' },
  16: { codeText: 'delivery attempt', cs: 'Pokus o doručení.' },
  17: { codeText: 'rejected by recipient', cs: 'Příjemce zásilku odmítl.' },
  999: { codeText: 'unknown', cs: 'Neznámý stav.' },
};

/** Codes at which Packeta holds the parcel on its way to the customer: the order is shipped. */
export const CARRIED_CODES: ReadonlySet<number> = new Set([2, 3, 4, 5, 6, 12, 14, 16]);
export const DELIVERED_CODE = 7;
/** Codes at which the parcel will not reach the customer: the operator decides what next. */
export const FAILED_CODES: ReadonlySet<number> = new Set([9, 10, 11, 17]);

/** A fault Packeta answered (or the transport failing: fault 'HttpError' / 'NetworkError'). */
export class PacketaFault extends Error {
  readonly fault: string;
  /** PacketAttributesFault's fields and why. */
  readonly attributes: { name: string; fault: string }[];
  constructor(fault: string, message: string, attributes: { name: string; fault: string }[] = []) {
    super(
      `Packeta ${fault}: ${message}${attributes.length ? ` (${attributes.map((a) => `${a.name}: ${a.fault}`).join('; ')})` : ''}`,
    );
    this.name = 'PacketaFault';
    this.fault = fault;
    this.attributes = attributes;
  }
  /** Whether sending the same again cannot help (bad data, password, packet); else try later. */
  get permanent(): boolean {
    return ['PacketAttributesFault', 'IncorrectApiPasswordFault', 'PacketIdFault', 'PacketIdsFault'].includes(
      this.fault,
    );
  }
}

/**
 * The carrier of the shop's parcels, as the order module uses it: Packeta's API, or its local
 * double, both over HTTP.
 */
export interface ParcelCarrier {
  createPacket(attributes: PacketAttributes): Promise<CreatedPacket>;
  packetStatus(packetId: string): Promise<PacketStatus>;
  /** One packet's label, A6 on A4. */
  packetLabelPdf(packetId: string): Promise<Buffer>;
  /** Several packets' labels in one PDF, four A6 labels to an A4 page. */
  packetsLabelsPdf(packetIds: string[]): Promise<Buffer>;
}

/** The public tracking page of a parcel, in the customer's language (cs, sk, de; else cs). */
export function packetaTrackingUrl(barcode: string, locale: string): string {
  const lang = ['cs', 'sk', 'de'].includes(locale) ? locale : 'cs';
  return `https://tracking.packeta.com/${lang}/?id=${encodeURIComponent(barcode)}`;
}

const builder = new XMLBuilder({ format: false, suppressEmptyNode: false });
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name, jpath) =>
    ['packetIds.id', 'packetIds.packetId', 'attributes.fault'].some((p) => String(jpath).endsWith(p)) ||
    name === 'attributes',
  processEntities: true,
});

/** An XML document of a method call or an answer. */
export function toXml(root: string, content: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${builder.build({ [root]: content }) as string}`;
}

/** A request's or answer's document as an object (root element → content), or null when it is no XML. */
export function parseXml(xml: string): Record<string, unknown> | null {
  // No DTDs: entity tricks have no place in this protocol.
  if (/<!DOCTYPE/i.test(xml) || XMLValidator.validate(xml) !== true) return null;
  const doc = parser.parse(xml) as Record<string, unknown>;
  delete doc['?xml'];
  return doc;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** An answer document as its result, or a PacketaFault thrown. */
export function readAnswer(xml: string): unknown {
  const doc = parseXml(xml);
  const response = doc?.response as Record<string, unknown> | undefined;
  if (!response || typeof response !== 'object') {
    throw new PacketaFault('InvalidResponse', 'the answer is not a Packeta response document');
  }
  if (asText(response.status) === 'ok') return response.result;
  const detail = response.detail as { attributes?: { fault?: { name?: unknown; fault?: unknown }[] }[] };
  const attributes = (Array.isArray(detail?.attributes) ? detail.attributes : []).flatMap((a) =>
    (a.fault ?? []).map((f) => ({ name: asText(f.name), fault: asText(f.fault) })),
  );
  throw new PacketaFault(asText(response.fault) || 'UnknownFault', asText(response.string), attributes);
}

/** The answer documents the double sends (and the fixtures record). */
export const okAnswer = (result: unknown) => toXml('response', { status: 'ok', result });
export const faultAnswer = (
  fault: string,
  text: string,
  attributes: { name: string; fault: string }[] = [],
) =>
  toXml('response', {
    status: 'fault',
    fault,
    string: text,
    detail: attributes.length ? { attributes: { fault: attributes } } : '',
  });

/** Text of a request field. */
export const fieldText = asText;
