import type { CmsPage } from '@shop/contract';

/** A CMS text page shown at a rewritten URL (spec §2 error pages: status 200 instead of the 404). */
export function RewrittenPage({ page }: { page: CmsPage }) {
  return (
    <article>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{page.title}</h1>
      <div
        className="rich-text mt-4"
        // Safe by contract: CMS page content is HTML sanitised by the backend.
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
