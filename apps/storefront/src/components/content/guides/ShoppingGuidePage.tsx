import type { ContentPage } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';
import { shoppingGuidePath } from '@/lib/cms/paths';
import { mediaUrl } from '@/lib/media';
import { ContentBlocks } from '../blocks/ContentBlocks';
import { RichText } from '../blocks/RichText';
import { HelpBreadcrumb } from '../help/HelpBreadcrumb';
import { Pagination } from '@/components/ui/Pagination';

/** The shopping guide (/poradna): a content page of blocks, one page of them at a time. */
export async function ShoppingGuidePage({
  page,
  locale,
  vatDisplay,
}: {
  page: ContentPage;
  locale: AppLocale;
  vatDisplay: VatDisplay;
}) {
  const background = page.background_image
    ? `url("${mediaUrl(page.background_image.path, 1600)}")`
    : undefined;
  return (
    <article>
      <HelpBreadcrumb
        locale={locale}
        trail={[]}
        current={{ name: page.title, path: shoppingGuidePath(page.page) }}
      />
      <header className="rounded-xl bg-cover bg-center" style={{ backgroundImage: background }}>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{page.title}</h1>
        <RichText html={page.content} locale={locale} className="mt-2 md:text-lg" />
      </header>
      <ContentBlocks blocks={page.content_blocks} locale={locale} vatDisplay={vatDisplay} className="mt-8" />
      <Pagination locale={locale} page={page.page} totalPages={page.page_count} href={shoppingGuidePath} />
    </article>
  );
}
