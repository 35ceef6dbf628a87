import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

/**
 * Security headers of every answer. The API answers JSON; its few pages (the OpenAPI UI, the test
 * gateway's card page) load their own scripts and styles and post to themselves, and the test
 * gateway sends the shopper back to the storefront. Pictures are loaded by the storefront's pages
 * from another origin, so resources are readable across origins.
 */
export function securityHeaderOptions(config: Config): FastifyHelmetOptions {
  const storefront = new URL(config.storefrontPublicUrl).origin;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", storefront],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  };
}

/** GraphiQL loads its editor from unpkg and runs its workers from blobs. */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "worker-src 'self' blob:",
  "connect-src 'self' https://unpkg.com",
  "img-src 'self' data: https://raw.githubusercontent.com",
  "font-src 'self' data: https://unpkg.com",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The back office's page (/admin): its scripts only from this origin and none inline; styles
 * inline too, as its UI kit (MUI, emotion) writes them at run time; the QR code of the second
 * factor is a data: picture; it calls only its own API and is never framed.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
