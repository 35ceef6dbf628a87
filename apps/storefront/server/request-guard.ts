/**
 * What every request passes before a page or route sees it: the client's address decided once,
 * state changes from other sites refused, and the security headers every answer carries.
 */
import type { IncomingMessage } from 'node:http';
import { errorCodes } from '@shop/contract';
import proxyAddr from 'proxy-addr';

/** Methods that change nothing; everything else must come from the shop's own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_TITLE = 'Požadavek přišel z jiného webu, a proto nebyl proveden.';
/** The 403 body, in the API's error shape. */
export const crossSiteAnswer = JSON.stringify({
  errors: [{ code: errorCodes.forbidden, title: CROSS_SITE_TITLE }],
});

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy (`TRUST_PROXY`:
 * addresses, CIDR ranges or 'loopback', comma-separated), the right-most address in
 * X-Forwarded-For that no trusted proxy added. Whatever else the client wrote there is ignored.
 */
export function clientAddressOf(req: IncomingMessage, trusted: (addr: string, i: number) => boolean): string {
  return proxyAddr(req, trusted).replace(/^::ffff:/, '');
}

export function trustedProxies(setting: string | undefined): (addr: string, i: number) => boolean {
  const list = (setting ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return proxyAddr.compile(list);
}

/**
 * Whether a state-changing request comes from another site: the browser says so (Sec-Fetch-Site),
 * or its Origin is neither the Host it was sent to nor the shop's public origin. Requests without
 * either header (the backend's revalidation calls, scripts) are not a browser's cross-site form.
 */
export function isCrossSite(req: IncomingMessage, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== req.headers.host && !ownOrigins.includes(origin);
}

/** The largest body the storefront reads (forms, the order import, server actions). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Why a request's body is refused before anything reads it: 413 when it says it is larger than
 * MAX_BODY_BYTES, 411 when a body comes without saying its length (browsers always say it).
 */
export function bodyRefusal(req: IncomingMessage): 411 | 413 | null {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return null;
  const length = req.headers['content-length'];
  if (length === undefined) return req.headers['transfer-encoding'] ? 411 : null;
  const bytes = Number(length);
  return !Number.isFinite(bytes) || bytes > MAX_BODY_BYTES ? 413 : null;
}

export const BODY_TITLES = {
  411: 'Požadavek musí uvádět délku svého obsahu.',
  413: 'Obsah požadavku je příliš velký.',
} as const;

export interface HeaderOptions {
  /** Origins images come from besides the shop's own (the media host). */
  imageOrigins: string[];
  /** Where forms may lead besides the shop itself (a payment gateway's pages). */
  formOrigins: string[];
  /** Sent over HTTPS: browsers are told to keep to it. */
  https: boolean;
  /** A consent provider's origin, when one is configured: its script and its calls. */
  consentOrigins?: string[];
  /** A certification provider's badge script's origin, when configured: its script, calls and images. */
  widgetOrigins?: string[];
}

/**
 * Headers for every answer, cached pages included. The policy holds no per-request nonce (a
 * prerendered page is the same for everyone), so inline scripts, which Next's pages carry, are
 * allowed by 'unsafe-inline'; scripts from other origins are not, but for a configured consent
 * provider's and certification badge's.
 */
export function securityHeaders({
  imageOrigins,
  formOrigins,
  https,
  consentOrigins = [],
  widgetOrigins = [],
}: HeaderOptions): Record<string, string> {
  // Settings may name one host twice (the media host is often the backend): each is listed once.
  const sources = (...lists: string[][]) => [...new Set(lists.flat())].join(' ');
  const scripts = sources(consentOrigins, widgetOrigins);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${scripts}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${sources(imageOrigins, widgetOrigins)}`.trim(),
    "font-src 'self'",
    // Videos in category texts play from YouTube's privacy-enhanced host.
    'frame-src https://www.youtube-nocookie.com',
    `connect-src 'self' ${scripts}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${sources(formOrigins)}`.trim(),
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The build's hashed files: scripts, styles, fonts, under this path. */
export const BUILD_ASSETS_PATH = '/_next/static/';

/**
 * Headers for the build's files. A page's policy governs the scripts and styles it loads, and
 * framing and referrer rules concern documents, so a file carries only the rules that apply to it:
 * no sniffing of its type, and HTTPS. Each script a page loads is thus about half a kilobyte smaller.
 */
export function assetHeaders(page: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'strict-transport-security'];
  return Object.fromEntries(Object.entries(page).filter(([name]) => kept.includes(name)));
}

/** An origin of a URL setting, or nothing when it is not set or not a URL. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
