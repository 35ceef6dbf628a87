import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackendProcess } from './support/backend-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

/** A raw HTTP/1.1 exchange on its own connection, so the test decides when each byte is sent. */
function openConnection(
  port: number,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('data', (d: Buffer) => (data += d.toString()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
  });
}

/** Resolves when `received()` holds one whole response (Content-Length or chunked), or rejects after `ms`. */
async function wholeResponse(received: () => string, ms = 10_000): Promise<{ status: number; body: string }> {
  const until = Date.now() + ms;
  for (;;) {
    const text = received();
    const end = text.indexOf('\r\n\r\n');
    if (end >= 0) {
      const head = text.slice(0, end);
      const body = text.slice(end + 4);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
      if (
        (length !== undefined && Buffer.byteLength(body) >= Number(length)) ||
        (chunked && body.endsWith('0\r\n\r\n'))
      ) {
        return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body };
      }
    }
    if (Date.now() > until) throw new Error(`no whole response within ${ms} ms: ${JSON.stringify(text)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resolves once a new connection to `port` is refused (the listening socket is closed). */
async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const refused = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(false);
      });
      s.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

const query = JSON.stringify({ query: '{ __typename }' });

describe('graceful shutdown of the real process (tsx src/main.ts)', () => {
  let dataDir: string | undefined;
  let pgDb: TestDatabase | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await pgDb?.cleanup();
  });

  it('on SIGTERM refuses new connections, finishes the requests in flight and exits with 0', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-shutdown-'));
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_POLL_MS: '100' };
    if (process.env.TEST_DATABASE_URL) {
      pgDb = await createTestDatabase({ dataset: null });
      env.DATABASE_URL = pgDb.url;
      await pgDb.database.close();
    }
    const server = await startBackendProcess(env);
    try {
      // An idle keep-alive connection must not hold the process open.
      const idle = await openConnection(server.port);
      idle.socket.write(`GET /health HTTP/1.1\r\nHost: shop\r\nConnection: keep-alive\r\n\r\n`);
      expect((await wholeResponse(idle.received)).status).toBe(200);

      // Three requests in flight: headers and half of each body sent, the rest only after SIGTERM.
      const inFlight = await Promise.all([0, 1, 2].map(() => openConnection(server.port)));
      for (const { socket } of inFlight) {
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(query)}\r\nConnection: keep-alive\r\n\r\n${query.slice(0, 10)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 300));

      server.child.kill('SIGTERM');
      expect(await refusedWithin(server.port, 10_000), `new connections refused\n${server.output()}`).toBe(
        true,
      );
      await idle.closed;
      expect(server.child.exitCode, 'still running while requests are in flight').toBeNull();

      for (const { socket } of inFlight) socket.write(query.slice(10));
      for (const { received } of inFlight) {
        const answer = await wholeResponse(received);
        expect(answer.status, server.output()).toBe(200);
        expect(answer.body).toContain('"__typename":"Query"');
      }
      const finished = Date.now();
      expect(await server.exited, server.output()).toBe(0);
      // Kept-alive connections of finished requests are closed at once, not after their idle timeout.
      expect(Date.now() - finished).toBeLessThan(5_000);
      for (const { socket } of inFlight) socket.destroy();
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 150_000);

  it('with SHUTDOWN_DRAIN_SECONDS keeps answering while readiness says stopping, then stops', async () => {
    const drainDir = await mkdtemp(path.join(tmpdir(), 'shop-drain-'));
    const server = await startBackendProcess({
      DATA_DIR: drainDir,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    try {
      const ready = await fetch(`${server.base}/ready`);
      expect(ready.status).toBe(200);
      server.child.kill('SIGTERM');
      const signalled = Date.now();
      // The load balancer's check sees the process go, while shoppers' requests are still answered.
      let stopping: Response | undefined;
      while (Date.now() - signalled < 1500) {
        stopping = await fetch(`${server.base}/ready`);
        if (stopping.status === 503) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(stopping?.status, server.output()).toBe(503);
      expect(((await stopping!.json()) as { status: string }).status).toBe('stopping');
      const answered = await fetch(`${server.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: query,
      });
      expect(answered.status).toBe(200);
      expect(Date.now() - signalled).toBeLessThan(2000);
      // After the drain it refuses new connections and exits cleanly.
      expect(await refusedWithin(server.port, 10_000)).toBe(true);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1900);
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await rm(drainDir, { recursive: true, force: true });
    }
  }, 150_000);
});
