import { describe, expect, it } from 'vitest';
import {
  fastestShipper,
  isPaymentBlocked,
  reconcileSelection,
  selectShipper,
  showsFreeShippingTag,
  validateDeliveryCountry,
  type Shipper,
  type ShippingSelection,
} from '../src/shipping.ts';

function shipper(
  id: string,
  nearestDeliveryDate: string | null,
  closesAt: string | null = '14:00',
  overrides: Partial<Shipper> = {},
): Shipper {
  return {
    id,
    code: id,
    type: 'DELIVERY',
    blockedPayments: [],
    availableCountriesCodes: ['CZE', 'SVK'],
    delivery: { nearestDeliveryDate, closesAt },
    ...overrides,
  };
}

describe('fastestShipper', () => {
  const personal = shipper('personal', '2026-04-07', '10:00', { type: 'PERSONAL' });
  it.each([
    [
      'earliest nearest delivery date',
      [shipper('ppl', '2026-04-09'), shipper('zasilkovna', '2026-04-08')],
      'zasilkovna',
    ],
    ['PERSONAL never counts, even when earliest', [personal, shipper('ppl', '2026-04-09')], 'ppl'],
    [
      'a tie goes to the earlier closing time',
      [shipper('ppl', '2026-04-08', '15:00'), shipper('dpd', '2026-04-08', '12:30')],
      'dpd',
    ],
    [
      'a shipper without closing time loses a tie',
      [shipper('ppl', '2026-04-08', null), shipper('dpd', '2026-04-08', '18:00')],
      'dpd',
    ],
    [
      'a full tie keeps list order',
      [shipper('ppl', '2026-04-08', '14:00'), shipper('dpd', '2026-04-08', '14:00')],
      'ppl',
    ],
    ['shippers without a date are skipped', [shipper('ppl', null), shipper('dpd', '2026-04-20')], 'dpd'],
    [
      'the date beats the closing time',
      [shipper('ppl', '2026-04-09', '08:00'), shipper('dpd', '2026-04-08', '20:00')],
      'dpd',
    ],
    ['no shippers', [], undefined],
    ['only PERSONAL', [personal], undefined],
  ])('%s', (_case, shippers, expectedId) => {
    expect(fastestShipper(shippers)?.id).toBe(expectedId);
  });
});

describe('showsFreeShippingTag (free shippers, or threshold below the unit price)', () => {
  it.each([
    ['has free shippers', { hasFreeShippers: true, freeShippingAt: null, unitPriceWithTax: 100 }, true],
    [
      'threshold below price',
      { hasFreeShippers: false, freeShippingAt: 150000, unitPriceWithTax: 159900 },
      true,
    ],
    [
      'threshold equal to price',
      { hasFreeShippers: false, freeShippingAt: 150000, unitPriceWithTax: 150000 },
      false,
    ],
    [
      'threshold above price',
      { hasFreeShippers: false, freeShippingAt: 150000, unitPriceWithTax: 99900 },
      false,
    ],
    ['no threshold', { hasFreeShippers: false, freeShippingAt: null, unitPriceWithTax: 99900 }, false],
    [
      'zero threshold means none',
      { hasFreeShippers: false, freeShippingAt: 0, unitPriceWithTax: 99900 },
      false,
    ],
    [
      'price rule switched off by configuration',
      { hasFreeShippers: false, freeShippingAt: 150000, unitPriceWithTax: 159900, showByPrice: false },
      false,
    ],
    [
      'free shippers win even with the price rule off',
      { hasFreeShippers: true, freeShippingAt: null, unitPriceWithTax: 100, showByPrice: false },
      true,
    ],
  ])('%s -> %s', (_case, input, expected) => {
    expect(showsFreeShippingTag(input)).toBe(expected);
  });
});

describe('payments and selection', () => {
  const ppl = shipper('ppl', '2026-04-08', '14:00', { blockedPayments: ['cod', 7] });

  it.each([
    ['cod', true],
    [7, true],
    ['7', false], // ids compare strictly
    ['card', false],
  ])('payment %j blocked by PPL: %s', (paymentId, expected) => {
    expect(isPaymentBlocked(ppl, paymentId)).toBe(expected);
  });

  it.each<[string, ShippingSelection, ShippingSelection]>([
    [
      'another shipper clears the branch and a blocked payment',
      { shipperId: 'zasilkovna', branchId: 'Z123', paymentId: 'cod' },
      { shipperId: 'ppl', branchId: null, paymentId: null },
    ],
    [
      'another shipper keeps an allowed payment',
      { shipperId: 'zasilkovna', branchId: 'Z123', paymentId: 'card' },
      { shipperId: 'ppl', branchId: null, paymentId: 'card' },
    ],
    [
      'the same shipper keeps the branch',
      { shipperId: 'ppl', branchId: 'P1', paymentId: 'card' },
      { shipperId: 'ppl', branchId: 'P1', paymentId: 'card' },
    ],
    [
      'first choice',
      { shipperId: null, branchId: null, paymentId: null },
      { shipperId: 'ppl', branchId: null, paymentId: null },
    ],
  ])('selectShipper: %s', (_case, before, after) => {
    expect(selectShipper(before, ppl)).toEqual(after);
  });

  it.each<[string, ShippingSelection, ShippingSelection]>([
    [
      'both still offered',
      { shipperId: 'ppl', branchId: 'P1', paymentId: 'card' },
      { shipperId: 'ppl', branchId: 'P1', paymentId: 'card' },
    ],
    [
      'shipper gone: shipper and branch cleared',
      { shipperId: 'dpd', branchId: 'D1', paymentId: 'card' },
      { shipperId: null, branchId: null, paymentId: 'card' },
    ],
    [
      'payment gone',
      { shipperId: 'ppl', branchId: 'P1', paymentId: 'cod' },
      { shipperId: 'ppl', branchId: 'P1', paymentId: null },
    ],
    [
      'nothing chosen stays empty',
      { shipperId: null, branchId: null, paymentId: null },
      { shipperId: null, branchId: null, paymentId: null },
    ],
  ])('reconcileSelection: %s', (_case, before, after) => {
    expect(reconcileSelection(before, ['ppl', 'zasilkovna'], ['card', 'transfer'])).toEqual(after);
  });
});

describe('validateDeliveryCountry', () => {
  const czOnly = shipper('ppl-cz', '2026-04-08', '14:00', { availableCountriesCodes: ['CZE'] });
  const everywhere = shipper('dpd', '2026-04-08', '14:00', {
    availableCountriesCodes: ['CZE', 'SVK', 'DEU'],
  });
  const shipperMessage = 'Zvolený dopravce nelze kombinovat se zvolenou doručovací zemí';
  const currencyMessage = 'Zvolená měna nelze kombinovat se zvolenou doručovací zemí';

  it.each([
    [czOnly, 'CZE', 'CZK', null],
    [czOnly, 'SVK', 'EUR', shipperMessage],
    [czOnly, 'SVK', 'CZK', shipperMessage], // the shipper is checked first
    [everywhere, 'SVK', 'EUR', null],
    [everywhere, 'SVK', 'CZK', currencyMessage],
    [everywhere, 'CZE', 'EUR', currencyMessage],
    [everywhere, 'cze', 'czk', null],
    [everywhere, 'DEU', 'CZK', null], // no currency rule for other countries
    [everywhere, 'AUT', 'EUR', shipperMessage],
  ])('case %#: to %s paid in %s -> %s', (chosen, countryAlpha3, currencyCode, expected) => {
    expect(validateDeliveryCountry({ shipper: chosen, countryAlpha3, currencyCode })).toBe(expected);
  });
});
