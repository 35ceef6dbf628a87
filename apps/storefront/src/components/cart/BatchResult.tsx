import { batchOutcome } from '@shop/rules';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { firstParam } from '@/lib/private-page';

type Query = Record<string, string | string[] | undefined>;

/** How many lines a result names (the rest is counted, not listed). */
const MAX_LISTED = 20;

/**
 * What a batch add without JavaScript did (a list or an order import into the cart; the result is
 * in the query: `?vlozeno=&celkem=&chyby=`): everything, one or some of how many, or nothing, and
 * each product that did not go in with the reason.
 */
export async function BatchResult({ locale, query }: { locale: AppLocale; query: Query }) {
  const added = Number(firstParam(query.vlozeno));
  const total = Number(firstParam(query.celkem));
  if (!Number.isInteger(added) || !Number.isInteger(total) || total < 1 || added < 0 || added > total)
    return null;
  const t = await getTranslations({ locale, namespace: 'CartBatch' });
  const failed = (firstParam(query.chyby) ?? '').split('\n').filter(Boolean).slice(0, MAX_LISTED);
  const outcome = batchOutcome(added, total);
  const text =
    outcome === 'all'
      ? t('allAdded')
      : outcome === 'none'
        ? t('noneAdded')
        : added === 1
          ? t('oneAdded', { total })
          : t('someAdded', { added, total });
  return (
    <div
      role={outcome === 'all' ? 'status' : 'alert'}
      data-testid="batch-result"
      className={`mt-4 rounded-md border p-3 ${outcome === 'all' ? 'border-accent text-accent' : 'border-danger text-danger'}`}
    >
      <p className="font-semibold">{text}</p>
      {failed.length > 0 && (
        <>
          <p className="mt-2 text-ink">{t('notAdded')}</p>
          <ul className="mt-1 list-disc pl-6 text-ink">
            {failed.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
      {added > 0 && (
        <p className="mt-2">
          <a href={localizedPath(locale, '/kosik')} className="font-semibold text-brand underline">
            {t('toCart')}
          </a>
        </p>
      )}
    </div>
  );
}
