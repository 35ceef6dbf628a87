import type { Locale } from '@shop/contract';
import { translate } from '../../../http/locale.ts';
import type { SeoTexts } from '../../../seed/dataset.ts';

/**
 * The SEO title and description of an entity's page_meta row in one locale: the locale's own
 * texts, or the Czech ones where a text is not translated to it.
 */
export function seoColumns(
  seo: SeoTexts | undefined,
  locale: Locale,
): { seoTitle: string | null; seoDescription: string | null } {
  return {
    seoTitle: seo?.title ? translate(seo.title, locale) : null,
    seoDescription: seo?.description ? translate(seo.description, locale) : null,
  };
}
