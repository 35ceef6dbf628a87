import type { AppLocale } from '@/i18n/routing';
import { logError } from '../log';
import { pickupPointBranch } from '.';
import { PICKUP_CHOICE_COOKIE, parsePickupChoice } from './pickup-choice';
import { findPickupPoint } from './pickup-points';
import type { CheckoutMethods, ChosenPickupPoint } from './types';

/**
 * The point chosen on the plain search page, checked again: its shipper still on offer for this
 * cart, the point still in the network and open. Anything else is as if nothing was chosen.
 */
export async function chosenOnPlainPage(
  locale: AppLocale,
  jar: { get(name: string): { value: string } | undefined },
  methods: CheckoutMethods,
): Promise<ChosenPickupPoint | null> {
  const choice = parsePickupChoice(jar.get(PICKUP_CHOICE_COOKIE)?.value);
  if (!choice) return null;
  const offered = methods.shippers.some(
    (o) => o.shipper.id === choice.shipperId && o.shipper.type === 'PICKUP_POINT',
  );
  if (!offered) return null;
  const point = await findPickupPoint(locale, choice.shipperId, choice.remoteId).catch((e: unknown) => {
    logError('pickup point choice', e);
    return null;
  });
  return point && !point.closed ? { shipperId: choice.shipperId, branch: pickupPointBranch(point) } : null;
}
