import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** A fetch of a path on a test's local server, and the port it listens on (for node:http calls). */
export type LocalGet = ((path: string, init?: RequestInit) => Promise<Response>) & { port: number };

/**
 * Real HTTP servers for a test file: `serve(listener)` listens on a free local port and gives a
 * fetch of its paths. Each server is closed after its test, with its kept-alive connections, so
 * the next test never reaches the previous one's handler.
 */
export function localServers(): (listener: RequestListener) => Promise<LocalGet> {
  const open: Server[] = [];
  afterEach(async () => {
    for (const server of open.splice(0)) {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  });
  return async (listener) => {
    const server = createServer(listener);
    open.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    return Object.assign(
      (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init),
      {
        port,
      },
    );
  };
}
