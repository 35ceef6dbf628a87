import type { CSSProperties } from 'react';
import { Text } from '@react-email/components';
import { locales, type Locale } from '@shop/contract';
import { paragraph, Paragraphs, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';

const codeStyle: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '28px',
  fontWeight: 'bold',
  letterSpacing: '4px',
  fontFamily: 'Consolas, Menlo, monospace',
};

interface Texts {
  subject: (orderCode: string) => string;
  intro: (orderCode: string) => string;
  codeLabel: string;
  validity: (minutes: number) => string;
  ignore: string;
  regards: string;
}

const texts: Record<Locale, Texts> = {
  cs: {
    subject: (order) => `Ověřovací kód k objednávce ${order}`,
    intro: (order) =>
      `někdo (nejspíš vy) chce reklamovat nebo vrátit zboží z objednávky ${order}. Ověřovací kód opište do formuláře:`,
    codeLabel: 'Ověřovací kód',
    validity: (minutes) => `Kód platí ${minutes} minut. Nikomu ho nesdělujte, ani nám do telefonu.`,
    ignore:
      'Pokud jste o kód nežádali, tento e-mail prosím ignorujte: bez kódu nikdo obsah objednávky neuvidí a nic za vás nepodá.',
    regards: 'S pozdravem',
  },
  sk: {
    subject: (order) => `Overovací kód k objednávke ${order}`,
    intro: (order) =>
      `niekto (najskôr vy) chce reklamovať alebo vrátiť tovar z objednávky ${order}. Overovací kód opíšte do formulára:`,
    codeLabel: 'Overovací kód',
    validity: (minutes) => `Kód platí ${minutes} minút. Nikomu ho neoznamujte, ani nám do telefónu.`,
    ignore:
      'Ak ste o kód nežiadali, tento e-mail, prosím, ignorujte: bez kódu nikto obsah objednávky neuvidí a nič za vás nepodá.',
    regards: 'S pozdravom',
  },
  de: {
    subject: (order) => `Bestätigungscode zur Bestellung ${order}`,
    intro: (order) =>
      `jemand (wahrscheinlich Sie) möchte Ware aus der Bestellung ${order} reklamieren oder zurückgeben. Geben Sie den Bestätigungscode in das Formular ein:`,
    codeLabel: 'Bestätigungscode',
    validity: (minutes) =>
      `Der Code ist ${minutes} Minuten gültig. Geben Sie ihn niemandem weiter, auch nicht uns am Telefon.`,
    ignore:
      'Wenn Sie keinen Code angefordert haben, ignorieren Sie diese E-Mail bitte: Ohne den Code sieht niemand den Inhalt der Bestellung und kann nichts in Ihrem Namen einreichen.',
    regards: 'Mit freundlichen Grüßen',
  },
};

const greeting: Record<Locale, string> = { cs: 'Dobrý den,', sk: 'Dobrý deň,', de: 'Guten Tag,' };

/**
 * The one-time code of a complaint's or withdrawal's look-up by order code and e-mail, in the
 * language of the form it was asked for from; every value in the HTML is escaped.
 */
export async function renderServiceLookupCode(
  to: { name: string; address: string },
  options: { locale: string; shopName: string; orderCode: string; code: string; validMinutes: number },
): Promise<MailMessage> {
  const locale = (locales as readonly string[]).includes(options.locale) ? (options.locale as Locale) : 'cs';
  const t = texts[locale];
  const body = (
    <>
      <Paragraphs texts={[greeting[locale], t.intro(options.orderCode)]} />
      <Text style={{ ...paragraph, margin: '0' }}>{t.codeLabel}:</Text>
      <Text style={codeStyle}>{options.code}</Text>
      <Paragraphs texts={[t.validity(options.validMinutes), t.ignore]} />
    </>
  );
  const text = [
    greeting[locale],
    '',
    t.intro(options.orderCode),
    '',
    `${t.codeLabel}: ${options.code}`,
    '',
    t.validity(options.validMinutes),
    '',
    t.ignore,
  ];
  const frame = {
    subject: t.subject(options.orderCode),
    lang: locale,
    shopName: options.shopName,
    regards: t.regards,
  };
  return { to, ...(await renderMail(frame, body, text)) };
}
