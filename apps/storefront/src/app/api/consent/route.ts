import { NextResponse } from 'next/server';
import { errorCodes } from '@shop/contract';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  parseConsent,
  serialiseConsent,
} from '@/lib/consent/consent';
import { requestLocale, routeError } from '@/lib/route-errors';
import { secureCookies } from '@/lib/site';
import { keptPrivate } from '@/lib/private-answers';

/**
 * POST /api/consent (body: the consent cookie's value, as the page just wrote it): writes the same
 * choice as a server cookie, which browsers keep the full time (a cookie written by a script may
 * be cut to a week). Readable by scripts, which decide by it.
 */
export async function POST(request: Request) {
  const body = (await request.text().catch(() => '')).slice(0, 64);
  const consent = parseConsent(body.trim());
  if (!consent)
    return Response.json(
      {
        errors: [
          { code: errorCodes.invalid, title: await routeError(requestLocale(request), 'invalidConsent') },
        ],
      },
      { status: 400 },
    );
  const res = new NextResponse(null, { status: 204 });
  res.cookies.set(CONSENT_COOKIE, serialiseConsent(consent, new Date()), {
    path: '/',
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: secureCookies(request.url),
  });
  return keptPrivate(res);
}
