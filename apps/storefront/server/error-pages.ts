import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import inject from 'light-my-request';
import { isAppLocale, localizedPath, routing, type AppLocale } from '../src/i18n/routing';
import { errorPageSegments, errorPageStatus, statusOfErrorPageSegment } from '../src/lib/error-pages';
import { writtenChunk } from './written-chunk';
import { logError } from '../src/lib/log';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Headers that describe one message on one connection, or a conditional request, not a page. */
const NOT_FORWARDED = ['if-none-match', 'if-modified-since', 'content-length', 'connection'];
const NOT_REPLAYED = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'];
/** What of the error page's own answer goes out: its body's description, not its caching or route. */
const PAGE_HEADERS = ['content-type', 'content-encoding', 'content-language', 'vary', 'set-cookie', 'link'];
/** Error answers must not be kept by shared caches. */
const ERROR_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A browser's or crawler's request for a page (not a client navigation, an asset or an API call). */
function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/media/')) return false;
  return !req.headers.rsc && !req.headers['next-router-prefetch'];
}

function splitPath(url: string) {
  const segments = url.split('?')[0]!.split('/').filter(Boolean);
  const prefixed = isAppLocale(segments[0]) && segments[0] !== routing.defaultLocale;
  const locale: AppLocale = prefixed ? (segments[0] as AppLocale) : routing.defaultLocale;
  return { locale, first: prefixed ? segments[1] : segments[0] };
}

/**
 * Sends Next's 404 and 5xx documents as complete pages. Next answers a `notFound()` or an error
 * thrown while a page renders with an empty document that scripts fill in afterwards, so visitors
 * without JavaScript and crawlers would see a blank page. Such an answer is held back and the
 * matching error page (a prerendered route in the shop frame, lib/error-pages) is rendered through
 * `render` and sent under the original status. The error pages' own paths answer with their status.
 */
export function withErrorPages(handler: Handler, render: Handler): Handler {
  return (req, res) => {
    if (!isDocumentRequest(req)) return handler(req, res);
    const { locale, first } = splitPath(req.url ?? '/');
    const ownStatus = statusOfErrorPageSegment(first);
    const original = {
      writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
      flushHeaders: res.flushHeaders.bind(res),
      write: res.write.bind(res) as (...args: unknown[]) => boolean,
      end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
    };
    // The wrappers stay in place once decided: Next wraps them in turn (compression), so putting the
    // originals back would cut its wrappers out.
    const held: Buffer[] = [];
    let decided: 'pass' | 'replace' | null = null;
    let heldHeaders: OutgoingHttpHeaders = {};

    // Decided when Next starts its answer: by then its status and headers are set.
    const decide = (status: number, headers?: unknown) => {
      if (decided) return decided;
      if (ownStatus) {
        res.statusCode = ownStatus;
        res.setHeader('cache-control', ERROR_CACHE_CONTROL);
      }
      const shown = errorPageStatus(status);
      const html = /^text\/html\b/.test(String(res.getHeader('content-type') ?? ''));
      decided = !ownStatus && shown && html ? 'replace' : 'pass';
      if (decided === 'replace')
        heldHeaders = { ...res.getHeaders(), ...(headers && typeof headers === 'object' ? headers : {}) };
      return decided;
    };
    const hold = (chunk: unknown, encoding?: unknown) => {
      const bytes = writtenChunk(chunk, encoding);
      if (bytes) held.push(bytes);
    };

    res.writeHead = ((...args: unknown[]) => {
      if (ownStatus && typeof args[0] === 'number') args[0] = ownStatus;
      for (const a of args.slice(1)) {
        if (ownStatus && a && typeof a === 'object' && !Array.isArray(a))
          (a as OutgoingHttpHeaders)['cache-control'] = ERROR_CACHE_CONTROL;
      }
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      res.statusCode = status;
      const headers = args.find((a, i) => i > 0 && a && typeof a === 'object');
      if (decide(status, headers) === 'pass') return original.writeHead(...args);
      return res;
    }) as ServerResponse['writeHead'];
    res.flushHeaders = () => {
      if (decide(res.statusCode) === 'pass') original.flushHeaders();
    };
    res.write = ((...args: unknown[]) => {
      if (decide(res.statusCode) === 'pass') return original.write(...args);
      hold(args[0], args[1]);
      return true;
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      if (decide(res.statusCode) === 'pass') return original.end(...args);
      hold(args[0], args[1]);
      const status = res.statusCode;
      void sendErrorPage(req, render, locale, status)
        .catch((e: unknown) => {
          logError('error page', e);
          return null;
        })
        .then((page) => {
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          if (page) {
            original.writeHead(status, { ...page.headers, 'cache-control': ERROR_CACHE_CONTROL });
            original.end(page.body);
          } else {
            // The error page itself failed: send what Next answered.
            original.writeHead(status, withoutHopHeaders(heldHeaders));
            original.end(Buffer.concat(held));
          }
        });
      return res;
    }) as ServerResponse['end'];

    return handler(req, res);
  };
}

function withoutHopHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!NOT_REPLAYED.includes(name.toLowerCase()) && value !== undefined) out[name] = value;
  }
  return out;
}

/** Renders the error page for `status` in the request's locale, with the request's own headers. */
async function sendErrorPage(
  req: IncomingMessage,
  render: Handler,
  locale: AppLocale,
  status: number,
): Promise<{ headers: OutgoingHttpHeaders; body: Buffer } | null> {
  const shown = errorPageStatus(status);
  if (!shown) return null;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!NOT_FORWARDED.includes(name) && value !== undefined) headers[name] = value;
  }
  const page = await inject(render, {
    method: 'GET',
    url: localizedPath(locale, `/${errorPageSegments[shown]}`),
    headers,
    remoteAddress: req.socket.remoteAddress,
  });
  if (page.statusCode !== 200) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const name of PAGE_HEADERS) if (page.headers[name] !== undefined) kept[name] = page.headers[name];
  return { headers: kept, body: page.rawPayload };
}
