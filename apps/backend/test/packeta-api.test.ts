import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPacketaApiClient } from '../src/integrations/packeta/packeta-api-client.ts';
import {
  packetaApiDouble,
  type DoublePacket,
  type PacketaDoubleStore,
} from '../src/integrations/packeta/packeta-api-double.ts';
import {
  PacketaFault,
  packetaTrackingUrl,
  parseXml,
  type PacketAttributes,
} from '../src/integrations/packeta/packeta-api-protocol.ts';

/**
 * Packeta's REST API: the shop's client against recorded answers of the real service (served by a
 * local HTTP server), the double's answers against the same recordings' shapes, and the client
 * against the double over HTTP with Packeta's faults.
 */
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures/packeta', name), 'utf8');

const PASSWORD = 'a'.repeat(32);
const attributes: PacketAttributes = {
  number: '2600042',
  name: 'Jana',
  surname: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420777123456',
  addressId: '4321',
  currency: 'CZK',
  value: '288',
  cod: '288',
  weight: '1',
  eshop: 'intimfit.cz',
};

/** The double's packets in memory: its protocol needs no database. */
function memoryStore(): PacketaDoubleStore {
  const packets = new Map<string, DoublePacket>();
  let next = 4100000001;
  return {
    async create(a) {
      const p = { ...a, id: String(next++), statusCode: 1, statusAt: new Date() };
      packets.set(p.id, p);
      return p;
    },
    async find(id) {
      return packets.get(id) ?? null;
    },
    async setStatus(id, statusCode) {
      const p = packets.get(id);
      if (!p) return null;
      Object.assign(p, { statusCode, statusAt: new Date() });
      return p;
    },
    async latest() {
      return [...packets.values()].reverse();
    },
  };
}

/** An element tree's shape: its element names, nested, without the texts. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  return '…';
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join(' ').replace(/\s+/g, ' ') };
}

describe('the client against the real service’s recorded answers', () => {
  let server: Server;
  let url: string;
  let answer = '';
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push(`${req.method} ${req.headers['content-type']} ${body}`);
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/rest`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const client = () => createPacketaApiClient({ url, apiPassword: PASSWORD });

  it('creates a packet: one XML document with the password and the attributes', async () => {
    answer = fixture('create-packet-ok.xml');
    expect(await client().createPacket(attributes)).toEqual({
      id: '1234567890',
      barcode: 'Z1234567890',
      barcodeText: 'Z 123 4567 890',
    });
    const sent = received.at(-1)!;
    expect(sent).toMatch(/^POST text\/xml/);
    const doc = parseXml(sent.slice(sent.indexOf('<?xml')))!;
    expect(doc).toEqual({
      createPacket: { apiPassword: PASSWORD, packetAttributes: attributes },
    });
  });

  it('reads a packet’s state', async () => {
    answer = fixture('packet-status-ok.xml');
    expect(await client().packetStatus('1234567890')).toEqual({
      dateTime: '2019-01-28T10:24:13',
      statusCode: 1,
      codeText: 'received data',
      statusText: 'Internetový obchod předal informace o zásilce.',
    });
  });

  it('takes a label as a PDF, and several packets’ labels in one call', async () => {
    answer = fixture('packet-label-pdf-ok.xml');
    const pdf = await client().packetLabelPdf('1234567890');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await client().packetsLabelsPdf(['1', '2']);
    expect(received.at(-1)).toContain('<packetIds><id>1</id><id>2</id></packetIds><format>A6 on A4</format>');
  });

  it('turns faults into PacketaFault with the fields Packeta names, never with the password', async () => {
    answer = fixture('create-packet-attributes-fault.xml');
    const refused = await client()
      .createPacket(attributes)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PacketaFault);
    expect((refused as PacketaFault).fault).toBe('PacketAttributesFault');
    expect((refused as PacketaFault).permanent).toBe(true);
    expect((refused as PacketaFault).attributes).toEqual([
      { name: 'addressId', fault: 'Invalid branch.' },
      { name: 'weight', fault: 'Weight must be between 0 and 15 kg.' },
    ]);
    answer = fixture('incorrect-api-password-fault.xml');
    const wrong = await client()
      .packetStatus('1')
      .catch((e: unknown) => e);
    expect((wrong as PacketaFault).fault).toBe('IncorrectApiPasswordFault');
    expect((wrong as Error).message).not.toContain(PASSWORD);
    answer = fixture('packet-id-fault.xml');
    await expect(client().packetStatus('1')).rejects.toMatchObject({ fault: 'PacketIdFault' });
    answer = '<html>Bad gateway</html>';
    await expect(client().packetStatus('1')).rejects.toMatchObject({ fault: 'InvalidResponse' });
  });

  it('an unreachable API is a transient fault', async () => {
    const gone = createPacketaApiClient({ url: 'http://127.0.0.1:9/api/rest', apiPassword: PASSWORD });
    const err = (await gone.packetStatus('1').catch((e: unknown) => e)) as PacketaFault;
    expect(err.fault).toBe('NetworkError');
    expect(err.permanent).toBe(false);
  });
});

describe('the double over HTTP', () => {
  let app: FastifyInstance;
  let url: string;
  const post = (body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body }).then(
      async (r) => ({ status: r.status, type: r.headers.get('content-type'), text: await r.text() }),
    );

  beforeAll(async () => {
    app = Fastify();
    await app.register(packetaApiDouble, {
      prefix: '/test-packeta',
      store: memoryStore(),
      apiPassword: PASSWORD,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/test-packeta/api/rest`;
  });
  afterAll(() => app.close());

  const client = (apiPassword = PASSWORD) => createPacketaApiClient({ url, apiPassword });

  it('answers in the shapes of the real service’s recorded answers', async () => {
    const created = await post(
      `<createPacket><apiPassword>${PASSWORD}</apiPassword><packetAttributes>${Object.entries(attributes)
        .map(([k, v]) => `<${k}>${v}</${k}>`)
        .join('')}</packetAttributes></createPacket>`,
    );
    expect(created.status).toBe(200);
    expect(created.type).toMatch(/^text\/xml/);
    expect(shapeOf(parseXml(created.text))).toEqual(shapeOf(parseXml(fixture('create-packet-ok.xml'))));
    const id = /<id>(\d+)<\/id>/.exec(created.text)![1]!;
    expect(created.text).toContain(`<barcode>Z${id}</barcode>`);

    const status = await post(
      `<packetStatus><apiPassword>${PASSWORD}</apiPassword><packetId>${id}</packetId></packetStatus>`,
    );
    expect(shapeOf(parseXml(status.text))).toEqual(shapeOf(parseXml(fixture('packet-status-ok.xml'))));
    expect(status.text).toContain('<statusCode>1</statusCode><codeText>received data</codeText>');

    const label = await post(
      `<packetLabelPdf><apiPassword>${PASSWORD}</apiPassword><packetId>${id}</packetId><format>A6 on A4</format><offset>0</offset></packetLabelPdf>`,
    );
    expect(shapeOf(parseXml(label.text))).toEqual(shapeOf(parseXml(fixture('packet-label-pdf-ok.xml'))));

    const faults: [string, string][] = [
      [
        `<createPacket><apiPassword>${PASSWORD}</apiPassword><packetAttributes><number>1</number><name>A</name><surname>B</surname><email>a@b.cz</email><addressId>CZ001</addressId><value>1</value><weight>99</weight></packetAttributes></createPacket>`,
        'create-packet-attributes-fault.xml',
      ],
      [
        '<packetStatus><apiPassword>wrong</apiPassword><packetId>1</packetId></packetStatus>',
        'incorrect-api-password-fault.xml',
      ],
      [
        `<packetStatus><apiPassword>${PASSWORD}</apiPassword><packetId>999</packetId></packetStatus>`,
        'packet-id-fault.xml',
      ],
    ];
    for (const [request, recorded] of faults) {
      const res = await post(request);
      expect(res.status).toBe(200);
      expect(shapeOf(parseXml(res.text)), recorded).toEqual(shapeOf(parseXml(fixture(recorded))));
      const expectedFault = /<fault>(\w+)<\/fault>/.exec(fixture(recorded))![1];
      expect(res.text).toContain(`<fault>${expectedFault}</fault>`);
    }
    expect(faults.length).toBe(3);
  });

  it('takes the client’s packet, label and state, and moves it on its page', async () => {
    const created = await client().createPacket(attributes);
    expect(created.barcode).toBe(`Z${created.id}`);
    expect(created.barcodeText).toMatch(/^Z \d{3} \d{4} \d{3}$/);
    const one = await pdfText(await client().packetLabelPdf(created.id));
    expect(one.pages).toBe(1);
    expect(one.text).toContain(created.barcodeText);
    expect(one.text).toContain('Jana Nováková');
    expect(one.text).toContain('Dobírka: 288 CZK');

    const others = await Promise.all(
      [1, 2, 3, 4].map((n) => client().createPacket({ ...attributes, number: `26000${n}` })),
    );
    const many = await pdfText(await client().packetsLabelsPdf([created.id, ...others.map((o) => o.id)]));
    expect(many.pages).toBe(2);
    for (const p of [created, ...others]) expect(many.text).toContain(p.barcodeText);

    const base = url.replace('/api/rest', '');
    const page = await fetch(`${base}/packets/${created.barcode}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Předáno dopravci');
    expect(html).toContain('Připraveno k vyzvednutí');
    expect(html).toContain('Doručeno');
    for (const code of [2, 5, 7]) {
      const moved = await fetch(`${base}/packets/${created.barcode}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `status=${code}`,
        redirect: 'manual',
      });
      expect(moved.status).toBe(303);
      expect((await client().packetStatus(created.id)).statusCode).toBe(code);
    }
    expect((await client().packetStatus(created.id)).codeText).toBe('delivered');
    const bad = await fetch(`${base}/packets/${created.barcode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=99',
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${base}/packets/Z1`)).status).toBe(404);
  });

  it('refuses a wrong password, bad attributes, unknown packets and no XML', async () => {
    await expect(client('wrong').createPacket(attributes)).rejects.toMatchObject({
      fault: 'IncorrectApiPasswordFault',
    });
    const refused = (await client()
      .createPacket({ ...attributes, addressId: 'CZ001', email: 'nope', phone: '' })
      .catch((e: unknown) => e)) as PacketaFault;
    expect(refused.fault).toBe('PacketAttributesFault');
    expect(refused.attributes.map((a) => a.name).sort()).toEqual(['addressId', 'email']);
    await expect(client().packetStatus('123')).rejects.toMatchObject({ fault: 'PacketIdFault' });
    await expect(client().packetLabelPdf('123')).rejects.toMatchObject({ fault: 'PacketIdFault' });
    await expect(client().packetsLabelsPdf(['123'])).rejects.toMatchObject({ fault: 'PacketIdsFault' });
    for (const body of ['not xml', '<createPacket><', '<!DOCTYPE x [<!ENTITY a "b">]><createPacket/>']) {
      expect((await post(body)).text).toContain('<fault>IncorrectDataFault</fault>');
    }
  });
});

describe('the tracking link', () => {
  it('opens Packeta’s tracking page in the order’s language', () => {
    expect(packetaTrackingUrl('Z1234567890', 'cs')).toBe('https://tracking.packeta.com/cs/?id=Z1234567890');
    expect(packetaTrackingUrl('Z1234567890', 'sk')).toBe('https://tracking.packeta.com/sk/?id=Z1234567890');
    expect(packetaTrackingUrl('Z1234567890', 'de')).toBe('https://tracking.packeta.com/de/?id=Z1234567890');
    expect(packetaTrackingUrl('Z1234567890', 'en')).toBe('https://tracking.packeta.com/cs/?id=Z1234567890');
  });
});
