import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StockWatchForm } from '@/components/product/detail/StockWatchForm';
import { localizedPath, routeLocale } from '@/i18n/routing';
import { parseVariantId } from '@/lib/product';
import { isWatchOutcome, productBackPath } from '@/lib/stock-watch/watch-outcome';

type Props = {
  params: Promise<{ locale: string; display: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The outcome is in the query: rendered per request. */
export const instant = false;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'StockWatch' });
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

/**
 * `/hlidat-dostupnost`: where "Hlídat dostupnost" of a product page posts without JavaScript. It
 * shows the outcome (`stav`), a link back to the product (`zpet`) and, after a refusal that typing
 * again can mend, the form for the variant (`varianta`) again.
 */
export default async function StockWatchOutcomePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'StockWatch' }), searchParams]);
  const raw = first(query.stav);
  const outcome = isWatchOutcome(raw) ? raw : null;
  const variantId = parseVariantId(first(query.varianta));
  const back = productBackPath(first(query.zpet));
  const retry =
    variantId !== null && (outcome === 'emailInvalid' || outcome === 'tooMany' || outcome === 'failed');
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('pageTitle')}</h1>
      {outcome && (
        <p
          role={outcome === 'watching' ? 'status' : 'alert'}
          data-testid="watch-outcome"
          className={
            outcome === 'watching'
              ? 'rounded-md bg-brand-soft p-3 font-semibold'
              : 'rounded-md border border-danger p-3 font-semibold text-danger'
          }
        >
          {t(outcome)}
        </p>
      )}
      {retry && (
        <section className="space-y-2 rounded-md border border-line p-4" aria-label={t('again')}>
          <StockWatchForm
            variantId={variantId}
            locale={locale}
            back={back ?? ''}
            permalink={localizedPath(locale, '/hlidat-dostupnost')}
            texts={{ email: t('email'), submit: t('submit') }}
          />
        </section>
      )}
      {back && (
        <p>
          <a href={back} className="font-semibold text-brand underline">
            {t('back')}
          </a>
        </p>
      )}
    </div>
  );
}
