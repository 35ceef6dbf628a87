import { helpPaths, type PageListItem } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../../ui/AppLink';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** "Vše o nákupu": the text pages with their descriptions, then the other help pages. */
export async function ShoppingInfoIndex({ locale, pages }: { locale: AppLocale; pages: PageListItem[] }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  const more = [
    { path: helpPaths.faq, title: t('faqTitle'), text: t('faqDescription') },
    { path: helpPaths.glossary, title: t('glossaryTitle'), text: t('glossaryIntro') },
    { path: helpPaths.infomails, title: t('infomailTitle'), text: t('infomailDescription') },
  ];
  const card = 'block h-full rounded-lg border border-line bg-white p-4 hover:border-brand';
  return (
    <>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((p) => (
          <li key={p._id}>
            <AppLink
              locale={locale}
              href={helpPaths.shoppingInfoPage(p.page_meta.slug)}
              prefetch={false}
              className={card}
            >
              <span className="text-lg font-semibold text-brand underline">{p.title}</span>
              {p.page_meta.seo_description && (
                <span className="mt-1 block text-sm text-muted">{p.page_meta.seo_description}</span>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
      <LabelledSection
        id="vse-o-nakupu-dalsi"
        heading={t('shoppingInfoMore')}
        className="mt-10"
        headingClassName="mb-3 text-xl font-bold"
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((m) => (
            <li key={m.path}>
              <AppLink locale={locale} href={m.path} prefetch={false} className={card}>
                <span className="text-lg font-semibold text-brand underline">{m.title}</span>
                <span className="mt-1 block text-sm text-muted">{m.text}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </LabelledSection>
    </>
  );
}
