import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ADMIN_CSP } from './security-headers.ts';

/**
 * Where the back office's build (apps/admin/dist, `node scripts/build-admin.mjs`) lies: beside the
 * sources (tests, tsx) or beside the compiled bundle in apps/backend/dist.
 */
export function adminDistDir(): string {
  const candidates = [
    fileURLToPath(new URL('../../../admin/dist', import.meta.url)),
    fileURLToPath(new URL('../../admin/dist', import.meta.url)),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

const YEAR = 31_536_000;

/**
 * The back office (a single-page app with a hash router) at /admin: index.html never cached, so a
 * new build is taken at once; its hashed scripts under /admin/assets/ cached for a year, sent as the
 * Brotli or gzip copy the build wrote beside them when the browser accepts it. Its page runs under
 * a strict Content-Security-Policy: scripts only from this origin, none inline, no framing.
 */
export const adminApp: FastifyPluginAsync<{ dir?: string }> = async (app, { dir = adminDistDir() }) => {
  app.get('/admin', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/admin/', 301));

  const index = async (_req: unknown, reply: FastifyReply) => {
    let html: string;
    try {
      html = await readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'Správa obchodu není sestavená: spusťte `node scripts/build-admin.mjs` (npm start to dělá sám).',
        );
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ADMIN_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/admin/', { schema: { hide: true } }, index);
  app.get('/admin/index.html', { schema: { hide: true } }, index);

  await app.register(fastifyStatic, {
    root: path.join(dir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    // The files exist once built; a backend started before the build serves them without a restart.
    wildcard: true,
    preCompressed: true,
    index: false,
    cacheControl: false,
    etag: false,
    lastModified: false,
    suppressWarning: true,
    setHeaders: (reply) => {
      void reply.header('cache-control', `public, max-age=${YEAR}, immutable`);
    },
  });
};
