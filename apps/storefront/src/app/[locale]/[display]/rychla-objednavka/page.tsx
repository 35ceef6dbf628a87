import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { QuickOrder, type QuickOrderTexts } from '@/components/cart/QuickOrder';
import type { BatchTexts } from '@/components/cart/useBatchAdd';
import { localizedPath } from '@/i18n/routing';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { getGlobals } from '@/lib/product/server';
import { requirePage } from '@/lib/theme/pages';

/** Rendered per request: the shop may switch the quick order on or off at any time. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'QuickOrder' }))('title'),
    '/rychla-objednavka',
  );
}

/** /rychla-objednavka: the quick (bulk) order, when the shop has it on (`bulkOrder`). */
export default async function QuickOrderPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale, display } = await pageContext(params);
  setRequestLocale(locale);
  await requirePage(locale, 'bulkOrder');
  const [globals, t, messages] = await Promise.all([
    getGlobals(locale, display.currency),
    getTranslations({ locale, namespace: 'QuickOrder' }),
    getMessages({ locale }),
  ]);
  if (!globals.settings.functions.bulkOrder) notFound();
  const importLink = (
    <a
      href={localizedPath(locale, '/kosik/import-objednavky')}
      className="font-semibold text-brand underline"
    >
      {t('importLink')}
    </a>
  );
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro')}</p>
      <p className="mt-1">{importLink}</p>
      <noscript>
        <p className="mt-4 rounded-md border border-danger p-3 font-semibold text-danger">{t('noscript')}</p>
      </noscript>
      <div className="mt-6">
        <QuickOrder
          locale={locale}
          cartHref={localizedPath(locale, '/kosik')}
          texts={messages.QuickOrder as QuickOrderTexts}
          batchTexts={messages.CartBatch as BatchTexts}
        />
      </div>
    </>
  );
}
