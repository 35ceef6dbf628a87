'use client';

import type { FormEvent } from 'react';

type Option = { value: string; label: string };

/**
 * The header's currency and VAT display switch. A plain form posting to /api/price-display, so it
 * works without JavaScript; the page is rendered for the visitor's display (the proxy picks the
 * cached page by cookie), so it shows the current choice, and with JavaScript the form returns to
 * the exact page.
 */
export function PriceDisplayForm({
  action,
  labels,
  currencies,
  vatModes,
  currency,
  vatMode,
}: {
  action: string;
  labels: { label: string; currency: string; vat: string; submit: string };
  currencies: Option[];
  vatModes: Option[];
  currency: string;
  vatMode: string;
}) {
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
      <DisplaySelect label={labels.currency} name="currency" value={currency} options={currencies} />
      <DisplaySelect label={labels.vat} name="vat" value={vatMode} options={vatModes} />
      <button
        type="submit"
        className="rounded border border-brand px-2 py-0.5 font-semibold text-brand hover:bg-brand-soft"
      >
        {labels.submit}
      </button>
    </form>
  );
}

/** One of the switch's choices, labelled for screen readers only. */
function DisplaySelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: Option[];
}) {
  return (
    <label className="flex items-center gap-1">
      <span className="sr-only">{label}</span>
      <select
        name={name}
        defaultValue={value}
        className="rounded border border-line bg-white px-1 py-0.5 text-ink"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
