import type { AppLocale } from '@/i18n/routing';
import { cmsHtml } from '@/lib/cms/html';
import { env } from '@/lib/env';

/**
 * HTML written in the CMS (descriptions, articles, pages, answers), with the shop's links in the
 * page's language and pictures from the media host. Safe by contract: the backend sanitises every
 * CMS HTML field down to the shop's vocabulary before it leaves the API.
 */
export function CmsHtml({
  html,
  locale,
  className,
}: {
  html: string;
  locale: AppLocale;
  className?: string;
}) {
  return (
    <div
      className={className}
      // The content's own language (a text not yet translated shows as written).
      data-content="cms"
      dangerouslySetInnerHTML={{ __html: cmsHtml(html, locale, env.mediaUrl) }}
    />
  );
}
