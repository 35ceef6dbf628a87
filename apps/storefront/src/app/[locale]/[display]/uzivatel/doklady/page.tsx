import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountShell } from '@/components/user/AccountShell';
import { formatPrice } from '@/lib/catalog/price';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requireCustomer } from '@/lib/user/account-page';
import { documentPdfPath, listDocuments } from '@/lib/user/documents-api';
import { orderDate } from '@/lib/user/order-state';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'User' }))('documents.title'),
  );
}

/** /uzivatel/doklady: the customer's invoices and credit notes, newest first, each as a PDF. */
export default async function DocumentsPage({ params }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const { token } = await requireCustomer(locale, '/uzivatel/doklady');
  const [t, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    listDocuments(locale, token),
  ]);
  return (
    <AccountShell locale={locale} active="doklady" title={t('documents.title')}>
      <p className="text-muted">{t('documents.intro')}</p>
      {docs.length === 0 ? (
        <p className="mt-4">{t('documents.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="documents">
          {docs.map((d) => {
            const invoice = d.kind === 'invoice';
            const title = t(invoice ? 'documents.invoice' : 'documents.creditNote', { number: d.number });
            const facts = [
              t('documents.order', { code: d.orderCode }),
              t('documents.issued', { date: orderDate(locale, d.issuedOn) }),
              ...(d.correctedDocumentNumber
                ? [t('documents.corrects', { number: d.correctedDocumentNumber })]
                : []),
            ];
            return (
              <li
                key={d.id}
                className="grid gap-2 rounded-lg border border-muted/30 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="font-bold">{title}</p>
                  <p className="text-sm text-muted">
                    {facts.map((fact, i) => (
                      <span key={fact}>
                        {i > 0 && ' · '}
                        <span className="whitespace-nowrap">{fact}</span>
                      </span>
                    ))}
                  </p>
                </div>
                <div className="flex items-center justify-between gap-4 sm:justify-end">
                  <p className="font-bold whitespace-nowrap">{formatPrice(d.totalWithTax, d.currencyCode)}</p>
                  <a
                    href={documentPdfPath(locale, d.id)}
                    download
                    className="rounded-md border border-brand px-3 py-1.5 font-semibold whitespace-nowrap text-brand no-underline hover:bg-brand-soft"
                    aria-label={t(invoice ? 'documents.downloadInvoice' : 'documents.downloadCreditNote', {
                      number: d.number,
                    })}
                  >
                    {t('documents.download')}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountShell>
  );
}
