import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEALTH_PATH = '/health';

/** The path of a request's URL, without its query. */
export function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0]!;
}

/**
 * Liveness: 200 `{"status":"ok"}` while the process answers. It asks nothing of the backend, so a
 * backend outage (which the page cache's stale copies soften) never gets the storefront restarted.
 * Returns whether it answered.
 */
export function answerHealth(req: IncomingMessage, res: ServerResponse): boolean {
  if (pathOf(req) !== HEALTH_PATH) return false;
  if (!answersMethod(req, res)) return true;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'ok' }));
  return true;
}

/** GET and HEAD only; anything else is answered 405 here, never passed on to Next. */
export function answersMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
  return false;
}

export const READY_PATH = '/ready';

/**
 * Readiness: 200 `{"status":"ready"}` while the process takes requests, 503 `{"status":"stopping"}`
 * once it is shutting down, so that a load balancer sends it nothing more while it finishes. Like
 * liveness it asks nothing of the backend (stale pages stand in for it). Returns whether it answered.
 */
export function answerReady(req: IncomingMessage, res: ServerResponse, stopping: boolean): boolean {
  if (pathOf(req) !== READY_PATH) return false;
  if (!answersMethod(req, res)) return true;
  res.writeHead(stopping ? 503 : 200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: stopping ? 'stopping' : 'ready' }));
  return true;
}
