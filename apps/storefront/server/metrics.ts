import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { answersMethod, HEALTH_PATH, pathOf } from './health';
import type { PageCache } from './page-cache';
import { logError } from '../src/lib/log';

export const METRICS_PATH = '/metrics';

/** What a request was for: a label of a few values, never the path itself (one series per URL). */
export type RouteClass = 'page' | 'api' | 'static' | 'metrics' | 'health' | 'other';

export function routeClassOf(url: string | undefined): RouteClass {
  const path = (url ?? '').split('?')[0]!;
  if (!path.startsWith('/') || path.startsWith('//')) return 'other';
  if (path === METRICS_PATH) return 'metrics';
  if (path === HEALTH_PATH) return 'health';
  if (path.startsWith('/api/')) return 'api';
  // Build assets, images, and the public files (a dot in the last segment: robots.txt, icon.svg).
  if (path.startsWith('/_next/') || path.startsWith('/media/') || /\.[^/]+$/.test(path)) return 'static';
  return 'page';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const labelNames = ['method', 'route', 'status_class'] as const;

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (CPU, memory, heap, event-loop lag, GC), once per process: each collection
 * starts an event-loop monitor that is never stopped.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface StorefrontMetrics {
  /** Counts and times the request when its connection is done with it. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** Answers `/metrics` (Prometheus's text format, never cached); returns whether it did. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The storefront server's metrics, in a registry of its own: requests by route class, method and
 * status class (`aborted` when the client left before the answer was finished), and the page
 * cache's figures, read from it at each scrape.
 */
export function storefrontMetrics(
  cache?: PageCache,
  key: string | undefined = process.env.METRICS_KEY || undefined,
): StorefrontMetrics {
  const own = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route class (page, api, static, metrics, health, other) and status class',
    labelNames,
    registers: [own],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route class and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });
  const readCache = cache ? pageCacheMetrics(own, cache) : () => undefined;
  const registry = Registry.merge([processMetrics(), own]);

  return {
    observe(req, res) {
      const started = performance.now();
      res.once('close', () => {
        const labels = {
          method: METHODS.has(req.method ?? '') ? req.method! : 'other',
          route: routeClassOf(req.url),
          status_class: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted',
        };
        requests.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
      });
    },
    answer(req, res) {
      // Without a key there are no metrics: the path is an ordinary (missing) page.
      if (!key || pathOf(req) !== METRICS_PATH) return false;
      if (!answersMethod(req, res)) return true;
      if (!keyMatches(req.headers.authorization, key)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' }).end();
        return true;
      }
      readCache();
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (err: unknown) => {
          logError('metrics', err);
          res.writeHead(500, { 'cache-control': 'no-store' }).end();
        },
      );
      return true;
    },
  };
}

/** Whether the request carries `Authorization: Bearer <key>`, compared in constant time. */
function keyMatches(authorization: string | undefined, key: string): boolean {
  const given = createHash('sha256')
    .update(authorization ?? '')
    .digest();
  return timingSafeEqual(given, createHash('sha256').update(`Bearer ${key}`).digest());
}

/** The page cache's counters and gauges; the returned function sets them from one reading. */
function pageCacheMetrics(registry: Registry, cache: PageCache): () => void {
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const hits = counter('shop_page_cache_hits_total', 'Page requests answered from a fresh page cache entry');
  const misses = counter('shop_page_cache_misses_total', 'Page requests the page cache passed on to Next');
  const stale = counter(
    'shop_page_cache_stale_served_total',
    'Page requests whose rendering failed (5xx or thrown) and that got a stale copy instead',
  );
  const entries = gauge('shop_page_cache_entries', 'Pages kept by the page cache, fresh or stale');
  const bytes = gauge('shop_page_cache_bytes', 'Bytes of the pages kept by the page cache');
  const maxBytes = gauge('shop_page_cache_max_bytes', 'Bytes the page cache may keep (PAGE_CACHE_MAX_MB)');
  return () => {
    const s = cache.stats();
    for (const [metric, value] of [
      [hits, s.hits],
      [misses, s.misses],
      [stale, s.staleServed],
    ] as const) {
      metric.reset();
      metric.inc(value);
    }
    entries.set(s.entries);
    bytes.set(s.bytes);
    maxBytes.set(s.maxBytes);
  };
}
