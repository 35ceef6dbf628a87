import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { BATCH_FIELD_PREFIX } from '@/lib/cart/batch';

/**
 * A form putting several variants into the cart at once (a post to the batch route, so it works
 * without JavaScript): a table of variants (`columns` heads, then `children` rows), then the chosen
 * total and the button. With `totalId` the total is announced as it changes and describes the
 * button.
 */
export function BatchForm({
  locale,
  backPath,
  onSubmit,
  className,
  total,
  totalId,
  disabled,
  busy,
  texts,
  columns,
  children,
}: {
  locale: string;
  /** Where the shopper returns without JavaScript; the cart when not given. */
  backPath?: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  className: string;
  /** What is chosen, as the shopper reads it. */
  total: string;
  totalId?: string;
  disabled: boolean;
  busy: boolean;
  texts: { adding: string; submit: string };
  columns: { label: ReactNode; className: string }[];
  children: ReactNode;
}) {
  return (
    <form method="post" action="/api/cart/batch" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="locale" value={locale} />
      {backPath !== undefined && <input type="hidden" name="back" value={backPath} />}
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line text-muted">
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.className}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p id={totalId} className="text-sm text-muted" aria-live={totalId ? 'polite' : undefined}>
          {total}
        </p>
        <button
          type="submit"
          disabled={disabled}
          aria-describedby={totalId}
          className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? texts.adding : texts.submit}
        </button>
      </div>
    </form>
  );
}

/** A variant's amount in a batch form, named for the batch route. */
export function BatchAmountInput({
  variantId,
  label,
  className,
  ...input
}: {
  variantId: number;
  label: string;
  /** Added to the input's own classes. */
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'min' | 'max' | 'step' | 'value' | 'placeholder' | 'disabled' | 'onChange'
>) {
  return (
    <input
      type="number"
      inputMode="numeric"
      name={`${BATCH_FIELD_PREFIX}${variantId}`}
      {...input}
      aria-label={label}
      className={`w-20 rounded-md border border-muted bg-white px-2 py-1.5 text-right text-base${className ? ` ${className}` : ''}`}
    />
  );
}
