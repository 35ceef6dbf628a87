import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './shutdown';

const PORT = 4545;

/** A raw HTTP/1.1 connection, so that the test decides when each request is sent. */
function openConnection(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect(PORT, '127.0.0.1');
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('data', (d: Buffer) => (data += d.toString()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
  });
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function refused(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(PORT, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n`;

let server: Server | undefined;
let release: () => void = () => undefined;
let slowArrived = false;

async function start(): Promise<Server> {
  slowArrived = false;
  const released = new Promise<void>((r) => (release = r));
  server = createServer((req, res) => {
    if (req.url === '/hang') return;
    if (req.url === '/slow') {
      slowArrived = true;
      void released.then(() => res.writeHead(200, { 'content-length': 4 }).end('done'));
      return;
    }
    res.writeHead(200, { 'content-length': 2 }).end('ok');
  });
  await new Promise<void>((r) => server!.listen(PORT, '127.0.0.1', r));
  return server;
}

afterEach(async () => {
  release();
  const s = server;
  server = undefined;
  if (!s?.listening) return;
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
});

describe('graceful shutdown of the storefront server', () => {
  it('refuses new connections, closes idle ones, finishes the requests in flight, then resolves', async () => {
    const s = await start();
    const idle = await openConnection();
    idle.socket.write(request('/fast'));
    await until(() => idle.received().endsWith('ok'));
    const inFlight = await openConnection();
    inFlight.socket.write(request('/slow'));
    await until(() => slowArrived);

    let done = false;
    const closing = closeGracefully(s, { graceMs: 10_000 }).then(() => (done = true));
    expect(await refused()).toBe(true);
    // The kept-alive connection with nothing to do does not hold the server open.
    await idle.closed;
    await new Promise((r) => setTimeout(r, 200));
    expect(done).toBe(false);

    const finished = Date.now();
    release();
    await until(() => inFlight.received().endsWith('done'));
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200 /);
    await closing;
    await inFlight.closed;
    // Its connection, kept alive after the answer, is closed at once, not after the keep-alive timeout.
    expect(Date.now() - finished).toBeLessThan(1_000);
  });

  it('finishes several requests in flight on their connections', async () => {
    const s = await start();
    const connections = await Promise.all([0, 1, 2].map(() => openConnection()));
    for (const c of connections) c.socket.write(request('/slow'));
    await until(() => slowArrived);
    await new Promise((r) => setTimeout(r, 50));
    const closing = closeGracefully(s, { graceMs: 10_000 });
    expect(await refused()).toBe(true);
    release();
    await closing;
    for (const c of connections) expect(c.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*done$/);
  });

  it('cuts the connections still busy after the grace period', async () => {
    const s = await start();
    const stuck = await openConnection();
    stuck.socket.write(request('/hang'));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await closeGracefully(s, { graceMs: 300 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(2_000);
    await stuck.closed;
    expect(stuck.received()).toBe('');
  });

  it('resolves for a server that is not listening', async () => {
    const s = await start();
    await new Promise((r) => s.close(r));
    await expect(closeGracefully(s, { graceMs: 100 })).resolves.toBeUndefined();
  });
});
