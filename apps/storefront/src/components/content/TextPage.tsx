import type { CmsPage } from '@shop/contract';

/** A CMS text page: at `/vse-o-nakupu/{slug}`, or at a URL the CMS rewrites. */
export function TextPage({ page }: { page: CmsPage }) {
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
