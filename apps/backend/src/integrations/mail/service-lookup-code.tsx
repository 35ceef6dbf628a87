import type { CSSProperties } from 'react';
import { Body, Container, Head, Heading, Html, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { locales, type Locale } from '@shop/contract';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };
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

interface Props {
  locale: Locale;
  t: Texts;
  orderCode: string;
  code: string;
  validMinutes: number;
  shopName: string;
}

function ServiceLookupCodeEmail({ locale, t, orderCode, code, validMinutes, shopName }: Props) {
  return (
    <Html lang={locale}>
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {t.subject(orderCode)}
          </Heading>
          <Text style={paragraph}>{greeting[locale]}</Text>
          <Text style={paragraph}>{t.intro(orderCode)}</Text>
          <Text style={{ ...paragraph, margin: '0' }}>{t.codeLabel}:</Text>
          <Text style={codeStyle}>{code}</Text>
          <Text style={paragraph}>{t.validity(validMinutes)}</Text>
          <Text style={paragraph}>{t.ignore}</Text>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            {t.regards}
            <br />
            {shopName}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

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
  const html = await render(
    <ServiceLookupCodeEmail
      locale={locale}
      t={t}
      orderCode={options.orderCode}
      code={options.code}
      validMinutes={options.validMinutes}
      shopName={options.shopName}
    />,
  );
  return {
    to,
    subject: t.subject(options.orderCode),
    text: [
      greeting[locale],
      '',
      t.intro(options.orderCode),
      '',
      `${t.codeLabel}: ${options.code}`,
      '',
      t.validity(options.validMinutes),
      '',
      t.ignore,
      '',
      t.regards,
      options.shopName,
      '',
    ].join('\n'),
    html,
  };
}
