import { helpPaths, type GlossaryTerm } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../../ui/AppLink';
import { HelpBackLink } from './HelpBackLink';
import { LinkList, type ListedLink } from '../LinkList';
import { MediaImage } from '../../ui/MediaImage';
import { CmsHtml } from '@/components/content/CmsHtml';

function LinkSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

const chip =
  'inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand hover:border-brand';

/** A glossary term: its perex and description, then links to its categories, products and related terms. */
export async function GlossaryTermView({ locale, term }: { locale: AppLocale; term: GlossaryTerm }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  const chips = (links: ListedLink[]) => (
    <LinkList locale={locale} links={links} className="flex flex-wrap gap-2" linkClassName={chip} />
  );
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{term.title}</h1>
      {term.perex && <p className="mt-3 text-lg text-muted">{term.perex}</p>}
      <CmsHtml className="rich-text mt-4" locale={locale} html={term.description} />
      {term.categories.length > 0 && (
        <LinkSection id="pojem-kategorie" heading={t('termCategories')}>
          {chips(term.categories.map((c) => ({ key: `c${c.store_id}`, title: c.title, path: c.path })))}
        </LinkSection>
      )}
      {term.virtual_categories.length > 0 && (
        <LinkSection id="pojem-vybery" heading={t('termVirtualCategories')}>
          {chips(term.virtual_categories.map((v) => ({ key: `v${v._id}`, title: v.title, path: v.path })))}
        </LinkSection>
      )}
      {term.products.length > 0 && (
        <LinkSection id="pojem-zbozi" heading={t('termProducts')}>
          <ul className="grid gap-3 xs:grid-cols-2">
            {term.products.map((p) => (
              <li key={p.id}>
                <AppLink
                  locale={locale}
                  href={p.path}
                  prefetch={false}
                  className="flex h-full items-center gap-3 rounded-lg border border-line bg-white p-3 font-semibold text-brand hover:border-brand"
                >
                  {p.image && (
                    <MediaImage path={p.image.path} alt="" size={64} className="shrink-0 rounded" />
                  )}
                  <span>{p.name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </LinkSection>
      )}
      {term.terms.length > 0 && (
        <LinkSection id="pojem-souvisejici" heading={t('termRelated')}>
          {chips(term.terms.map((r) => ({ key: `t${r._id}`, title: r.title, path: r.path })))}
        </LinkSection>
      )}
      <HelpBackLink locale={locale} href={helpPaths.glossary}>
        {t('backToGlossary')}
      </HelpBackLink>
    </article>
  );
}
