import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  cacheComponents: true,
  // The browser tests build into their own directory so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Off on purpose: an unknown catch-all URL must block until the category lookup ends so that it
  // answers with a real 404 status. With partial prefetching on, Next serves the App Shell first
  // (status 200) and the 404 only appears from the second visit.
  partialPrefetching: false,
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
