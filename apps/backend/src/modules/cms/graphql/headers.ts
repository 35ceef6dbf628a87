import type { FastifyRequest } from 'fastify';

/** A header's comma-separated values, trimmed and lower-cased; bounded so a huge header costs nothing. */
export function headerList(req: FastifyRequest, name: string): string[] {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  return value
    .slice(0, 1000)
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => /^[a-z0-9_-]{1,50}$/.test(s))
    .slice(0, 20);
}
