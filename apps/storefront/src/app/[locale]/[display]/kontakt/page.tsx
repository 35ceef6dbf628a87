import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/content/contact/ContactForm';
import { ContactPage, contactFormTexts } from '@/components/content/contact/ContactPage';
import { localizedPath, routeLocale } from '@/i18n/routing';
import { pageLocale } from '@/lib/pages/locale';
import { samePathMetadata } from '@/lib/seo/metadata';
import { requirePage } from '@/lib/theme/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return samePathMetadata(locale, '/kontakt', { title: t('title'), description: t('metaDescription') });
}

/** `/kontakt`: the contact box and an empty form; prerendered and cached with the tag `globals`. */
export default async function ContactRoute({ params }: Props) {
  const locale = await pageLocale(params);
  await requirePage(locale, 'contact');
  return (
    <ContactPage locale={locale}>
      <ContactForm
        locale={locale}
        permalink={localizedPath(locale, '/kontakt/oprava')}
        texts={await contactFormTexts(locale)}
      />
    </ContactPage>
  );
}
