import { getTranslations } from 'next-intl/server';
import { BatchResult } from '@/components/cart/BatchResult';
import { MAX_IMPORT_LINES } from '@/lib/cart/import';
import { pageLocale } from '@/lib/pages/locale';
import { firstParam, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

/** The result is in the query: rendered per request. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>) {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Import' }))('title'),
  );
}

/** /kosik/import-objednavky: codes and amounts pasted or uploaded as CSV, added in one go. */
export default async function OrderImportPage({ params, searchParams }: PrivatePageProps) {
  const locale = await pageLocale(params);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'Import' }), searchParams]);
  const outcome = firstParam(query.vysledek);
  const refusal =
    outcome === 'prazdny' || outcome === 'mnoho-radku' || outcome === 'velky-soubor' || outcome === 'chyba'
      ? t(outcome)
      : null;
  const invalid = (firstParam(query.chyby) ?? '').split('\n').filter(Boolean).slice(0, 20);
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro', { max: MAX_IMPORT_LINES })}</p>
      <div className="max-w-2xl">
        <BatchResult locale={locale} query={query} />
      </div>
      {refusal && (
        <div role="alert" className="mt-4 max-w-2xl rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{refusal}</p>
          {invalid.length > 0 && (
            <>
              <p className="mt-2 text-ink">{t('invalidLines')}</p>
              <ul className="mt-1 list-disc pl-6 text-ink">
                {invalid.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <form
        action="/api/cart/import"
        method="post"
        encType="multipart/form-data"
        className="mt-6 grid max-w-2xl gap-4"
      >
        <input type="hidden" name="locale" value={locale} />
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('lines')}</span>
          <textarea
            name="lines"
            rows={8}
            placeholder={t('placeholder')}
            className="rounded-md border border-muted p-2 font-mono text-base"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('file')}</span>
          <input type="file" name="file" accept=".csv,text/csv,text/plain" className="text-base" />
        </label>
        <p>
          <button
            type="submit"
            className="rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {t('submit')}
          </button>
        </p>
      </form>
    </>
  );
}
