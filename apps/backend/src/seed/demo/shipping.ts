/** Shippers and payments. Orders placed before 14:00 ship the same working day. */
import type { PaymentRow, ShipperRow } from '../dataset.ts';

const CLOSES_AT = '14:00';

/** Free shipping from 1 500 Kč / 60 €, the shop-wide threshold. */
const FREE_FROM = { CZK: 150_000, EUR: 6_000 } as const;

export const SHIPPERS: ShipperRow[] = [
  {
    id: 1,
    code: 'personal',
    type: 'PERSONAL',
    name: { cs: 'Osobní odběr na prodejně', sk: 'Osobný odber na predajni', de: 'Abholung im Geschäft' },
    description: {
      cs: 'Vyzvedněte si zboží zdarma na jedné z našich prodejen v Praze, Brně, Ostravě nebo Plzni. Zboží skladem na prodejně je připraveno do hodiny, ostatní zpravidla následující pracovní den. Zaplatit můžete předem kartou nebo převodem.',
      sk: 'Vyzdvihnite si tovar zadarmo na jednej z našich predajní v Česku.',
      de: 'Holen Sie Ihre Bestellung kostenlos in einem unserer Geschäfte ab.',
    },
    requiredAddress: false,
    prices: [
      { currency: 'CZK', priceWithTax: 0, freeFromWithTax: null },
      { currency: 'EUR', priceWithTax: 0, freeFromWithTax: null },
    ],
    deliveryDays: 0,
    closesAt: CLOSES_AT,
    blockedPaymentCodes: ['cod'],
    countries: ['CZE'],
    position: 1,
  },
  {
    id: 2,
    code: 'pickup-point',
    type: 'PICKUP_POINT',
    carrier: 'packeta',
    name: { cs: 'Výdejní místo nebo box', sk: 'Výdajné miesto alebo box', de: 'Abholstelle oder Paketbox' },
    description: {
      cs: 'Více než 10 000 výdejních míst a boxů v Česku a na Slovensku. Zásilka čeká 7 dní, o jejím doručení vás informujeme SMS a e-mailem. Obal je neutrální, bez názvu obchodu.',
      sk: 'Viac ako 10 000 výdajných miest a boxov v Česku a na Slovensku. Zásielka čaká 7 dní.',
      de: 'Über 10 000 Abholstellen und Paketboxen in Tschechien und der Slowakei.',
    },
    requiredAddress: false,
    prices: [
      { currency: 'CZK', priceWithTax: 6_900, freeFromWithTax: FREE_FROM.CZK },
      { currency: 'EUR', priceWithTax: 290, freeFromWithTax: FREE_FROM.EUR },
    ],
    deliveryDays: 1,
    closesAt: CLOSES_AT,
    blockedPaymentCodes: [],
    countries: ['CZE', 'SVK'],
    position: 2,
  },
  {
    id: 3,
    code: 'courier',
    type: 'COURIER',
    name: { cs: 'Kurýr na adresu', sk: 'Kuriér na adresu', de: 'Kurier an die Adresse' },
    description: {
      cs: 'Doručení na vaši adresu následující pracovní den, v den doručení vám kurýr pošle SMS s časovým oknem. Těžké zboží (činky, kettlebelly) doporučujeme posílat kurýrem.',
      sk: 'Doručenie na vašu adresu nasledujúci pracovný deň.',
      de: 'Zustellung an Ihre Adresse am nächsten Werktag.',
    },
    requiredAddress: true,
    prices: [
      { currency: 'CZK', priceWithTax: 11_900, freeFromWithTax: FREE_FROM.CZK },
      { currency: 'EUR', priceWithTax: 490, freeFromWithTax: FREE_FROM.EUR },
    ],
    deliveryDays: 1,
    closesAt: CLOSES_AT,
    blockedPaymentCodes: [],
    countries: ['CZE', 'SVK'],
    position: 3,
  },
  {
    id: 4,
    code: 'courier-sk',
    type: 'COURIER',
    name: { cs: 'Slovenský kurýr', sk: 'Slovenský kuriér', de: 'Slowakischer Kurier' },
    description: {
      cs: 'Doručení po Slovensku do dvou pracovních dní.',
      sk: 'Doručenie po Slovensku do dvoch pracovných dní, s možnosťou platby pri prevzatí.',
      de: 'Zustellung in der Slowakei innerhalb von zwei Werktagen.',
    },
    requiredAddress: true,
    prices: [
      { currency: 'CZK', priceWithTax: 9_900, freeFromWithTax: FREE_FROM.CZK },
      { currency: 'EUR', priceWithTax: 390, freeFromWithTax: FREE_FROM.EUR },
    ],
    deliveryDays: 2,
    closesAt: CLOSES_AT,
    blockedPaymentCodes: [],
    countries: ['SVK'],
    position: 4,
  },
  {
    id: 5,
    code: 'courier-eu',
    type: 'COURIER',
    name: { cs: 'Mezinárodní kurýr', sk: 'Medzinárodný kuriér', de: 'Internationaler Kurier' },
    description: {
      cs: 'Doručení do Německa, Rakouska, Polska a Maďarska do 3 až 5 pracovních dní. Dobírka není možná.',
      sk: 'Doručenie do Nemecka, Rakúska, Poľska a Maďarska do 3 až 5 pracovných dní.',
      de: 'Zustellung nach Deutschland, Österreich, Polen und Ungarn in 3 bis 5 Werktagen. Keine Nachnahme.',
    },
    requiredAddress: true,
    prices: [
      { currency: 'CZK', priceWithTax: 29_000, freeFromWithTax: null },
      { currency: 'EUR', priceWithTax: 1_190, freeFromWithTax: null },
    ],
    deliveryDays: 4,
    closesAt: CLOSES_AT,
    blockedPaymentCodes: ['cod'],
    countries: ['DEU', 'AUT', 'POL', 'HUN'],
    position: 5,
  },
];

export const PAYMENTS: PaymentRow[] = [
  {
    id: 1,
    code: 'card',
    kind: 'gateway',
    name: { cs: 'Platba kartou online', sk: 'Platba kartou online', de: 'Kartenzahlung online' },
    description: {
      cs: 'Zaplaťte kartou, Apple Pay nebo Google Pay přes zabezpečenou platební bránu. Objednávku odešleme hned po zaplacení.',
      sk: 'Zaplaťte kartou, Apple Pay alebo Google Pay cez zabezpečenú platobnú bránu.',
      de: 'Bezahlen Sie mit Karte, Apple Pay oder Google Pay.',
    },
    prices: [
      { currency: 'CZK', priceWithTax: 0 },
      { currency: 'EUR', priceWithTax: 0 },
    ],
    position: 1,
  },
  {
    id: 2,
    code: 'bank_transfer',
    kind: 'bank_transfer',
    name: { cs: 'Bankovní převod', sk: 'Bankový prevod', de: 'Banküberweisung' },
    description: {
      cs: 'Platební údaje a QR kód vám pošleme e-mailem. Objednávku odešleme po připsání platby na náš účet.',
      sk: 'Platobné údaje a QR kód vám pošleme e-mailom.',
      de: 'Die Zahlungsdaten senden wir Ihnen per E-Mail.',
    },
    prices: [
      { currency: 'CZK', priceWithTax: 0 },
      { currency: 'EUR', priceWithTax: 0 },
    ],
    position: 2,
  },
  {
    id: 3,
    code: 'cod',
    kind: 'cod',
    name: { cs: 'Dobírka', sk: 'Dobierka', de: 'Nachnahme' },
    description: {
      cs: 'Zaplatíte hotově nebo kartou při převzetí zásilky.',
      sk: 'Zaplatíte v hotovosti alebo kartou pri prevzatí zásielky.',
      de: 'Sie bezahlen bar oder mit Karte bei der Zustellung.',
    },
    prices: [
      { currency: 'CZK', priceWithTax: 3_900 },
      { currency: 'EUR', priceWithTax: 150 },
    ],
    position: 3,
  },
];
