import type { ReactNode } from 'react';

/** The price summary panel beside a cart's or an order's items. */
export function PriceSummary({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <aside aria-labelledby={id} className="h-fit rounded-lg border border-line bg-tint p-4">
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      {children}
    </aside>
  );
}

/** The summary's amounts: `SummaryRow`s, or `dt`/`dd` pairs styled their own way. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">{children}</dl>;
}

/** One plain row of a price summary: what the amount is, and the amount. */
export function SummaryRow({
  label,
  testId,
  children,
}: {
  label: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
