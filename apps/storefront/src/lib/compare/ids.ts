import { STORAGE_KEYS } from '../storage-keys';

/**
 * The products the shopper compares: their ids, kept in the browser (local storage) and nowhere
 * else; a comparison page is addressed by them (`/porovnani/12-45`), so it can be shared and cached.
 */
export const MAX_COMPARED = 4;

const KEY = STORAGE_KEYS.compare;
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

/** Ids from what storage holds: positive integers, no repeats, at most the maximum. */
export function parseIds(raw: string | null): number[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((x): x is number => Number.isInteger(x) && x > 0 && x <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** The compared ids, the same array while storage does not change (for useSyncExternalStore). */
export function comparedIds(): number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    // Storage blocked: nothing compared.
  }
  if (raw !== cached.raw) cached = { raw, ids: parseIds(raw) };
  return cached.ids;
}

function save(ids: number[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the change lives until the page is left.
  }
  for (const listener of listeners) listener();
}

export type CompareChange = { result: 'added' | 'removed' | 'full'; ids: number[] };

/** Adds the product, or removes it when it is there; a full comparison refuses another. */
export function toggleCompared(id: number): CompareChange {
  const ids = comparedIds();
  if (ids.includes(id)) {
    const next = ids.filter((x) => x !== id);
    save(next);
    return { result: 'removed', ids: next };
  }
  if (ids.length >= MAX_COMPARED) return { result: 'full', ids };
  const next = [...ids, id];
  save(next);
  return { result: 'added', ids: next };
}

/** Makes these the compared products (the comparison page's own list, after a removal on it). */
export function replaceCompared(ids: readonly number[]): void {
  save(parseIds(JSON.stringify(ids)));
}

/** Changes here and in the shopper's other tabs. */
export function subscribeCompared(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** The comparison page's path segment for the ids (`12-45`), and back. */
export function idsSegment(ids: readonly number[]): string {
  return ids.join('-');
}

export function parseIdsSegment(segment: string): number[] | null {
  if (!/^[1-9]\d{0,9}(-[1-9]\d{0,9}){0,3}$/.test(segment)) return null;
  const ids = segment.split('-').map(Number);
  if (ids.some((id) => id > 2_147_483_647) || new Set(ids).size !== ids.length) return null;
  return ids;
}
