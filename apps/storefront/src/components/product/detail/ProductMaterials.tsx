import type { Product } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getMaterials } from '@/lib/cms/catalogue-texts';
import { logAndReturn } from '@/lib/http';
import { CmsHtml } from '@/components/content/CmsHtml';

/** The ids of every parameter value of the product (and its variants), in parameter order. */
function productValueIds(product: Product): number[] {
  return [...new Set(product.parameters.flatMap((p) => p.values.map((v) => v.id)))];
}

/**
 * The product's materials with what the CMS says about them: a description, how to clean it and
 * which lubricants it tolerates. Page furniture: when the CMS fails, the section is left out.
 */
export async function ProductMaterials({ product, locale }: { product: Product; locale: AppLocale }) {
  const ids = productValueIds(product);
  const [materials, t] = await Promise.all([
    getMaterials(ids, locale).catch(logAndReturn('materials', [])),
    getTranslations({ locale, namespace: 'Product' }),
  ]);
  const shown = materials.filter((m) => m.description || m.material_hygiene || m.material_lubricants);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="product-materials" data-testid="product-materials">
      <h2 id="product-materials" className="mb-3 text-xl font-bold">
        {t('materials.heading')}
      </h2>
      <ul className="space-y-4">
        {shown.map((m) => (
          <li key={m._id} className="rounded-lg border border-line bg-white p-4">
            <h3 className="text-lg font-bold">{m.title}</h3>
            {m.description && (
              <CmsHtml className="rich-text mt-1 text-muted" locale={locale} html={m.description} />
            )}
            <dl className="mt-3 space-y-3">
              {m.material_hygiene && (
                <div>
                  <dt className="font-semibold">{t('materials.hygiene')}</dt>
                  <dd>
                    <CmsHtml className="rich-text" locale={locale} html={m.material_hygiene} />
                  </dd>
                </div>
              )}
              {m.material_lubricants && (
                <div>
                  <dt className="font-semibold">{t('materials.lubricants')}</dt>
                  <dd>
                    <CmsHtml className="rich-text" locale={locale} html={m.material_lubricants} />
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
