import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { canonicalUrl } from './lib/canonical-url';

const handleI18n = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const target = canonicalUrl(request.nextUrl);
  if (target) return NextResponse.redirect(target, 301);
  return handleI18n(request);
}

export const config = {
  // Everything except Next internals, the media proxy, API paths and files with an extension.
  matcher: ['/((?!_next/|_vercel/|api/|media/|.*\\..*).*)'],
};
