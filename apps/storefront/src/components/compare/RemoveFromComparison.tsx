'use client';

import { idsSegment, replaceCompared } from '@/lib/compare/ids';

/**
 * Takes a product out of the comparison shown: the page's products less this one become the
 * compared ones, and the page of those opens (a plain link's target without JavaScript).
 */
export function RemoveFromComparison({
  productId,
  pageIds,
  comparePath,
  label,
  ariaLabel,
}: {
  productId: number;
  pageIds: number[];
  comparePath: string;
  label: string;
  ariaLabel: string;
}) {
  const rest = pageIds.filter((id) => id !== productId);
  const href = rest.length > 0 ? `${comparePath}/${idsSegment(rest)}` : comparePath;
  return (
    <a
      href={href}
      aria-label={ariaLabel}
      onClick={() => replaceCompared(rest)}
      className="mt-2 inline-block text-sm font-semibold text-brand underline"
    >
      {label}
    </a>
  );
}
