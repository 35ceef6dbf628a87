import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import Negotiator from 'negotiator';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The encodings `compression` offers, in the order it prefers them on a tie. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * The encoding a request's answer gets: what the page cache keys it by, since it keeps the
 * compressed bytes. withCompression hands `compression` only this one, so the two cannot differ.
 */
export function negotiatedEncoding(req: IncomingMessage): string {
  if (!req.headers['accept-encoding']) return 'identity';
  // negotiator 1's preference among equally accepted encodings (its typings still describe 0.6).
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  return negotiator.encoding(ENCODINGS, { preferred: PREFERRED }) ?? 'identity';
}

/**
 * Compresses the answers of `handler` (Brotli or gzip, as the client accepts). The server does it
 * rather than Next (`compress: false`) because the pages are rewritten on their way out
 * (hydrate-after-paint.ts), which needs their text.
 */
export function withCompression(handler: Handler): Handler {
  const compress = compression();
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      req.headers['accept-encoding'] = negotiatedEncoding(req);
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
        Promise.resolve(handler(req, res)).then(resolve, reject);
      });
    });
}
