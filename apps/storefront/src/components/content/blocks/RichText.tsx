import type { AppLocale } from '@/i18n/routing';
import { CmsHtml } from '../CmsHtml';

/**
 * Rich text of a content block: headings 2–5, aligned or full-width paragraphs, lists, tables,
 * images floated left or right, links drawn as buttons (colour, size, float, icon).
 */
export function RichText({
  html,
  locale,
  className = '',
}: {
  html: string;
  locale: AppLocale;
  className?: string;
}) {
  if (!html) return null;
  return <CmsHtml html={html} locale={locale} className={`rich-text rich-text-blocks ${className}`} />;
}
