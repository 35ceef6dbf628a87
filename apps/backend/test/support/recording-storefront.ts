import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { revalidateBody } from '@shop/contract';

/** A storefront on a free port that records the tags of every revalidation call the backend makes. */
export async function recordingStorefront() {
  const revalidations: string[][] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/revalidate') {
        revalidations.push(revalidateBody.parse(JSON.parse(body)).tags);
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    revalidations,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}
