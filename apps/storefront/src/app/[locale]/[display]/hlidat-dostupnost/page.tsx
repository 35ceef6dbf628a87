import { getTranslations } from 'next-intl/server';
import { StockWatchForm } from '@/components/product/detail/StockWatchForm';
import { localizedPath } from '@/i18n/routing';
import { pageLocale } from '@/lib/pages/locale';
import { firstParam, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { parseVariantId } from '@/lib/product';
import { isWatchOutcome, productBackPath } from '@/lib/stock-watch/watch-outcome';

/** The outcome is in the query: rendered per request. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>) {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'StockWatch' }))('pageTitle'),
  );
}

/**
 * `/hlidat-dostupnost`: where "Hlídat dostupnost" of a product page posts without JavaScript. It
 * shows the outcome (`stav`), a link back to the product (`zpet`) and, after a refusal that typing
 * again can mend, the form for the variant (`varianta`) again.
 */
export default async function StockWatchOutcomePage({ params, searchParams }: PrivatePageProps) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'StockWatch' }), searchParams]);
  const raw = firstParam(query.stav);
  const outcome = isWatchOutcome(raw) ? raw : null;
  const variantId = parseVariantId(firstParam(query.varianta));
  const back = productBackPath(firstParam(query.zpet));
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
