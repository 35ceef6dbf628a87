import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { parseCookie } from 'cookie';
import { SHOPPER_COOKIES } from '../src/lib/cart/shopper-cookies';
import { sharedPageKey } from '../src/lib/page-rewrite';
import { writtenChunk } from './written-chunk';

/**
 * A response cache in front of Next for pages it serves from its own cache: the finished bytes
 * (compressed as Next compressed them) are kept for a short time and sent again without entering
 * Next at all, the way a reverse proxy's micro-cache would. Only what Next marks as shareable is
 * kept (status 200, `s-maxage`, no `Set-Cookie`, not stale); the key holds everything the page
 * varies by (its path and the part of the query it reads, the router's headers, the price-display cookies, gzip or not). A successful
 * revalidation call empties it, and entries expire after `ttlMs` in any case, so a change that one
 * process did not hear of is visible within that time. The least recently used entries go first
 * when it is full, and requests for a page that is being rendered wait for that one rendering.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** Larger responses are passed through uncached. */
  maxEntryBytes?: number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Request headers the App Router varies its answers by (its own `Vary` list). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
];
/** The cookies the proxy chooses the page's price display by. */
const DISPLAY_COOKIES = ['currency', 'display_vat', 'display_both_prices'];
/** Per-connection headers that must not be replayed. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'];

export const REVALIDATE_PATH = '/api/revalidate';

/** The cache key of a request, or null when its answer must never come from the cache. */
export function requestKey(req: IncomingMessage): string | null {
  const url = req.url ?? '/';
  if (req.method !== 'GET' || req.headers.authorization) return null;
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  const cookies = parseCookie(req.headers.cookie ?? '');
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  return JSON.stringify([
    sharedPageKey(url),
    gzip,
    ROUTER_HEADERS.map((h) => String(req.headers[h] ?? '')),
    DISPLAY_COOKIES.map((c) => cookies[c] ?? ''),
    // A shopper's request never shares an entry with a visitor's: the same URL may be their own page.
    SHOPPER_COOKIES.some((c) => cookies[c] !== undefined),
  ]);
}

/** Whether a finished response may be shared with every request of the same key. */
export function isShareable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return false;
  return headers['x-nextjs-cache'] !== 'STALE';
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Pages being rendered now, by key: what they will store, or null when they are not shareable. */
  private readonly rendering = new Map<string, Promise<Entry | null>>();

  constructor(options: PageCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      maxEntrySize: options.maxEntryBytes ?? 5 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      ttl: options.ttlMs,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: Entry): void {
    // Too large for an entry: lru-cache leaves it out.
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The rendering of `key` under way, if any. */
  pending(key: string): Promise<Entry | null> | undefined {
    return this.rendering.get(key);
  }

  /** Notes that `key` is being rendered until `done` settles. */
  track(key: string, done: Promise<Entry | null>): void {
    this.rendering.set(key, done);
    void done.finally(() => {
      if (this.rendering.get(key) === done) this.rendering.delete(key);
    });
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * One URL is several pages, one per price display (chosen by cookie in the proxy): shared caches
 * in front must key pages by the cookies. Next writes its own Vary list, so Cookie is added as the
 * headers go out.
 */
function varyByCookie(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\bcookie\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Cookie` : 'Cookie');
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/** Records what `handler` writes, so that a shareable answer can be stored once it has ended. */
function recordResponse(res: ServerResponse, onEnd: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    const bytes = writtenChunk(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    const out = end(...args);
    onEnd(Buffer.concat(chunks));
    return out;
  }) as ServerResponse['end'];
}

/**
 * Serves `req` from the cache when it can, otherwise through `handler`, storing a shareable answer.
 * `cacheable(req)` may refuse a request the key alone cannot judge (a new visitor from abroad gets
 * a currency cookie from the proxy, so their first page must come from Next).
 */
export async function serveWithCache(
  req: IncomingMessage,
  res: ServerResponse,
  handler: Handler,
  cache: PageCache,
  cacheable: (req: IncomingMessage) => Promise<boolean> | boolean = () => true,
): Promise<void> {
  if (req.method === 'POST' && req.url?.split('?')[0] === REVALIDATE_PATH) {
    res.once('finish', () => {
      if (res.statusCode === 200) cache.clear();
    });
    return handler(req, res);
  }
  const key = requestKey(req);
  if (!key || !(await cacheable(req))) return handler(req, res);
  varyByCookie(res);
  const hit = cache.get(key) ?? (await cache.pending(key)) ?? undefined;
  if (hit) {
    res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length, 'x-page-cache': 'HIT' });
    res.end(hit.body);
    return;
  }
  // The client may have gone while this request waited: nothing to render, and no 'close' to come.
  if (res.destroyed || res.writableEnded) return;
  let settle: (entry: Entry | null) => void = () => undefined;
  cache.track(key, new Promise<Entry | null>((r) => (settle = r)));
  res.once('close', () => settle(null));
  recordResponse(res, (body) => {
    const headers = res.getHeaders();
    if (!isShareable(res.statusCode, headers)) return settle(null);
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!HOP_HEADERS.includes(name) && value !== undefined) kept[name] = value;
    }
    const entry = { status: res.statusCode, headers: kept, body };
    cache.set(key, entry);
    settle(entry);
  });
  try {
    return await handler(req, res);
  } finally {
    // Settled already when the page ended; otherwise the waiting requests render for themselves.
    settle(null);
  }
}
