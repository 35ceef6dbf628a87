import { NextResponse } from 'next/server';

/**
 * The storefront's own routes answer one shopper (their cart, session, cookies, documents): no
 * shared cache may keep what they send.
 */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const;

/** JSON for the shopper who asked. */
export function privateJson(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: PRIVATE });
}

/** 303 to `location`. A relative address keeps whatever host name the shopper used. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location, ...PRIVATE } });
}

/** Nothing to send back (204). */
export function noContent(): NextResponse {
  return new NextResponse(null, { status: 204, headers: PRIVATE });
}

/** An answer made elsewhere (a redirect that sets cookies, say), marked as the shopper's own. */
export function keptPrivate<T extends Response>(res: T): T {
  res.headers.set('cache-control', PRIVATE['cache-control']);
  return res;
}
