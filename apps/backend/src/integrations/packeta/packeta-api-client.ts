import {
  LABEL_FORMAT,
  PacketaFault,
  fieldText,
  readAnswer,
  toXml,
  type CreatedPacket,
  type PacketStatus,
  type ParcelCarrier,
} from './packeta-api-protocol.ts';

export interface PacketaApiClientOptions {
  /** The REST address: Packeta's (PACKETA_API_URL) or the double's. */
  url: string;
  apiPassword: string;
  /** How long one call may take. */
  timeoutMs?: number;
}

/**
 * The shop's client of Packeta's REST API (packeta-api-protocol.ts), for Packeta itself or its local
 * double: the same XML over HTTP either way. Faults become PacketaFault; the password never appears
 * in an error.
 */
export function createPacketaApiClient(opts: PacketaApiClientOptions): ParcelCarrier {
  const timeoutMs = opts.timeoutMs ?? 20_000;

  async function call(method: string, content: Record<string, unknown>): Promise<unknown> {
    const body = toXml(method, { apiPassword: opts.apiPassword, ...content });
    let res: Response;
    try {
      res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', accept: 'text/xml' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PacketaFault('NetworkError', `${method}: ${(err as Error).name}`);
    }
    const text = await res.text();
    if (!res.ok) throw new PacketaFault('HttpError', `${method}: HTTP ${res.status}`);
    return readAnswer(text);
  }

  const pdfOf = (result: unknown): Buffer => {
    const pdf = Buffer.from(fieldText(result), 'base64');
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new PacketaFault('InvalidResponse', 'the label is not a PDF');
    }
    return pdf;
  };

  return {
    async createPacket(attributes): Promise<CreatedPacket> {
      const result = (await call('createPacket', { packetAttributes: attributes })) as Record<
        string,
        unknown
      >;
      const created = {
        id: fieldText(result?.id),
        barcode: fieldText(result?.barcode),
        barcodeText: fieldText(result?.barcodeText),
      };
      if (!created.id || !created.barcode) throw new PacketaFault('InvalidResponse', 'no packet id');
      return created;
    },
    async packetStatus(packetId): Promise<PacketStatus> {
      const r = (await call('packetStatus', { packetId })) as Record<string, unknown>;
      const statusCode = Number(fieldText(r?.statusCode));
      if (!Number.isInteger(statusCode)) throw new PacketaFault('InvalidResponse', 'no status code');
      return {
        dateTime: fieldText(r.dateTime),
        statusCode,
        codeText: fieldText(r.codeText),
        statusText: fieldText(r.statusText),
      };
    },
    async packetLabelPdf(packetId) {
      return pdfOf(await call('packetLabelPdf', { packetId, format: LABEL_FORMAT, offset: 0 }));
    },
    async packetsLabelsPdf(packetIds) {
      return pdfOf(
        await call('packetsLabelsPdf', { packetIds: { id: packetIds }, format: LABEL_FORMAT, offset: 0 }),
      );
    },
  };
}
