import { describe, expect, it } from 'vitest';
import * as rules from '../src/index.ts';

describe('package entry', () => {
  it.each([
    'formatMoney',
    'withVat',
    'withoutVat',
    'roundUpToDecimals',
    'pluralize',
    'pluralCategory',
    'validateEmail',
    'validateTin',
    'format',
    'sanitizeQuantityInput',
    'clampQuantity',
    'stepQuantity',
    'commitQuantityInput',
    'emittedQuantity',
    'displayStock',
    'ratingToStars',
    'isPurchasable',
    'addButtonState',
    'showsDetailButton',
    'easterSunday',
    'isWorkingDay',
    'deliveryDate',
    'fastestShipper',
    'showsFreeShippingTag',
    'validateDeliveryCountry',
    'recheckSelectedGifts',
    'giftPrice',
    'addLastVisited',
    'createSessionId',
    'isSessionId',
  ])('exports %s', (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
  });
});
