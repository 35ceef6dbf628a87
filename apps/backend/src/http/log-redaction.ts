import type { FastifyRequest } from 'fastify';

/**
 * A request URL as the log may keep it: an order token (in the path or as `t=`/`token=`) opens
 * the order, so it is replaced.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/token\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&](?:t|token)=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogLine(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}
