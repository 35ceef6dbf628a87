/**
 * Prices in CZK and EUR (minor units, with VAT) and their history. Czech prices are whole crowns
 * at usual price points (149, 349, 1 290); euro prices are about a 25th of them, ending in .90 or .99.
 */
import type { CurrencyCode, PriceHistoryRow, PriceRow, QuantityPriceRow } from '../dataset.ts';
import type { Rng } from './prng.ts';

export const EUR_RATE = 25;

/** A whole-crown price at a usual price point, in crowns. */
export function niceCzk(crowns: number): number {
  if (crowns < 100) return Math.max(19, Math.round(crowns / 10) * 10 - 1);
  if (crowns < 300) return Math.round(crowns / 10) * 10 - 1;
  if (crowns < 1000) return Math.round(crowns / 50) * 50 - 1;
  return Math.round(crowns / 100) * 100 - 10;
}

/** The euro price for a crown price, in cents, ending in 90 or 99. */
export function eurCentsFromCzk(crowns: number): number {
  const value = crowns / EUR_RATE;
  const euros = Math.floor(value);
  const fraction = value - euros;
  if (fraction < 0.3 && euros >= 1) return (euros - 1) * 100 + 99;
  if (fraction < 0.93) return euros * 100 + 90;
  return euros * 100 + 99;
}

/** The next lower price point: whole crowns 10 Kč lower, euro cents to the next .90 or .99 below. */
function stepDown(value: number, currency: CurrencyCode): number {
  if (currency === 'CZK') return value - 1000;
  return value % 100 === 99 ? value - 9 : value - (value % 100) - 1;
}

function stepUp(value: number, currency: CurrencyCode): number {
  if (currency === 'CZK') return value + 1000;
  return value % 100 === 90 ? value + 9 : value - (value % 100) + 190;
}

/** How a variant's price came about. */
export type DiscountKind = 'none' | 'plain' | 'after-raise';

export interface PricePlan {
  /** Regular price in crowns (a usual price point). */
  crowns: number;
  discount: DiscountKind;
  recommended: boolean;
  b2b: boolean;
  vip: boolean;
  quantity: boolean;
  /** Days between the product's creation and the reference date. */
  ageDays: number;
  /** For discounted prices: the discount in percent, how many days ago it started and how many days before it the price was raised. */
  discountPercent: number;
  discountDaysAgo: number;
  raiseDaysBefore: number;
}

export interface PriceResult {
  prices: PriceRow[];
  priceHistory: PriceHistoryRow[];
}

interface Step {
  crowns: number;
  daysAgo: number;
}

const dateCache = new Map<string, string>();

function isoDate(reference: Date, daysAgo: number): string {
  const key = `${reference.getTime()}|${daysAgo}`;
  let date = dateCache.get(key);
  if (date === undefined) {
    date = new Date(reference.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    dateCache.set(key, date);
  }
  return date;
}

/** Price steps in crowns from the oldest; in euros each step must stay below or above its neighbour as in crowns. */
function toCurrency(steps: Step[], currency: CurrencyCode): number[] {
  const out: number[] = [];
  steps.forEach((step, i) => {
    let value = currency === 'CZK' ? step.crowns * 100 : eurCentsFromCzk(step.crowns);
    const previous = out[i - 1];
    const previousStep = steps[i - 1];
    if (previous !== undefined && previousStep) {
      if (step.crowns < previousStep.crowns && value >= previous) value = stepDown(previous, currency);
      if (step.crowns > previousStep.crowns && value <= previous) value = stepUp(previous, currency);
    }
    out.push(value);
  });
  return out;
}

function quantityPrices(unit: number, currency: CurrencyCode): QuantityPriceRow[] {
  const rows: QuantityPriceRow[] = [];
  let previous = unit;
  for (const [fromAmount, factor] of [
    [3, 0.95],
    [6, 0.9],
  ] as const) {
    const crowns = (unit / (currency === 'CZK' ? 100 : 100 / EUR_RATE)) * factor;
    let value = currency === 'CZK' ? niceCzk(crowns) * 100 : eurCentsFromCzk(crowns);
    if (value >= previous) value = stepDown(previous, currency);
    rows.push({ fromAmount, unitWithTax: value });
    previous = value;
  }
  return rows;
}

function groupPrice(unit: number, factor: number, currency: CurrencyCode): number {
  const crowns = (unit / 100) * (currency === 'CZK' ? 1 : EUR_RATE) * factor;
  const value = currency === 'CZK' ? niceCzk(crowns) * 100 : eurCentsFromCzk(crowns);
  return value < unit ? value : stepDown(unit, currency);
}

export function buildPrices(plan: PricePlan, rng: Rng, reference: Date): PriceResult {
  const regular = plan.crowns;
  const startDaysAgo = Math.min(plan.ageDays, 400);
  let steps: Step[];
  if (plan.discount === 'none') {
    steps =
      rng.chance(0.3) && startDaysAgo > 120
        ? [
            { crowns: niceCzk(regular * 0.9), daysAgo: startDaysAgo },
            { crowns: regular, daysAgo: rng.int(60, startDaysAgo - 30) },
          ]
        : [{ crowns: regular, daysAgo: startDaysAgo }];
    if (steps.length === 2 && (steps[0]?.crowns ?? 0) >= regular)
      steps = [{ crowns: regular, daysAgo: startDaysAgo }];
  } else {
    let discounted = niceCzk(regular * (1 - plan.discountPercent / 100));
    if (discounted >= regular) discounted = regular - 10;
    const discountDaysAgo = plan.discountDaysAgo;
    if (plan.discount === 'plain') {
      steps = [
        { crowns: regular, daysAgo: startDaysAgo },
        { crowns: discounted, daysAgo: discountDaysAgo },
      ];
    } else {
      // Raised shortly before the discount: the lowest price of the last 30 days is the old, low one.
      let low = niceCzk(discounted * 0.97);
      if (low > discounted) low = discounted;
      steps = [
        { crowns: low, daysAgo: startDaysAgo },
        { crowns: regular, daysAgo: discountDaysAgo + plan.raiseDaysBefore },
        { crowns: discounted, daysAgo: discountDaysAgo },
      ];
    }
  }

  const prices: PriceRow[] = [];
  const priceHistory: PriceHistoryRow[] = [];
  for (const currency of ['CZK', 'EUR'] as const) {
    const values = toCurrency(steps, currency);
    const unit = values[values.length - 1] ?? 0;
    const original = plan.discount === 'none' ? undefined : values[values.length - 2];
    const row: PriceRow = {
      currency,
      customerGroup: null,
      unitWithTax: unit,
      quantityPrices: plan.quantity ? quantityPrices(unit, currency) : [],
    };
    if (original !== undefined && original > unit) row.originalWithTax = original;
    if (plan.recommended) {
      const crowns = niceCzk(regular * 1.2);
      row.recommendedWithTax = currency === 'CZK' ? crowns * 100 : eurCentsFromCzk(crowns);
    }
    prices.push(row);
    if (plan.b2b) {
      prices.push({
        currency,
        customerGroup: 'b2b',
        unitWithTax: groupPrice(unit, 0.9, currency),
        quantityPrices: [],
      });
    }
    if (plan.vip) {
      prices.push({
        currency,
        customerGroup: 'vip',
        unitWithTax: groupPrice(unit, 0.95, currency),
        quantityPrices: [],
      });
    }
    steps.forEach((step, i) => {
      priceHistory.push({
        currency,
        customerGroup: null,
        unitWithTax: values[i] ?? unit,
        validFrom: isoDate(reference, step.daysAgo),
      });
    });
  }
  return { prices, priceHistory };
}
