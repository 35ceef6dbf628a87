import { describe, expect, it } from 'vitest';
import {
  loyaltyCreditsEarned,
  loyaltyGoodsValue,
  loyaltyRuleOff,
  loyaltyRuleProblem,
  type LoyaltyOrder,
  type LoyaltyRule,
} from '../src/index.ts';

const order = (over: Partial<LoyaltyOrder> = {}): LoyaltyOrder => ({
  customerId: 7,
  currencyCode: 'CZK',
  decimalPlaces: 2,
  itemsWithTax: 100_000,
  giftsWithTax: 0,
  discountWithTax: 0,
  creditsUsed: 0,
  ...over,
});
const on = (percentOfDelivered: number): LoyaltyRule => ({ enabled: true, percentOfDelivered });

describe('loyaltyCreditsEarned', () => {
  it.each<[string, LoyaltyOrder, LoyaltyRule, number | null, number]>([
    ['5 % of 1 000 Kč', order(), on(5), null, 5_000],
    ['the rule switched off', order(), { enabled: false, percentOfDelivered: 5 }, null, 0],
    ['no rule set', order(), loyaltyRuleOff, null, 0],
    ['a guest earns nothing', order({ customerId: null }), on(5), null, 0],
    ['the coupon is off the base', order({ discountWithTax: 20_000 }), on(10), null, 8_000],
    ['a paid gift counts', order({ giftsWithTax: 5_000 }), on(10), null, 10_500],
    ['credits spent earn nothing', order({ creditsUsed: 30_000 }), on(10), null, 7_000],
    ['never below zero', order({ discountWithTax: 100_000, creditsUsed: 500 }), on(10), null, 0],
    ['rounded down to a haléř', order({ itemsWithTax: 99_999 }), on(1), null, 999],
    ['two decimals of a percent exactly', order({ itemsWithTax: 100_000 }), on(1.15), null, 1_150],
    ['0.29 % without float drift', order({ itemsWithTax: 10_000 }), on(0.29), null, 29],
    [
      'euros at the rate: 40 € × 25,125 Kč, 10 %',
      order({ currencyCode: 'EUR', itemsWithTax: 4_000 }),
      on(10),
      25.125,
      10_050,
    ],
    [
      'euros without a rate earn nothing',
      order({ currencyCode: 'EUR', itemsWithTax: 4_000 }),
      on(10),
      null,
      0,
    ],
    ['a nonsense rate earns nothing', order({ currencyCode: 'EUR' }), on(10), 0, 0],
  ])('%s', (_name, o, rule, rate, expected) => {
    expect(loyaltyCreditsEarned(o, rule, rate)).toBe(expected);
  });

  it('the base leaves out shipping and payment: only goods are in it', () => {
    expect(
      loyaltyGoodsValue(order({ itemsWithTax: 50_000, giftsWithTax: 100, discountWithTax: 5_000 })),
    ).toBe(45_100);
  });
});

describe('loyaltyRuleProblem', () => {
  it.each<[LoyaltyRule, string | null]>([
    [on(3), null],
    [on(0.5), null],
    [{ enabled: false, percentOfDelivered: 0 }, null],
    [on(0), 'Zapnuté kredity potřebují podíl větší než 0 %.'],
    [on(-1), 'Zadejte podíl v procentech, nejméně 0.'],
    [on(51), 'Podíl může být nejvýše 50 %.'],
    [on(1.234), 'Podíl může mít nejvýše dvě desetinná místa.'],
    [on(Number.NaN), 'Zadejte podíl v procentech, nejméně 0.'],
  ])('%o → %s', (rule, problem) => {
    expect(loyaltyRuleProblem(rule)).toBe(problem);
  });
});
