import type { Product } from '@shop/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { getFirstComments } from '@/lib/product/server';

/** Shoppers' questions about the product with the shop's answers, newest first, read only. */
export async function Comments({ product, locale }: { product: Product; locale: AppLocale }) {
  const [t, format, comments] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductReviews' }),
    getFormatter({ locale }),
    getFirstComments(product, locale).catch(logAndReturn('product comments', null)),
  ]);
  if (!comments || comments.data.length === 0) return null;
  return (
    <section aria-labelledby="product-comments" className="md:col-span-2">
      <h2 id="product-comments" className="mb-3 text-xl font-bold">
        {t('comments')} <span className="text-base font-normal text-muted">({comments.total})</span>
      </h2>
      <ul className="grid gap-3">
        {comments.data.map((c) => (
          <li key={c.id} className="rounded-md border border-line bg-white p-4">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold">{c.authorName}</span>
              <time dateTime={c.createdAt} className="text-muted">
                {format.dateTime(new Date(c.createdAt), {
                  day: 'numeric',
                  month: 'numeric',
                  year: 'numeric',
                  timeZone: 'Europe/Prague',
                })}
              </time>
            </p>
            <p className="mt-2 break-words whitespace-pre-line">{c.text}</p>
            {c.answer && (
              <div className="mt-3 border-l-4 border-brand bg-tint px-3 py-2">
                <p className="text-sm font-semibold text-brand">{t('shopAnswer')}</p>
                <p className="break-words whitespace-pre-line">{c.answer}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
