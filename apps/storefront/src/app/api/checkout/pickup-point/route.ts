import { localizedPath } from '@/i18n/routing';
import {
  PICKUP_CHOICE_COOKIE,
  PICKUP_CHOICE_MAX_AGE,
  serializePickupChoice,
} from '@/lib/checkout/pickup-choice';
import { isRemoteId, isShipperId } from '@/lib/checkout/pickup-choice';
import { findPickupPoint } from '@/lib/checkout/pickup-points';
import { pickupSearchPath, type PickupSearchState } from '@/lib/checkout/pickup-search-page';
import { localeOf } from '@/lib/checkout/route';
import { logError } from '@/lib/log';
import { secureCookies } from '@/lib/site';
import { seeOther } from '@/lib/private-answers';

/**
 * POST /api/checkout/pickup-point (the plain pickup-point page's "Vybrat", a form that works without
 * JavaScript): checks the point is still in the network and open, keeps the choice in a cookie and
 * sends the shopper on to the checkout's shipping step, which takes it over. A point gone or closed
 * in between sends them back to their search, told why.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => String(form?.get(name) ?? '').slice(0, 100);
  const locale = localeOf(field('locale'));
  const shipperId = field('shipperId');
  const remoteId = field('remoteId');
  const back = (state: PickupSearchState) =>
    seeOther(
      pickupSearchPath(locale, {
        shipperId: isShipperId(shipperId) ? Number(shipperId) : null,
        q: field('q'),
        region: field('region'),
        state,
      }),
    );
  if (!isShipperId(shipperId) || !isRemoteId(remoteId)) return back('gone');
  let point;
  try {
    point = await findPickupPoint(locale, Number(shipperId), remoteId);
  } catch (e) {
    logError('pickup point choice', e);
    return back('failed');
  }
  if (!point) return back('gone');
  if (point.closed) return back('closed');
  const res = seeOther(localizedPath(locale, '/kosik/doprava-a-platba'));
  res.cookies.set(PICKUP_CHOICE_COOKIE, serializePickupChoice({ shipperId: Number(shipperId), remoteId }), {
    path: '/',
    maxAge: PICKUP_CHOICE_MAX_AGE,
    sameSite: 'lax',
    secure: secureCookies(request.url),
  });
  return res;
}
