import { localizedPath, type AppLocale } from '@/i18n/routing';
import { isShipperId } from './pickup-choice';

/** Why the plain pickup-point page was shown again after a choice. */
export type PickupSearchState = 'gone' | 'closed' | 'failed';

const STATES: readonly PickupSearchState[] = ['gone', 'closed', 'failed'];

/** The plain page's query: Czech words, as the shop's other addresses. */
export interface PickupSearchQuery {
  shipperId: number | null;
  q: string;
  region: string;
  state?: PickupSearchState | null;
}

export const PICKUP_SEARCH_PAGE = '/kosik/vydejni-misto';

export function pickupSearchPath(locale: AppLocale, query: PickupSearchQuery): string {
  const qs = new URLSearchParams();
  if (query.shipperId !== null) qs.set('doprava', String(query.shipperId));
  if (query.q) qs.set('hledat', query.q);
  if (query.region) qs.set('kraj', query.region);
  if (query.state) qs.set('stav', query.state);
  return `${localizedPath(locale, PICKUP_SEARCH_PAGE)}?${qs}`;
}

/** The page's query read back; anything malformed is dropped. */
export function parsePickupSearch(param: (name: string) => string | undefined): PickupSearchQuery {
  const shipper = param('doprava') ?? '';
  const state = param('stav');
  return {
    shipperId: isShipperId(shipper) ? Number(shipper) : null,
    q: (param('hledat') ?? '').trim().slice(0, 100),
    region: (param('kraj') ?? '').trim().slice(0, 100),
    state: STATES.find((s) => s === state) ?? null,
  };
}
