/**
 * The storefront's production server: Next's request handler behind the page cache
 * (server/page-cache.ts), with error documents sent as whole pages (server/error-pages.ts), the
 * scripts started after the main picture (server/hydrate-after-paint.ts), compressed here. `npm start` and the browser tests run it; `next start` would serve the
 * same pages, only every request through Next.
 *   PORT (or STOREFRONT_PORT), PAGE_CACHE_TTL_SECONDS (default 30, 0 turns the cache off),
 *   PAGE_CACHE_MAX_MB (default 96), PAGE_CACHE_STALE_SECONDS (default 3600: how long an expired
 *   page stays to be sent instead of a server error), TRUST_PROXY (proxies whose X-Forwarded-For
 *   is believed; default none), PAYMENT_GATEWAY_ORIGINS (where forms may lead besides the shop;
 *   default the backend's, which serves the test gateway), SHUTDOWN_DRAIN_SECONDS (default 0: how
 *   long a stopping process keeps answering while `/ready` says 503), REDIS_URL (several processes: Next's
 *   cache is kept in Redis, and a revalidation one process accepts empties every page cache).
 */
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { firstForwardedFor, visitorGetsEuros } from '../src/lib/currency/visitor-country';
import { siteUrl } from '../src/lib/site';
import { certificationWidget } from '../src/lib/certification/config';
import { consentProvider } from '../src/lib/consent/config';
import { withErrorPages } from './error-pages';
import { withCompression } from './compressed';
import { withScriptsAfterPaint } from './hydrate-after-paint';
import { maintenanceGuard, maintenanceReader } from './maintenance';
import { PageCache, REVALIDATE_PATH, serveWithCache } from './page-cache';
import { revalidationRelay } from './revalidation-relay';
import { answerHealth, answerReady, pathOf } from './health';
import { storefrontMetrics } from './metrics';
import { closeGracefully } from './shutdown';
import { productionRefusals } from './production-check';
import { loadPrecompressedAssets, servePrecompressed } from './precompressed-assets';
import { errorCodeOfStatus } from '@shop/contract';
import {
  BODY_TITLES,
  bodyRefusal,
  clientAddressOf,
  crossSiteAnswer,
  isCrossSite,
  originOf,
  securityHeaders,
  assetHeaders,
  BUILD_ASSETS_PATH,
  trustedProxies,
} from './request-guard';
import { logError } from '../src/lib/log';

// As the backend does: production without what production needs does not start at all.
const refusals = productionRefusals(process.env);
if (refusals.length > 0) {
  console.error(`Refusing to start in production (SHOP_ENV=production):\n${refusals.join('\n')}`);
  process.exit(1);
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? process.env.STOREFRONT_PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const ttlSeconds = Number(process.env.PAGE_CACHE_TTL_SECONDS ?? 30);
const maxMb = Number(process.env.PAGE_CACHE_MAX_MB ?? 96);
const staleSeconds = Number(process.env.PAGE_CACHE_STALE_SECONDS ?? 3600);
if (!Number.isFinite(ttlSeconds) || ttlSeconds < 0) throw new Error('PAGE_CACHE_TTL_SECONDS: a number >= 0');
if (!Number.isFinite(maxMb) || maxMb <= 0) throw new Error('PAGE_CACHE_MAX_MB: a number > 0');
if (!Number.isFinite(staleSeconds) || staleSeconds < 0)
  throw new Error('PAGE_CACHE_STALE_SECONDS: a number >= 0');
const drainSeconds = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 0);
if (!Number.isFinite(drainSeconds) || drainSeconds < 0)
  throw new Error('SHUTDOWN_DRAIN_SECONDS: a number >= 0');

/**
 * Whether a request's page may come from the cache. A new visitor (no currency cookie) from abroad
 * on a CZK storefront must reach the proxy, which gives them euros and the cookie.
 */
async function cacheable(req: IncomingMessage): Promise<boolean> {
  const euros = await visitorGetsEuros({
    path: req.url ?? '/',
    currencyCookie: /(?:^|;\s*)currency=([^;]*)/.exec(req.headers.cookie ?? '')?.[1],
    ip: firstForwardedFor(req.headers['x-forwarded-for']?.toString()),
  });
  return !euros;
}

// No hostname here: Next would build request URLs (and redirects) from it instead of the Host header.
// The port lets Next fetch a server action's redirect target from this process (localhost:port).
const app = next({ dev: false, dir, port });
const nextHandler = app.getRequestHandler();
// Compression last, around the text the other layers write.
const handle = withCompression(withScriptsAfterPaint(withErrorPages(nextHandler, nextHandler)));
await app.prepare();
const cache = new PageCache({
  ttlMs: ttlSeconds * 1000,
  staleMs: staleSeconds * 1000,
  maxBytes: maxMb * 1024 * 1024,
});
const metrics = storefrontMetrics(ttlSeconds > 0 ? cache : undefined);
const relay = process.env.REDIS_URL
  ? await revalidationRelay(process.env.REDIS_URL, () => cache.expireAll())
  : null;

const trusted = trustedProxies(process.env.TRUST_PROXY);
const backend = process.env.STORE_URL ?? 'http://localhost:4000';
const headers = securityHeaders({
  imageOrigins: [
    ...originOf(process.env.MEDIA_URL ?? backend),
    // Pickup points' photos: Packeta's file host, and the backend, which serves its double's.
    ...(process.env.PICKUP_PHOTO_ORIGINS ?? 'https://files.packeta.com')
      .split(',')
      .flatMap((u) => originOf(u.trim())),
    ...originOf(backend),
  ],
  formOrigins: (process.env.PAYMENT_GATEWAY_ORIGINS?.split(',') ?? [backend]).flatMap((u) =>
    originOf(u.trim()),
  ),
  https: siteUrl.protocol === 'https:',
  consentOrigins: originOf(consentProvider()?.scriptUrl),
  widgetOrigins: originOf(certificationWidget()?.scriptUrl),
});
const buildAssetHeaders = assetHeaders(headers);
const precompressed = await loadPrecompressedAssets(
  path.join(dir, process.env.NEXT_DIST_DIR ?? '.next', 'static'),
  BUILD_ASSETS_PATH,
);
const ownOrigins = [siteUrl.origin];
const underMaintenance = maintenanceGuard(maintenanceReader(backend), handle);

let stopping = false;
const server = createServer((req, res) => {
  metrics.observe(req, res);
  // Probes and scrapes: never the page cache, the maintenance page or Next.
  if (answerHealth(req, res) || answerReady(req, res, stopping) || metrics.answer(req, res)) return;
  // At the moment the head goes out, whichever layer sends it (error pages replace all headers).
  const sent = pathOf(req).startsWith(BUILD_ASSETS_PATH) ? buildAssetHeaders : headers;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  res.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
    return writeHead(...args);
  }) as typeof res.writeHead;
  // The one address every page, route and backend call counts this client by.
  req.headers['x-forwarded-for'] = clientAddressOf(req, trusted);
  const tooBig = bodyRefusal(req);
  if (tooBig) {
    res.writeHead(tooBig, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    res.end(JSON.stringify({ errors: [{ code: errorCodeOfStatus(tooBig), title: BODY_TITLES[tooBig] }] }));
    return;
  }
  if (isCrossSite(req, ownOrigins)) {
    res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(crossSiteAnswer);
    return;
  }
  if (relay && req.method === 'POST' && pathOf(req) === REVALIDATE_PATH) {
    res.once('finish', () => {
      if (res.statusCode === 200)
        relay.announce().catch((err: unknown) => logError('revalidation relay', err));
    });
  }
  if (servePrecompressed(req, res, precompressed)) return;
  // While the shop is in maintenance, pages answer 503 with the maintenance page, ahead of the cache.
  const done = underMaintenance(req, res).then((answered) => {
    if (answered) return;
    return ttlSeconds > 0 ? serveWithCache(req, res, handle, cache, cacheable) : handle(req, res);
  });
  void Promise.resolve(done).catch((err: unknown) => {
    logError('request', err);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
// Idle keep-alive connections stay open longer than a proxy's or client's pool keeps them (Node's
// 5 s would close sockets those reuse, and their next request fails with a reset); as Fastify does.
server.keepAliveTimeout = 72_000;
server.listen(port, hostname, () => {
  console.log(`storefront listening on http://localhost:${port} (page cache ${ttlSeconds} s)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`storefront: ${signal}, finishing the requests in flight`);
    // Readiness fails from now on; a load balancer stops sending requests here while they are
    // still answered, so that none arrives on a connection that closes under it.
    new Promise((r) => setTimeout(r, drainSeconds * 1000))
      .then(() => closeGracefully(server))
      .then(() => Promise.all([app.close(), relay?.close()]))
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logError('clean shutdown', err);
          process.exit(1);
        },
      );
  });
}
