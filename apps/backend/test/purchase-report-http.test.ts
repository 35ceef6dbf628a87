import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/integrations/mail/mailer.ts';
import { createPurchaseReporters } from '../src/integrations/purchase-reporting/reporters.ts';
import { createJobHandlers } from '../src/modules/order/index.ts';
import type { Config } from '../src/config.ts';
import { ALOE, body, newCart, placed, SILK, t, useOrdersShop } from './support/orders-fixture.ts';

useOrdersShop();

/** A shop-certification service on this machine: it keeps every request it receives. */
interface Received {
  method: string;
  contentType: string | undefined;
  body: unknown;
}
let server: Server;
let url: string;
let status = 200;
const received: Received[] = [];
let dataDir: string;

async function read(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((text) => {
      received.push({
        method: req.method!,
        contentType: req.headers['content-type'],
        body: JSON.parse(text),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/order/log`;
  dataDir = await mkdtemp(join(tmpdir(), 'purchase-report-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** The purchase-report job as the job runner runs it, with the service configured at `url`. */
function reportJob() {
  const config = { shopCertification: { url, apiKey: 'test-key-123' }, dataDir } as unknown as Config;
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const handlers = createJobHandlers({
    db: t.database.db,
    mailer: createMailer({ from: 'Obchod <obchod@example.cz>', dataDir }),
    reporters: createPurchaseReporters(config),
    shopName: 'Obchod',
    storefrontUrl: 'http://localhost',
    publicUrl: 'http://localhost',
    fallbackShopAddress: 'obchod@example.cz',
    log,
  });
  return (orderId: number) =>
    handlers['purchase-report']!({ orderId, service: 'shop-certification' }, { id: 1, attempt: 1 });
}

const consents = (heurekaSurvey: boolean) => ({
  sms: false,
  magazine: false,
  heurekaSurvey,
  zboziSurvey: false,
});

describe('shop certification over HTTP', () => {
  it('POSTs apiKey, email, orderId and the product item ids of an order whose buyer consented', async () => {
    received.length = 0;
    const token = await newCart([
      [ALOE, 2],
      [SILK, 1],
    ]);
    const { data: order } = await placed(token, body({ consents: consents(true) }));
    await reportJob()(order.id);
    expect(received).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        body: {
          apiKey: 'test-key-123',
          email: 'jan.novak@example.cz',
          orderId: order.code,
          // The catalogue codes of the two variants bought, each once.
          productItemIds: ['ALOE-100', 'SILK-50'],
        },
      },
    ]);
  });

  it('sends nothing without the buyer’s consent', async () => {
    received.length = 0;
    const token = await newCart([[ALOE, 1]]);
    const { data: order } = await placed(token, body({ consents: consents(false) }));
    await reportJob()(order.id);
    expect(received).toEqual([]);
  });

  it('fails the job when the service refuses, so that it is retried', async () => {
    received.length = 0;
    status = 500;
    try {
      const token = await newCart([[ALOE, 1]]);
      const { data: order } = await placed(token, body({ consents: consents(true) }));
      await expect(reportJob()(order.id)).rejects.toThrow(/shop-certification: .* answered 500/);
      expect(received).toHaveLength(1);
    } finally {
      status = 200;
    }
  });
});
