import type { Server } from 'node:http';

/** How long shutdown waits for requests in flight before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Closes `server` gracefully: it stops accepting connections at once and waits for the requests
 * in flight. A connection kept alive after its answer is closed as soon as it is idle (else it
 * would hold the process for the keep-alive timeout), and one still busy after `graceMs` is cut.
 * Resolves when every connection is closed.
 */
export function closeGracefully(
  server: Server,
  { graceMs = SHUTDOWN_GRACE_MS, idleSweepMs = 100 }: { graceMs?: number; idleSweepMs?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((err) => {
      clearInterval(idleSweep);
      clearTimeout(cut);
      // Closed before: nothing is left to wait for.
      if (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(err);
      else resolve();
    });
  });
}
