import type { ContactBox as Box } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { CmsHtml } from './CmsHtml';

/** The box under a text page inviting the reader to get in touch, with a link to the contact page. */
export async function ContactBox({ box, locale }: { box: Box; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  return (
    <aside aria-labelledby="contact-box-heading" className="mt-10 rounded-lg bg-tint p-5 md:p-6">
      <h2 id="contact-box-heading" className="text-xl font-bold">
        {box.title_frontend}
      </h2>
      {box.description && <CmsHtml className="rich-text mt-2" locale={locale} html={box.description} />}
      {box.show_button && (
        <a
          href={localizedPath(locale, '/kontakt')}
          className="mt-4 inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white no-underline hover:bg-brand-dark"
        >
          {t('contactButton')}
        </a>
      )}
    </aside>
  );
}
