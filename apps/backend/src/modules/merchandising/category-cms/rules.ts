/**
 * Who sees which category banner and offer, and when. Pure so the boundaries can be
 * tested without a clock or a database.
 */

/** A time-limited item shows only when both times are set and now is strictly between them. */
export function isWithinTimeLimit(
  timeLimited: boolean,
  start: Date | null,
  end: Date | null,
  now: Date,
): boolean {
  if (!timeLimited) return true;
  if (!start || !end) return false;
  const t = now.getTime();
  return start.getTime() < t && t < end.getTime();
}

/** An item restricted to customer groups shows only to a visitor in one of them; none = everyone. */
export function isForGroups(itemGroups: string[], visitorGroups: string[]): boolean {
  return itemGroups.length === 0 || itemGroups.some((g) => visitorGroups.includes(g));
}

/** An active offer runs from its start (if any, inclusive) until its end (exclusive) on its domains. */
export function isOfferRunning(
  offer: { active: boolean; from: Date | null; until: Date; domains: string[] },
  now: Date,
  domain: string | null,
): boolean {
  if (!offer.active) return false;
  const t = now.getTime();
  if (offer.from && t < offer.from.getTime()) return false;
  if (t >= offer.until.getTime()) return false;
  return offer.domains.length === 0 || (domain !== null && offer.domains.includes(domain));
}
