import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { parseCookie } from 'cookie';
import { SHOPPER_COOKIES } from '../src/lib/cart/shopper-cookies';
import { sharedPageKey } from '../src/lib/page-rewrite';
import { siteDomains } from '../src/i18n/routing';
import {
  CURRENCY_COOKIE,
  DISPLAY_BOTH_COOKIE,
  DISPLAY_VAT_COOKIE,
  parseBoth,
  parseCurrency,
  parseVatDisplay,
} from '../src/lib/currency';
import { negotiatedEncoding } from './compressed';
import { writtenChunk } from './written-chunk';
import { logError } from '../src/lib/log';

/**
 * A response cache in front of Next for pages it serves from its own cache: the finished bytes
 * (compressed, as they went out) are kept for a short time and sent again without entering
 * Next at all, the way a reverse proxy's micro-cache would. Only what Next marks as shareable is
 * kept (status 200, `s-maxage`, no `Set-Cookie`, not stale); the key holds everything the page
 * varies by (its path and the part of the query it reads, the router's headers, the price-display
 * cookies, the encoding). A successful
 * revalidation call expires every entry, and entries expire after `ttlMs` in any case, so a change
 * that one process did not hear of is visible within that time. An expired entry is kept for
 * `staleMs` more, within the same size budget, and sent instead of a server error (or a thrown
 * rendering) for its page: shoppers see the last good page while the backend is down. The least
 * recently used entries go first when it is full, and requests for a page that is being rendered
 * wait for that one rendering.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** How long an expired entry is kept to stand in for a server error; 0 keeps none. */
  staleMs?: number;
  /** Larger responses are passed through uncached. */
  maxEntryBytes?: number;
}

interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** An entry as kept: fresh until `freshUntil` (performance.now()), then stale. */
interface KeptEntry extends Entry {
  freshUntil: number;
}

/** How requests for keyed pages were answered since start, and what the cache holds now. */
export interface PageCacheStats {
  /** Answered from a fresh entry (or from the one rendering it waited for). */
  hits: number;
  /** Rendered by Next. */
  misses: number;
  /** Answered with an expired entry because the rendering failed. */
  staleServed: number;
  /** Entries kept, fresh or stale. */
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** Request headers the App Router varies its answers by (its own `Vary` list). */
/** The longest router header (a route tree, a path) a cacheable request may carry. */
const MAX_ROUTER_HEADER = 2048;
/** A stale copy must not be kept by caches in front: the page is served again once it renders. */
const STALE_CACHE_CONTROL = 'no-store';
/** Per-connection headers that must not be replayed. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'];

export const REVALIDATE_PATH = '/api/revalidate';

/** The cache key of a request, or null when its answer must never come from the cache. */
export function requestKey(req: IncomingMessage): string | null {
  const url = req.url ?? '/';
  if (req.method !== 'GET' || req.headers.authorization) return null;
  if (url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  const router = routerKey(req);
  if (router === null) return null;
  const cookies = parseCookie(req.headers.cookie ?? '');
  // Only values the shop knows go into the key: junk in a header or cookie gets the same entry as
  // none, so nobody can fill the cache with variants of a page and push the real ones out.
  const host = (req.headers.host ?? '').toLowerCase();
  return JSON.stringify([
    sharedPageKey(url),
    // With a host per locale the same path is another locale's page on another host.
    siteDomains.hostLocale.has(host) ? host : '',
    negotiatedEncoding(req),
    router,
    parseCurrency(cookies[CURRENCY_COOKIE]) ?? '',
    parseVatDisplay(cookies[DISPLAY_VAT_COOKIE]) ?? '',
    parseBoth(cookies[DISPLAY_BOTH_COOKIE]) ?? '',
    // A shopper's request never shares an entry with a visitor's: the same URL may be their own page.
    SHOPPER_COOKIES.some((c) => cookies[c] !== undefined),
  ]);
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * What Next's router headers make of a page (its RSC payload, a prefetch, the part of the tree the
 * client lacks), or null when they are not what the router sends: such a request is not cached.
 */
function routerKey(req: IncomingMessage): string[] | null {
  const tree = header(req, 'next-router-state-tree');
  const nextUrl = header(req, 'next-url');
  const segment = header(req, 'next-router-segment-prefetch');
  if ([tree, nextUrl, segment].some((v) => v.length > MAX_ROUTER_HEADER)) return null;
  if ((nextUrl && !nextUrl.startsWith('/')) || (segment && !segment.startsWith('/'))) return null;
  if (tree && !isRouteTree(tree)) return null;
  return [
    header(req, 'rsc') === '1' ? '1' : '',
    /^[12]$/.test(header(req, 'next-router-prefetch')) ? header(req, 'next-router-prefetch') : '',
    segment,
    tree,
    nextUrl,
  ];
}

/** Next sends the client's route tree as URI-encoded JSON, an array at the top. */
function isRouteTree(value: string): boolean {
  try {
    return Array.isArray(JSON.parse(decodeURIComponent(value)));
  } catch {
    return false;
  }
}

/** Whether a finished response may be shared with every request of the same key. */
export function isShareable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return false;
  return headers['x-nextjs-cache'] !== 'STALE';
}

export type PageCacheOutcome = 'hit' | 'miss' | 'stale';

export class PageCache {
  private readonly entries: LRUCache<string, KeptEntry>;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  /** Pages being rendered now, by key: what they will store, or null when they are not shareable. */
  private readonly rendering = new Map<string, Promise<KeptEntry | null>>();
  private readonly outcomes: Record<PageCacheOutcome, number> = { hit: 0, miss: 0, stale: 0 };

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes;
    // lru-cache's own TTL is the whole life of an entry, stale part included: past it the entry is
    // gone. Its allowStale would serve an expired entry to any request, not only instead of an error.
    this.entries = new LRUCache<string, KeptEntry>({
      maxSize: options.maxBytes,
      maxEntrySize: options.maxEntryBytes ?? 5 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
      ttl: options.ttlMs + (options.staleMs ?? 0),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh entry of `key`. */
  get(key: string): KeptEntry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.freshUntil > performance.now() ? entry : undefined;
  }

  /** The entry of `key`, fresh or expired within its stale time: what may stand in for an error. */
  getStale(key: string): KeptEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: Entry): KeptEntry {
    const kept = { ...entry, freshUntil: performance.now() + this.ttlMs };
    // Too large for an entry: lru-cache leaves it out.
    this.entries.set(key, kept);
    return kept;
  }

  /** Every page renders again; the entries are kept as stale copies for errors. */
  expireAll(): void {
    for (const entry of this.entries.values()) entry.freshUntil = 0;
  }

  record(outcome: PageCacheOutcome): void {
    this.outcomes[outcome] += 1;
  }

  /** Drops what is past its stale time first, so that the figures count what can still be served. */
  stats(): PageCacheStats {
    this.entries.purgeStale();
    return {
      hits: this.outcomes.hit,
      misses: this.outcomes.miss,
      staleServed: this.outcomes.stale,
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      maxBytes: this.maxBytes,
    };
  }

  /** The rendering of `key` under way, if any. */
  pending(key: string): Promise<KeptEntry | null> | undefined {
    return this.rendering.get(key);
  }

  /** Notes that `key` is being rendered until `done` settles. */
  track(key: string, done: Promise<KeptEntry | null>): void {
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

type Send = {
  writeHead: (status: number, headers: OutgoingHttpHeaders) => unknown;
  end: (body: Buffer) => unknown;
};

/** Sends a kept page: a fresh one as a hit, an expired one as a stale copy. */
function sendKept(send: Send, entry: KeptEntry, cache: PageCache): void {
  const stale = entry.freshUntil <= performance.now();
  cache.record(stale ? 'stale' : 'hit');
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'content-length': entry.body.length,
    'x-page-cache': stale ? 'STALE' : 'HIT',
  };
  if (stale) headers['cache-control'] = STALE_CACHE_CONTROL;
  send.writeHead(entry.status, headers);
  send.end(entry.body);
}

/**
 * Puts `replace()`'s answer in place of a server error (5xx) at the moment its head would go out;
 * the handler's further writes then go nowhere. Returns whether it did.
 */
function replaceServerErrors(res: ServerResponse, replace: () => boolean): () => boolean {
  const original = {
    writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
  };
  let decided: 'pass' | 'replaced' | null = null;
  const decide = (status: number) => {
    decided ??= status >= 500 && replace() ? 'replaced' : 'pass';
    return decided;
  };
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    return decide(status) === 'pass' ? original.writeHead(...args) : res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (decide(res.statusCode) === 'pass') original.flushHeaders();
  };
  res.write = ((...args: unknown[]) =>
    decide(res.statusCode) === 'pass' ? original.write(...args) : true) as ServerResponse['write'];
  res.end = ((...args: unknown[]) =>
    decide(res.statusCode) === 'pass' ? original.end(...args) : res) as ServerResponse['end'];
  return () => decided === 'replaced';
}

/**
 * Serves `req` from the cache when it can, otherwise through `handler`, storing a shareable answer;
 * when `handler` answers with a server error or throws, a stale copy of the page is sent instead.
 * `cacheable(req)` may refuse a request the key alone cannot judge (a new visitor from abroad gets
 * a currency cookie from the proxy, so their first page must come from Next): such a request, like
 * every one without a key, never gets a kept page, stale or fresh.
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
      if (res.statusCode === 200) cache.expireAll();
    });
    return handler(req, res);
  }
  const key = requestKey(req);
  if (!key || !(await cacheable(req))) return handler(req, res);
  varyByCookie(res);
  // The one rendering this request waited for may have ended in an error and sent a stale copy.
  const hit = cache.get(key) ?? (await cache.pending(key)) ?? undefined;
  if (hit) {
    const send: Send = {
      writeHead: (status, headers) => res.writeHead(status, headers),
      end: (b) => res.end(b),
    };
    return sendKept(send, hit, cache);
  }
  // The client may have gone while this request waited: nothing to render, and no 'close' to come.
  if (res.destroyed || res.writableEnded) return;
  cache.record('miss');
  let settle: (entry: KeptEntry | null) => void = () => undefined;
  cache.track(key, new Promise<KeptEntry | null>((r) => (settle = r)));
  res.once('close', () => settle(null));
  // A stale copy goes out past Vary and the server's headers, but not into the recording.
  const direct: Send = {
    writeHead: res.writeHead.bind(res) as Send['writeHead'],
    end: res.end.bind(res) as Send['end'],
  };
  const sendStale = () => {
    const stale = cache.getStale(key);
    if (!stale) return false;
    // Nothing of the failed answer (its cookies, its encoding) goes out with the copy.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    sendKept(direct, stale, cache);
    // Requests waiting for this rendering get the same copy rather than each trying again.
    settle(stale);
    return true;
  };
  recordResponse(res, (body) => {
    const headers = res.getHeaders();
    if (!isShareable(res.statusCode, headers)) return settle(null);
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!HOP_HEADERS.includes(name) && value !== undefined) kept[name] = value;
    }
    settle(cache.set(key, { status: res.statusCode, headers: kept, body }));
  });
  const replacedError = replaceServerErrors(res, sendStale);
  try {
    return await handler(req, res);
  } catch (err) {
    if (replacedError() || res.headersSent || res.writableEnded || !sendStale()) throw err;
    logError('page (stale copy sent)', err);
  } finally {
    // Settled already when the page ended; otherwise the waiting requests render for themselves.
    settle(null);
  }
}
