import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHealth, answerReady } from './health';

/** The probes over a real HTTP server, with the stopping switch the server's signal handler flips. */
let stopping = false;
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (answerHealth(req, res) || answerReady(req, res, stopping)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('readiness and liveness', () => {
  it('is ready until the process stops, then answers 503 stopping while liveness stays 200', async () => {
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    stopping = true;
    const gone = await fetch(`${base}/ready`);
    expect(gone.status).toBe(503);
    expect(await gone.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/ready?x=1`)).status).toBe(503);
    stopping = false;
  });

  it('answers GET and HEAD only', async () => {
    expect((await fetch(`${base}/ready`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${base}/ready`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${base}/readyz`)).status).toBe(404);
  });
});
