import type { Locale } from '@shop/contract';
import { renderLinkMail } from './link-mail.tsx';
import type { MailMessage } from './mailer.ts';

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

/**
 * The e-mail telling a watcher that the variant they waited for is back in stock, in their locale,
 * with a link to its product page; every value in the HTML is escaped.
 */
export function renderStockBack(
  to: string,
  locale: Locale,
  options: { shopName: string; itemName: string; productUrl: string },
): Promise<MailMessage> {
  const t = TEXTS[locale];
  return renderLinkMail(
    { name: '', address: to },
    {
      subject: t.subject(options.itemName),
      paragraphs: [t.greeting, ...t.body(`„${options.itemName}“`)],
      url: options.productUrl,
      button: t.button,
      shopName: options.shopName,
      lang: locale,
      regards: t.regards,
    },
  );
}
