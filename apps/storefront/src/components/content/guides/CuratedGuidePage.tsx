import type { CuratedGuide } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';
import { curatedGuidePath, shoppingGuidePath } from '@/lib/cms/paths';
import { MediaImage } from '../../ui/MediaImage';
import { ContentBlocks } from '../blocks/ContentBlocks';
import { HelpBreadcrumb } from '../help/HelpBreadcrumb';

/** A curated guide (/pruvodce/{slug}): title, subtitle, perex and picture, then its blocks. */
export async function CuratedGuidePage({
  guide,
  locale,
  vatDisplay,
}: {
  guide: CuratedGuide;
  locale: AppLocale;
  vatDisplay: VatDisplay;
}) {
  const t = await getTranslations({ locale, namespace: 'ContentBlocks' });
  return (
    <article>
      <HelpBreadcrumb
        locale={locale}
        trail={[{ name: t('shoppingGuide'), path: shoppingGuidePath() }]}
        current={{ name: guide.title, path: curatedGuidePath(guide.page_meta.slug) }}
      />
      <header className="grid items-center gap-6 md:grid-cols-2">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{guide.title}</h1>
          {guide.subtitle && (
            <p className="mt-2 text-lg font-semibold text-brand md:text-xl">{guide.subtitle}</p>
          )}
          {guide.perex && <p className="mt-3 text-muted md:text-lg">{guide.perex}</p>}
        </div>
        {guide.image && (
          <MediaImage
            path={guide.image.path}
            alt=""
            size={540}
            priority
            className="aspect-[8/5] h-auto w-full rounded-xl bg-tint object-cover"
          />
        )}
      </header>
      <ContentBlocks blocks={guide.content_blocks} locale={locale} vatDisplay={vatDisplay} className="mt-8" />
    </article>
  );
}
