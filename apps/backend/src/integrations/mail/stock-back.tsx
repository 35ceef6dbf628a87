import type { CSSProperties } from 'react';
import { Body, Button, Container, Head, Heading, Html, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Locale } from '@shop/contract';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };

interface StockBackTexts {
  subject: (item: string) => string;
  greeting: string;
  body: (item: string) => string[];
  button: string;
  regards: string;
}

const TEXTS: Record<Locale, StockBackTexts> = {
  cs: {
    subject: (item) => `${item} je znovu skladem`,
    greeting: 'Dobrý den,',
    body: (item) => [
      `zboží ${item}, jehož dostupnost jste u nás hlídali, je znovu skladem. Objednat si ho můžete na stránce produktu.`,
      'Kusů může být jen několik. Tento e-mail posíláme jen jednou; kdyby zboží znovu došlo, můžete si jeho dostupnost nechat hlídat znovu.',
    ],
    button: 'Zobrazit produkt',
    regards: 'S pozdravem',
  },
  sk: {
    subject: (item) => `${item} je opäť na sklade`,
    greeting: 'Dobrý deň,',
    body: (item) => [
      `tovar ${item}, ktorého dostupnosť ste u nás sledovali, je opäť na sklade. Objednať si ho môžete na stránke produktu.`,
      'Kusov môže byť len niekoľko. Tento e-mail posielame len raz; ak by tovar znovu došiel, môžete si jeho dostupnosť nechať sledovať znova.',
    ],
    button: 'Zobraziť produkt',
    regards: 'S pozdravom',
  },
  de: {
    subject: (item) => `${item} ist wieder auf Lager`,
    greeting: 'Guten Tag,',
    body: (item) => [
      `der Artikel ${item}, dessen Verfügbarkeit Sie bei uns beobachtet haben, ist wieder auf Lager. Bestellen können Sie ihn auf der Produktseite.`,
      'Die Stückzahl kann begrenzt sein. Diese E-Mail senden wir nur einmal; ist der Artikel wieder ausverkauft, können Sie seine Verfügbarkeit erneut beobachten lassen.',
    ],
    button: 'Zum Produkt',
    regards: 'Mit freundlichen Grüßen',
  },
};

function StockBackEmail(props: {
  lang: Locale;
  subject: string;
  paragraphs: string[];
  button: string;
  regards: string;
  productUrl: string;
  shopName: string;
}) {
  return (
    <Html lang={props.lang}>
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {props.subject}
          </Heading>
          {props.paragraphs.map((p) => (
            <Text key={p} style={paragraph}>
              {p}
            </Text>
          ))}
          <Button
            href={props.productUrl}
            style={{
              backgroundColor: '#b0124f',
              color: '#ffffff',
              padding: '12px 20px',
              borderRadius: '6px',
              fontWeight: 'bold',
            }}
          >
            {props.button}
          </Button>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            {props.regards}
            <br />
            {props.shopName}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The e-mail telling a watcher that the variant they waited for is back in stock, in their locale,
 * with a link to its product page; every value in the HTML is escaped.
 */
export async function renderStockBack(
  to: string,
  locale: Locale,
  options: { shopName: string; itemName: string; productUrl: string },
): Promise<MailMessage> {
  const t = TEXTS[locale];
  const item = `„${options.itemName}“`;
  const subject = t.subject(options.itemName);
  const paragraphs = [t.greeting, ...t.body(item)];
  const html = await render(
    <StockBackEmail
      lang={locale}
      subject={subject}
      paragraphs={paragraphs}
      button={t.button}
      regards={t.regards}
      productUrl={options.productUrl}
      shopName={options.shopName}
    />,
  );
  return {
    to: { name: '', address: to },
    subject,
    text: [...paragraphs, '', `${t.button}: ${options.productUrl}`, '', t.regards, options.shopName, ''].join(
      '\n',
    ),
    html,
  };
}
