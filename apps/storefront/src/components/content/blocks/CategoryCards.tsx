import type { CategoryBox } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../../ui/AppLink';
import { MediaImage } from '../../ui/MediaImage';

/** A store category as a card: picture, name (the link) and how many products it has. */
export async function CategoryCard({ category, locale }: { category: CategoryBox; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  return (
    <div className="relative flex h-full flex-col items-center gap-2 rounded-lg border border-line bg-white p-4 text-center shadow-sm transition-shadow hover:shadow-md">
      {category.image && (
        <MediaImage path={category.image.path} alt="" size={128} className="size-24 object-contain" />
      )}
      <h3 className="font-bold leading-snug">
        <AppLink
          locale={locale}
          prefetch={false}
          href={`/${category.slug}`}
          className="text-brand after:absolute after:inset-0 hover:underline"
        >
          {category.title}
        </AppLink>
      </h3>
      <p className="text-sm text-muted">{t('productCount', { count: category.product_count })}</p>
    </div>
  );
}
