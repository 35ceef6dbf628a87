import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { revalidateBody } from '@shop/contract';

/**
 * A storefront on a free port that records every revalidation call the backend makes: each call's
 * headers and body as sent, and the tags of each well-formed one.
 */
export async function recordingStorefront() {
  const calls: { headers: IncomingHttpHeaders; body: string }[] = [];
  const revalidations: string[][] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/revalidate') {
        calls.push({ headers: req.headers, body });
        const parsed = revalidateBody.safeParse(JSON.parse(body));
        if (parsed.success) revalidations.push(parsed.data.tags);
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    calls,
    revalidations,
    /** The storefront's address, as STOREFRONT_URL takes it. */
    url: `${origin}/`,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RecordingStorefront = Awaited<ReturnType<typeof recordingStorefront>>;
