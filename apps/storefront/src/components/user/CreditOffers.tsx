import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { productPath } from '@/lib/product';
import { getCreditOffers } from '@/lib/product/credit-offers';
import { MediaImage } from '../ui/MediaImage';
import { LabelledSection } from '@/components/ui/LabelledSection';

/**
 * The products a customer may buy with loyalty credits (the shop has them on): each links to its
 * page opened to buy for credits (`?for_credits=true`). Nothing when none is offered.
 */
export async function CreditOffers({ locale }: { locale: AppLocale }) {
  const [offers, t, tp] = await Promise.all([
    getCreditOffers(locale).catch(logAndReturn('credit offers', [])),
    getTranslations({ locale, namespace: 'User' }),
    getTranslations({ locale, namespace: 'Product' }),
  ]);
  if (offers.length === 0) return null;
  return (
    <LabelledSection
      id="prehled-za-kredity"
      heading={t('dashboard.creditOffers')}
      className="mt-6"
      headingClassName="text-lg font-bold"
    >
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((p) => {
          const image = p.mainImage ?? p.variants.find((v) => v.id === p.defaultVariantId)?.mainImage ?? null;
          return (
            <li key={p.id} className="flex items-center gap-3 rounded-lg border border-muted/30 bg-white p-3">
              {image && (
                <MediaImage
                  path={image.path}
                  alt=""
                  size={64}
                  className="size-16 shrink-0 rounded-md bg-tint object-contain"
                />
              )}
              <div className="min-w-0">
                <a
                  href={productPath(locale, p.slug, null, p.defaultVariantId, { forCredits: true })}
                  className="font-semibold text-brand underline"
                >
                  {p.name}
                </a>
                <p className="text-sm text-muted">{tp('creditPrice', { credits: p.creditPrice! })}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </LabelledSection>
  );
}
