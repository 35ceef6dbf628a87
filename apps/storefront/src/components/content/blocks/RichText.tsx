import { env } from '@/lib/env';

/** Image paths of the media host written as `/media/…` in CMS HTML point at the media host. */
function withMediaHost(html: string): string {
  return html.replace(/(<img\b[^>]*?\bsrc=")\/media\//g, `$1${env.mediaUrl}/media/`);
}

/**
 * Rich text of a content block: headings 2–5, aligned or full-width paragraphs, lists, tables,
 * images floated left or right, links drawn as buttons (colour, size, float, icon). Safe by
 * contract: every CMS HTML field is sanitised by the backend, which keeps only that vocabulary.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`rich-text rich-text-blocks ${className}`}
      dangerouslySetInnerHTML={{ __html: withMediaHost(html) }}
    />
  );
}
