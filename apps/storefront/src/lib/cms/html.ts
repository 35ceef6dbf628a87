import { localizedPath, type AppLocale } from '@/i18n/routing';

/**
 * CMS HTML as the page shows it. Editors write the shop's own links as Czech paths (`/doprava`)
 * and pictures as `/media/…`: on the Slovak and German storefronts a link gets the locale's prefix
 * (`/sk/doprava`), and pictures point at the media host. Links that already carry a locale, go to
 * the API or media, or leave the site (`//host`, `https:`, `mailto:`) are left as written.
 */
export function cmsHtml(html: string, locale: AppLocale, mediaUrl: string): string {
  return html
    .replace(/(<img\b[^>]*?\bsrc=")\/media\//g, `$1${mediaUrl}/media/`)
    .replace(/(<a\b[^>]*?\bhref=")(\/[^"]*)"/g, (whole, start: string, href: string) =>
      keepsHref(href) ? whole : `${start}${localizedPath(locale, href)}"`,
    );
}

function keepsHref(href: string): boolean {
  return href.startsWith('//') || /^\/(sk|de|media|api)(\/|$|\?|#)/.test(href);
}
