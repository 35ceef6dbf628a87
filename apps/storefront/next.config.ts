import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * With REDIS_URL, Next's caches live in Redis instead of each process's memory and disk: the
 * prerendered pages (`cacheHandler`) and the `'use cache'` results (`cacheHandlers`), with the
 * revalidated tags, so that several storefront processes serve the same content and a revalidation
 * that reaches one of them reaches all. Without it (one process), Next keeps them in memory, bounded.
 */
const nextCaches: NextConfig = process.env.REDIS_URL
  ? {
      cacheHandler: createRequire(import.meta.url).resolve('@trieb.work/nextjs-turbo-redis-cache'),
      cacheHandlers: { default: path.resolve(import.meta.dirname, 'cache-handler.mjs') },
      cacheMaxMemorySize: 0,
    }
  : {
      // Each of Next's two in-memory caches (pages, `'use cache'` results) stays within this.
      cacheMaxMemorySize: Number(process.env.NEXT_CACHE_MAX_MB ?? 32) * 1024 * 1024,
    };

const nextConfig: NextConfig = {
  ...nextCaches,
  cacheComponents: true,
  // The server compresses (server/compressed.ts): it rewrites the pages' text on the way out first.
  compress: false,
  // Hosts per locale (src/i18n/routing.ts): links follow them, in client code too, so the build bakes them in.
  env: { SITE_DOMAINS: process.env.SITE_DOMAINS ?? '' },
  // The browser tests build into their own directory so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Off on purpose: an unknown catch-all URL must block until the category lookup ends so that it
  // answers with a real 404 status. With partial prefetching on, Next serves the App Shell first
  // (status 200) and the 404 only appears from the second visit.
  partialPrefetching: false,
  experimental: {
    // A page whose prerender fails is tried again after 0.5, 1 and 2 s before the build fails: on a
    // busy machine the embedded database can hold up the backend's event loop past its load-shedding
    // limit, and it answers 503 for the second or two that lasts.
    staticGenerationRetryCount: 4,
  },
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages ship TypeScript source (imported with `.ts` extensions).
  transpilePackages: ['@shop/contract', '@shop/rules'],
  // Trailing slashes are removed by a 301 in src/proxy.ts; keep Next's own redirect out of the way
  // so that one redirect does all the normalisation (lower case, tracking params, locale prefix).
  skipTrailingSlashRedirect: true,
  // The type check runs before `next build` as `tsc -b apps/storefront` (scripts/build.mjs), which
  // follows the project references; Next's own checker cannot build them and fails on a fresh clone.
  typescript: { tsconfigPath: './tsconfig.json', ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
