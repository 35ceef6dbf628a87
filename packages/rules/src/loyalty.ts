/**
 * Loyalty credits a customer earns with a delivered order: a share of what the goods cost them,
 * set by the shop (`loyalty` setting). Credits are kept in minor units of CZK (haléře).
 */

/** The shop's rule: whether delivered orders earn credits, and what percent of their goods. */
export interface LoyaltyRule {
  readonly enabled: boolean;
  /** Percent of the goods value, at most two decimal places (1.5 = 1,5 %). */
  readonly percentOfDelivered: number;
}

/** The loyalty rule while the shop has not set one: nobody earns anything. */
export const loyaltyRuleOff: LoyaltyRule = { enabled: false, percentOfDelivered: 0 };

/** The highest share an operator may set. */
export const LOYALTY_PERCENT_MAX = 50;

/** What the rule needs of a delivered order; amounts in minor units of the order's currency. */
export interface LoyaltyOrder {
  /** The registered customer's account, or null for a guest (guests earn nothing). */
  readonly customerId: number | null;
  readonly currencyCode: string;
  readonly decimalPlaces: number;
  /** Items with tax, before the coupon. */
  readonly itemsWithTax: number;
  /** Gifts the customer paid for (free ones are 0). */
  readonly giftsWithTax: number;
  /** The coupon's discount off the items. */
  readonly discountWithTax: number;
  /** Loyalty credits spent on the order (CZK minor units): goods paid with credits earn none. */
  readonly creditsUsed: number;
}

/**
 * The goods value of an order, the base of the credits: items and paid gifts less the coupon
 * and the credits spent; shipping and payment fees are never part of it. Never below zero.
 */
export function loyaltyGoodsValue(order: LoyaltyOrder): number {
  return Math.max(0, order.itemsWithTax + order.giftsWithTax - order.discountWithTax - order.creditsUsed);
}

/**
 * Credits (CZK minor units, rounded down) a delivered order earns under the rule. An order in
 * another currency is converted at `czkPerUnit` (crowns for one unit of its currency); without a
 * rate it earns nothing rather than a guess.
 */
export function loyaltyCreditsEarned(
  order: LoyaltyOrder,
  rule: LoyaltyRule,
  czkPerUnit: number | null,
): number {
  if (!rule.enabled || order.customerId === null) return 0;
  // Basis points keep the percentage exact: 1.15 % is 115 of 10 000.
  const basisPoints = Math.round(rule.percentOfDelivered * 100);
  if (!(basisPoints > 0)) return 0;
  const goods = loyaltyGoodsValue(order);
  let czkMinor: number;
  if (order.currencyCode === 'CZK') czkMinor = goods;
  else {
    if (czkPerUnit === null || !Number.isFinite(czkPerUnit) || czkPerUnit <= 0) return 0;
    czkMinor = Math.round((goods / 10 ** order.decimalPlaces) * czkPerUnit * 100);
  }
  return Math.floor((czkMinor * basisPoints) / 10_000);
}

/** Why a loyalty rule cannot be saved (Czech), or null when it can. */
export function loyaltyRuleProblem(rule: LoyaltyRule): string | null {
  const p = rule.percentOfDelivered;
  if (!Number.isFinite(p) || p < 0) return 'Zadejte podíl v procentech, nejméně 0.';
  if (p > LOYALTY_PERCENT_MAX) return `Podíl může být nejvýše ${LOYALTY_PERCENT_MAX} %.`;
  if (Math.abs(p * 100 - Math.round(p * 100)) > 1e-9) return 'Podíl může mít nejvýše dvě desetinná místa.';
  if (rule.enabled && p === 0) return 'Zapnuté kredity potřebují podíl větší než 0 %.';
  return null;
}
