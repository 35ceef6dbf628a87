'use client';

import { useEffect, useRef, type FormEvent } from 'react';

type Option = { value: string; label: string };

function cookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/**
 * The header's currency and VAT display switch. A plain form posting to /api/price-display, so it
 * works without JavaScript; with it, the current choice is read from the cookies (the page itself
 * is shared by every visitor and cannot know it) and the form returns to the exact page.
 */
export function PriceDisplayForm({
  action,
  labels,
  currencies,
  vatModes,
  defaultCurrency,
}: {
  action: string;
  labels: { label: string; currency: string; vat: string; submit: string };
  currencies: Option[];
  vatModes: Option[];
  defaultCurrency: string;
}) {
  const currencyRef = useRef<HTMLSelectElement>(null);
  const vatRef = useRef<HTMLSelectElement>(null);

  // Uncontrolled selects: a choice made before hydration is never reset. The visitor's current
  // setting is filled in only where the select still shows the page's default.
  useEffect(() => {
    const c = cookie('currency');
    const mode =
      cookie('display_both_prices') === '1'
        ? 'both'
        : cookie('display_vat') === 'without'
          ? 'without'
          : 'with';
    const cur = currencyRef.current;
    if (cur && c && cur.value === defaultCurrency && currencies.some((o) => o.value === c)) cur.value = c;
    const v = vatRef.current;
    if (v && v.value === 'with') v.value = mode;
  }, [currencies, defaultCurrency]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const back = e.currentTarget.elements.namedItem('back') as HTMLInputElement | null;
    if (back) back.value = window.location.pathname + window.location.search;
  };

  return (
    <form
      action={action}
      method="post"
      onSubmit={onSubmit}
      aria-label={labels.label}
      className="flex items-center gap-2"
    >
      <input type="hidden" name="back" defaultValue="" />
      <label className="flex items-center gap-1">
        <span className="sr-only">{labels.currency}</span>
        <select
          name="currency"
          ref={currencyRef}
          defaultValue={defaultCurrency}
          className="rounded border border-line bg-white px-1 py-0.5 text-ink"
        >
          {currencies.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        <span className="sr-only">{labels.vat}</span>
        <select
          name="vat"
          ref={vatRef}
          defaultValue="with"
          className="rounded border border-line bg-white px-1 py-0.5 text-ink"
        >
          {vatModes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded border border-brand px-2 py-0.5 font-semibold text-brand hover:bg-brand-soft"
      >
        {labels.submit}
      </button>
    </form>
  );
}
