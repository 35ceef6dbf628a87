/**
 * A pickup point chosen on the plain search page (which works without JavaScript) travels to the
 * checkout in a short-lived cookie: the checkout's page reads it, checks the point again and hands
 * it to the form, which keeps it with the rest of the choice in the browser and drops the cookie.
 * It holds two public ids, nothing of the shopper.
 */
export const PICKUP_CHOICE_COOKIE = 'pickup_choice';

/** An hour: long enough to finish the step, short enough not to surprise a later visit. */
export const PICKUP_CHOICE_MAX_AGE = 60 * 60;

export interface PickupChoice {
  shipperId: number;
  remoteId: string;
}

export function serializePickupChoice(choice: PickupChoice): string {
  return `${choice.shipperId}.${choice.remoteId}`;
}

export function parsePickupChoice(value: string | undefined): PickupChoice | null {
  const m = /^([1-9]\d{0,8})\.([\w-]{1,50})$/.exec(value ?? '');
  return m ? { shipperId: Number(m[1]), remoteId: m[2]! } : null;
}

/** Drops the cookie once the browser keeps the choice itself. */
export function forgetPickupChoice(): void {
  document.cookie = `${PICKUP_CHOICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
