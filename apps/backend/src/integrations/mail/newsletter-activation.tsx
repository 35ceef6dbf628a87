import type { Locale } from '@shop/contract';
import { renderLinkMail } from './link-mail.tsx';
import type { MailMessage } from './mailer.ts';

interface Texts {
  subject: string;
  paragraphs: (validDays: number) => string[];
  button: string;
  regards: string;
  unsubscribe: string;
  unsubscribeLink: string;
}

const texts: Record<Locale, Texts> = {
  cs: {
    subject: 'Potvrďte prosím odběr novinek',
    paragraphs: (days) => [
      'Dobrý den,',
      'děkujeme za zájem o naše novinky. Odběr začne, až ho potvrdíte tlačítkem níže.',
      `Odkaz platí ${days} dní a lze ho použít jen jednou. Pokud jste se k odběru nepřihlašovali, tento e-mail prosím ignorujte: bez potvrzení vám nic posílat nebudeme.`,
    ],
    button: 'Potvrdit odběr novinek',
    regards: 'S pozdravem',
    unsubscribe: 'Nechcete od nás e-maily dostávat?',
    unsubscribeLink: 'Odhlásit odběr',
  },
  sk: {
    subject: 'Potvrďte, prosím, odber noviniek',
    paragraphs: (days) => [
      'Dobrý deň,',
      'ďakujeme za záujem o naše novinky. Odber začne, keď ho potvrdíte tlačidlom nižšie.',
      `Odkaz platí ${days} dní a dá sa použiť iba raz. Ak ste sa na odber neprihlasovali, tento e-mail, prosím, ignorujte: bez potvrdenia vám nič posielať nebudeme.`,
    ],
    button: 'Potvrdiť odber noviniek',
    regards: 'S pozdravom',
    unsubscribe: 'Nechcete od nás dostávať e-maily?',
    unsubscribeLink: 'Odhlásiť odber',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    paragraphs: (days) => [
      'Guten Tag,',
      'vielen Dank für Ihr Interesse an unseren Neuigkeiten. Das Abonnement beginnt, sobald Sie es mit der Schaltfläche unten bestätigen.',
      `Der Link ist ${days} Tage gültig und kann nur einmal verwendet werden. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte: Ohne Bestätigung senden wir Ihnen nichts.`,
    ],
    button: 'Abonnement bestätigen',
    regards: 'Mit freundlichen Grüßen',
    unsubscribe: 'Sie möchten keine E-Mails von uns erhalten?',
    unsubscribeLink: 'Abmelden',
  },
};

/**
 * The e-mail asking to confirm a newsletter subscription, in the shopper's language. Like every
 * newsletter e-mail it carries an unsubscribe link and the one-click unsubscribe header fields
 * (List-Unsubscribe with List-Unsubscribe-Post), which mail programs offer as their own button.
 */
export async function renderNewsletterActivation(
  to: string,
  options: {
    locale: Locale;
    shopName: string;
    activationUrl: string;
    validDays: number;
    /** The storefront's page that asks before unsubscribing. */
    unsubscribeUrl: string;
    /** The store API's address that unsubscribes on a POST (RFC 8058). */
    oneClickUnsubscribeUrl: string;
  },
): Promise<MailMessage> {
  const t = texts[options.locale];
  const mail = await renderLinkMail(
    { name: '', address: to },
    {
      subject: t.subject,
      paragraphs: t.paragraphs(options.validDays),
      url: options.activationUrl,
      button: t.button,
      shopName: options.shopName,
      lang: options.locale,
      regards: t.regards,
      footer: { text: t.unsubscribe, link: { text: t.unsubscribeLink, href: options.unsubscribeUrl } },
    },
  );
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${options.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
