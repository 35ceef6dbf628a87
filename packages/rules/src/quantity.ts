import { format, messages } from './validators.ts';

/** The quantity field accepts at most 4 characters. */
export const QUANTITY_INPUT_MAX_LENGTH = 4;
/** Unit labels are shown with at most 3 characters. */
export const QUANTITY_UNIT_MAX_LENGTH = 3;

export interface QuantityRules {
  readonly min: number;
  /** `null` means no upper limit. */
  readonly max: number | null;
  readonly step: number;
  /** How many decimals may be typed; 0 allows digits only. */
  readonly decimals: number;
  readonly unit: string;
  /** Whether reaching a limit shows the info message. */
  readonly limitNotifications: boolean;
}

export type QuantityLimit = 'min' | 'max';

export interface QuantityResult {
  readonly value: number;
  /** The limit the requested value ran into, or null when it was within limits. */
  readonly limitReached: QuantityLimit | null;
  /** The Czech info message to show, or null (within limits or notifications off). */
  readonly message: string | null;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
}

/**
 * Cleans typed text: digits only, or digits and one decimal separator when decimals are allowed.
 * A comma becomes a period, surplus decimals are cut, and the text is cut to the maximum length.
 */
export function sanitizeQuantityInput(text: string, decimals: number): string {
  assertDecimals(decimals);
  if (decimals === 0) return text.replace(/\D/g, '').slice(0, QUANTITY_INPUT_MAX_LENGTH);
  const [whole = '', ...rest] = text
    .replace(/[^\d.,]/g, '')
    .replace(/,/g, '.')
    .split('.');
  // Only the first separator counts; digits after later separators join the fraction.
  const cleaned = rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, decimals)}`;
  return cleaned.slice(0, QUANTITY_INPUT_MAX_LENGTH);
}

export function truncateUnit(unit: string): string {
  return [...unit].slice(0, QUANTITY_UNIT_MAX_LENGTH).join('');
}

/** Rounds to the allowed decimals so steps like 0.1 + 0.2 do not leave float noise. */
function roundToDecimals(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** Czech number for messages: decimal comma ("2,5"). */
function formatLimit(limit: number): string {
  return String(limit).replace('.', ',');
}

function limitMessage(limit: QuantityLimit, value: number, unit: string): string {
  const template = limit === 'max' ? messages.quantityMax : messages.quantityMin;
  return format(template, { limit: formatLimit(value), unit: truncateUnit(unit) });
}

/**
 * Keeps a requested amount within min and max. The value is always clamped (the cart must never
 * exceed the limits); the message only appears when limit notifications are on.
 */
export function clampQuantity(requested: number, rules: QuantityRules): QuantityResult {
  if (!Number.isFinite(requested)) throw new RangeError(`quantity must be finite, got ${requested}`);
  if (rules.max !== null && rules.max < rules.min) {
    throw new RangeError(`max (${rules.max}) is below min (${rules.min})`);
  }
  let limitReached: QuantityLimit | null = null;
  let value = requested;
  if (rules.max !== null && requested > rules.max) {
    limitReached = 'max';
    value = rules.max;
  } else if (requested < rules.min) {
    limitReached = 'min';
    value = rules.min;
  }
  const message =
    limitReached !== null && rules.limitNotifications ? limitMessage(limitReached, value, rules.unit) : null;
  return { value, limitReached, message };
}

/** Parses sanitized text and clamps it (Enter commits). Empty or unparsable text falls back to the minimum. */
export function commitQuantityInput(text: string, rules: QuantityRules): QuantityResult {
  const sanitized = sanitizeQuantityInput(text, rules.decimals);
  const parsed = Number.parseFloat(sanitized);
  return clampQuantity(Number.isNaN(parsed) ? rules.min : parsed, rules);
}

export type StepDirection = 'up' | 'down';

/** One stepper click or Up/Down key press. */
export function stepQuantity(
  current: number,
  direction: StepDirection,
  rules: QuantityRules,
): QuantityResult {
  if (!(rules.step > 0)) throw new RangeError(`step must be positive, got ${rules.step}`);
  assertDecimals(rules.decimals);
  const delta = direction === 'up' ? rules.step : -rules.step;
  return clampQuantity(roundToDecimals(current + delta, rules.decimals), rules);
}

/** The most decimals a quantity may have: amounts stay integers up to a thousandth of a unit. */
export const MAX_QUANTITY_DECIMALS = 3;

/**
 * How many amounts make one shown unit. Cart and order amounts are integers in the smallest
 * orderable unit: a 'bm' variant with 1 decimal is sold by 0.1 m, so 1.5 m is the amount 15.
 */
export function quantityMultiplier(decimals: number): number {
  assertDecimals(decimals);
  if (decimals > MAX_QUANTITY_DECIMALS) {
    throw new RangeError(`decimals must be at most ${MAX_QUANTITY_DECIMALS}, got ${decimals}`);
  }
  return 10 ** decimals;
}

/** Shown quantity (1.5 m) as an amount (15), or null when it has more decimals than allowed. */
export function shownToAmount(shown: number, decimals: number): number | null {
  if (!Number.isFinite(shown)) return null;
  const scaled = shown * quantityMultiplier(decimals);
  const amount = Math.round(scaled);
  // Float noise (1.1 * 10 = 11.000000000000002) is not a surplus decimal; 1.55 * 10 is.
  return Math.abs(scaled - amount) < 1e-6 ? amount : null;
}

/** An amount (15) as the shown quantity (1.5). */
export function amountToShown(amount: number, decimals: number): number {
  return Number((amount / quantityMultiplier(decimals)).toFixed(decimals));
}

/** A quantity with its unit as shown in Czech: decimal comma, "1,5 bm", "3 ks". */
export function formatQuantity(amount: number, decimals: number, unit: string): string {
  const shown = String(amountToShown(amount, decimals)).replace('.', ',');
  return unit ? `${shown} ${truncateUnit(unit)}` : shown;
}

/**
 * A line's price in minor units: the price per shown unit (per metre) times the amount over the
 * multiplier, rounded half up once per line, so a line never carries a fraction of a haléř.
 */
export function lineTotal(unitPriceMinor: number, amount: number, decimals: number): number {
  if (!Number.isInteger(unitPriceMinor) || !Number.isInteger(amount)) {
    throw new RangeError(`price and amount must be integers, got ${unitPriceMinor} and ${amount}`);
  }
  const multiplier = quantityMultiplier(decimals);
  const product = unitPriceMinor * amount;
  // Integer half-up division (negative prices do not occur: they are refused where stored).
  return Math.floor((product * 2 + multiplier) / (2 * multiplier));
}

/**
 * The input's rules in shown units from the variant's amounts: min and max are stored as amounts,
 * the stepper moves by one shown unit (typing gives the fractions).
 */
export function shownQuantityRules(
  v: { amountMin: number; amountMax: number | null; decimals: number; unit: string },
  limitNotifications: boolean,
): QuantityRules {
  return {
    min: amountToShown(v.amountMin, v.decimals),
    max: v.amountMax === null ? null : amountToShown(v.amountMax, v.decimals),
    step: 1,
    decimals: v.decimals,
    unit: v.unit,
    limitNotifications,
  };
}
