'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { comparedIds, idsSegment, subscribeCompared } from '@/lib/compare/ids';

const noIds: number[] = [];

/**
 * `/porovnani` without ids: the browser knows what the shopper compares, so it goes on to the
 * comparison of those products; with none (or without JavaScript) it says there is nothing yet.
 */
export function ComparedRedirect({
  comparePath,
  empty,
  loading,
}: {
  comparePath: string;
  empty: string;
  loading: string;
}) {
  const ids = useSyncExternalStore(subscribeCompared, comparedIds, () => noIds);
  useEffect(() => {
    if (ids.length > 0) location.replace(`${comparePath}/${idsSegment(ids)}`);
  }, [ids, comparePath]);
  return (
    <p role="status" className="mt-6 rounded-lg bg-tint p-6 text-center">
      {ids.length > 0 ? loading : empty}
    </p>
  );
}
