import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/i18n/routing';
import { MAX_IMPORT_LINES } from '@/lib/cart/import';
import { BatchResult } from '@/components/cart/BatchResult';

type Props = {
  params: Promise<{ locale: string; display: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The result is in the query: rendered per request. */
export const instant = false;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Omit<Props, 'searchParams'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Import' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /kosik/import-objednavky: codes and amounts pasted or uploaded as CSV, added in one go. */
export default async function OrderImportPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'Import' }), searchParams]);
  const outcome = first(query.vysledek);
  const refusal =
    outcome === 'prazdny' || outcome === 'mnoho-radku' || outcome === 'velky-soubor' || outcome === 'chyba'
      ? t(outcome)
      : null;
  const invalid = (first(query.chyby) ?? '').split('\n').filter(Boolean).slice(0, 20);
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
