/**
 * A pickup point chosen on the plain search page (which works without JavaScript) travels to the
 * checkout in a short-lived cookie: the checkout's page reads it, checks the point again and hands
 * it to the form, which keeps it with the rest of the choice in the browser and drops the cookie.
 * It holds two public ids, nothing of the shopper.
 */
export const PICKUP_CHOICE_COOKIE = 'pickup_choice';

/** An hour: long enough to finish the step, short enough not to surprise a later visit. */
export const PICKUP_CHOICE_MAX_AGE = 60 * 60;

/** A pickup point's id in its carrier's network, as the store API takes it. */
export const isRemoteId = (value: string): boolean => /^[\w-]{1,50}$/.test(value);

/** A shipper's id: a positive whole number. */
export const isShipperId = (value: string): boolean => /^[1-9]\d{0,8}$/.test(value);

export interface PickupChoice {
  shipperId: number;
  remoteId: string;
}

export function serializePickupChoice(choice: PickupChoice): string {
  return `${choice.shipperId}.${choice.remoteId}`;
}

export function parsePickupChoice(value: string | undefined): PickupChoice | null {
  const [shipperId = '', remoteId = '', ...rest] = (value ?? '').split('.');
  return rest.length === 0 && isShipperId(shipperId) && isRemoteId(remoteId)
    ? { shipperId: Number(shipperId), remoteId }
    : null;
}

/** Drops the cookie once the browser keeps the choice itself. */
export function forgetPickupChoice(): void {
  document.cookie = `${PICKUP_CHOICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
