import { domainCode, errorCodes, placeOrderErrors, type ApiError } from '@shop/contract';
import { couponTitles } from '../cart/index.ts';

/** A reason the order cannot be placed, before it gets its code. */
export type Problem = Omit<ApiError, 'code'> & { code?: string };

const orderReasons = new Map<string, string>([
  ...Object.entries(placeOrderErrors).map(([reason, title]) => [title, domainCode('order', reason)] as const),
  ...Object.entries(couponTitles).map(([reason, title]) => [title, domainCode('coupon', reason)] as const),
]);

/** The order cannot be placed; every reason at once, in the error shape. */
export class PlaceOrderRefused extends Error {
  readonly errors: ApiError[];
  constructor(
    readonly statusCode: 409 | 422,
    problems: Problem[],
  ) {
    super(problems.map((e) => e.title).join('; '));
    // The order's and the coupon's reasons carry their code; a field rule's message is an invalid value.
    this.errors = problems.map((p) => ({
      ...p,
      code: p.code ?? orderReasons.get(p.title) ?? errorCodes.invalid,
    }));
  }
}

export const refuse = (statusCode: 409 | 422, field: string, title: string, code?: string) =>
  new PlaceOrderRefused(statusCode, [{ field, title, ...(code ? { code } : {}) }]);
