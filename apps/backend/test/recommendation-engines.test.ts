import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationsResponse } from '@shop/contract';
import {
  ENGINE_TIMEOUT_MS,
  getEngineRecommender,
  postEngineRecommender,
} from '../src/integrations/recommendations/http-engines.ts';
import type { RecommendationRequest, Recommender } from '../src/integrations/recommendations/recommender.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

// The external recommendation engines against a real HTTP server started here, which plays the
// engine: what each adapter sends, what it makes of the answer, and the shop's own answer when the
// engine fails or is slower than its 2 s.

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}
type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let engineUrl: string;
const seen: Seen[] = [];
let behave: Behaviour = (_req, res) => res.end('{}');

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: new URL(req.url!, 'http://engine'),
        body: raw ? (JSON.parse(raw) as unknown) : null,
      });
      behave(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recommend`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const answer =
  (body: unknown, status = 200): Behaviour =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

/** The shop's own recommender stands in as the fallback: a fixed answer that shows it was asked. */
const ownAnswer = [7, 8];
const fallback: Recommender = { name: 'fixed', recommend: () => Promise.resolve(ownAnswer) };

function logSink() {
  const lines: { obj: unknown; msg: string | undefined }[] = [];
  return { lines, log: { warn: (obj: unknown, msg?: string) => lines.push({ obj, msg }) } };
}

const productRequest: RecommendationRequest = {
  placement: 'product',
  visitorId: 'a1b2c3',
  customerId: 42,
  cartProductIds: [1, 2],
  cartProductCodes: ['T-1', 'T-2'],
  productId: 3,
  productCode: 'T-3',
  categoryId: 4,
};

describe('the GET engine', () => {
  it('asks by placement, cookie and customer and answers its product ids', async () => {
    behave = answer({ productIds: [5, 2, 9] });
    seen.length = 0;
    const { log, lines } = logSink();
    const engine = getEngineRecommender({ url: engineUrl, fallback, log });
    expect(await engine.recommend(productRequest)).toEqual([5, 2, 9]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      placement: 'product',
      cookie: 'a1b2c3',
      customer: '42',
    });
    expect(lines).toEqual([]);
  });

  it('leaves out the cookie and customer a guest without a cart does not have', async () => {
    behave = answer({ productIds: [] });
    seen.length = 0;
    const engine = getEngineRecommender({ url: engineUrl, fallback, log: logSink().log });
    await engine.recommend({ ...productRequest, placement: 'cart', visitorId: null, customerId: null });
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ placement: 'cart' });
  });

  it('an error status or an answer of another shape: the fallback answers, and it is logged', async () => {
    for (const b of [answer({ errors: ['down'] }, 503), answer({ items: [1, 2] }), answer(['1'])]) {
      behave = b;
      const { log, lines } = logSink();
      const engine = getEngineRecommender({ url: engineUrl, fallback, log });
      expect(await engine.recommend(productRequest)).toEqual(ownAnswer);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.obj).toMatchObject({ engine: 'get', placement: 'product' });
    }
  });

  it('an unreachable engine: the fallback answers', async () => {
    const { log, lines } = logSink();
    // Port 9 (discard) on loopback: nothing listens there here.
    const engine = getEngineRecommender({ url: 'http://127.0.0.1:9/x', fallback, log });
    expect(await engine.recommend(productRequest)).toEqual(ownAnswer);
    expect(lines).toHaveLength(1);
  });
});

describe('the POST engine', () => {
  it('sends the user, the cart’s product codes, the displayed product and its category', async () => {
    behave = answer({ productIds: [11, 12] });
    seen.length = 0;
    const engine = postEngineRecommender({ url: engineUrl, fallback, log: logSink().log });
    expect(await engine.recommend(productRequest)).toEqual([11, 12]);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/recommend');
    expect(seen[0]!.body).toEqual({
      placement: 'product',
      user: { customerId: 42, visitorId: 'a1b2c3' },
      cartProductCodes: ['T-1', 'T-2'],
      productCode: 'T-3',
      categoryId: 4,
    });
  });

  it(`gives up after ${ENGINE_TIMEOUT_MS} ms and shows the shop's own answer`, async () => {
    // Headers go out at once, the body never comes: the timeout covers reading the answer too.
    behave = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"productIds":[');
    };
    const { log, lines } = logSink();
    const engine = postEngineRecommender({ url: engineUrl, fallback, log });
    const started = performance.now();
    expect(await engine.recommend(productRequest)).toEqual(ownAnswer);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(ENGINE_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(ENGINE_TIMEOUT_MS + 1500);
    expect(lines[0]!.obj).toMatchObject({
      engine: 'post',
      reason: `no answer within ${ENGINE_TIMEOUT_MS} ms`,
    });
  });

  it('a server that does not answer at all: the same', async () => {
    behave = () => {};
    const { log, lines } = logSink();
    const engine = postEngineRecommender({ url: engineUrl, fallback, log });
    const started = performance.now();
    expect(await engine.recommend(productRequest)).toEqual(ownAnswer);
    expect(performance.now() - started).toBeLessThan(ENGINE_TIMEOUT_MS + 1500);
    expect(lines).toHaveLength(1);
  });
});

describe('an engine configured for the shop', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp({
      env: { RECOMMENDATION_ENGINE: 'post', RECOMMENDATION_ENGINE_URL: engineUrl },
    });
  });
  afterAll(() => t.cleanup());

  it('its ids become product boxes: the displayed product, hidden, unknown and sold-out ones left out', async () => {
    // 1 is the displayed product, 14 is sold out for good, 999 does not exist.
    behave = answer({ productIds: [13, 1, 14, 999, 2, 13] });
    seen.length = 0;
    const res = await t.app.inject({ url: '/api/v1/recommendations?placement=product&productId=1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(recommendationsResponse.parse(res.json()).data.map((p) => p.id)).toEqual([13, 2]);
    expect(seen[0]!.body).toMatchObject({ placement: 'product', productCode: 'KAT-1', categoryId: 3 });
  });

  it('when it fails, the shop’s own recommendations', async () => {
    behave = answer({}, 500);
    const res = await t.app.inject({ url: '/api/v1/recommendations?placement=product&productId=13' });
    expect(res.statusCode, res.body).toBe(200);
    // No orders: category 2's products in the shop's order (14 is sold out).
    expect(recommendationsResponse.parse(res.json()).data.map((p) => p.id)).toEqual(
      expect.arrayContaining([1, 2]),
    );
  });
});
