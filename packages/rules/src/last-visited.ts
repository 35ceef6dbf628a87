export const LAST_VISITED_CAP = 8;

/** Puts a visited product first, drops its older entry, and keeps at most `cap` entries. */
export function addLastVisited<T extends string | number>(
  list: readonly T[],
  productId: T,
  cap: number = LAST_VISITED_CAP,
): T[] {
  if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`cap must be a positive integer, got ${cap}`);
  return [productId, ...list.filter((id) => id !== productId)].slice(0, cap);
}
