import { ContactForm } from '@/components/content/contact/ContactForm';
import {
  ContactPage,
  contactAnswerMetadata,
  contactFormTexts,
} from '@/components/content/contact/ContactPage';
import { localizedPath } from '@/i18n/routing';
import { CONTACT_FORM } from '@/lib/contact/contact-form';
import { pageLocale } from '@/lib/pages/locale';
import { flashedState } from '@/lib/user/form-flash';

/** Rendered per request: it shows what a plain post of the form left. */
export const instant = false;

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return contactAnswerMetadata(params, 'fixTitle');
}

/**
 * `/kontakt/oprava`: where the contact form posts without JavaScript. A refused message comes back
 * here with what was typed and a message beside every field to fix; opened directly, the form is
 * empty.
 */
export default async function ContactFixRoute({ params }: Props) {
  const locale = await pageLocale(params);
  const permalink = localizedPath(locale, '/kontakt/oprava');
  const [initial, texts] = await Promise.all([flashedState(CONTACT_FORM), contactFormTexts(locale)]);
  return (
    <ContactPage locale={locale}>
      <ContactForm locale={locale} permalink={permalink} texts={texts} initial={initial} />
    </ContactPage>
  );
}
