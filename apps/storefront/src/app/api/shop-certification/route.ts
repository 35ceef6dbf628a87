import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { isAppLocale, routing } from '@/i18n/routing';
import type { CertificationAnswer } from '@/lib/certification/badge';
import { getShopCertificate } from '@/lib/certification/certificate';
import { logError } from '@/lib/log';
import { PRIVATE } from '@/lib/private-answers';

/** The certificate changes with reviews, slowly: kept briefly by browsers and caches. */
const SHARED = { 'cache-control': 'public, max-age=300, stale-while-revalidate=600' };

/**
 * GET /api/shop-certification?locale=: the footer's certification badge, display-ready, or
 * `{ badge: null }` when the shop has no certificate. Loaded by the browser only under marketing
 * consent, on first scroll into view.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  let answer: CertificationAnswer;
  try {
    const [certificate, t] = await Promise.all([
      getShopCertificate(),
      getTranslations({ locale, namespace: 'FooterBadges' }),
    ]);
    answer = {
      badge: certificate && {
        recommendPercent: certificate.recommendPercent,
        reviewCount: certificate.reviewCount,
        url: certificate.url,
        label: t('label'),
        title: t('title'),
        recommend: t('recommend', { percent: certificate.recommendPercent }),
        reviews: t('reviews', { count: certificate.reviewCount }),
      },
    };
  } catch (e) {
    logError('shop certification', e);
    return NextResponse.json({ badge: null } satisfies CertificationAnswer, {
      status: 502,
      headers: PRIVATE,
    });
  }
  return NextResponse.json(answer, { headers: SHARED });
}
