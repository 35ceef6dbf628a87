'use client';

import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import { listingHref, parseListingQuery, type RawSearchParams } from '@/lib/catalog/listing-query';
import { useListingNavigation } from './ListingNavigation';

const DEBOUNCE_MS = 350;

const noSubscribe = () => () => {};

function formQuery(form: HTMLFormElement): RawSearchParams {
  const raw: Record<string, string[]> = {};
  for (const [k, v] of new FormData(form)) {
    if (typeof v === 'string' && v !== '') (raw[k] ??= []).push(v);
  }
  return raw;
}

/**
 * The filter form: a GET form with checkboxes and a submit button, so filtering works without
 * JavaScript. With JavaScript every change applies at once (the URL is rewritten in the short
 * form and pushed, paging resets to 1) and the submit button is hidden.
 */
export function FilterForm({
  action,
  keep,
  submitLabel,
  children,
}: {
  action: string;
  /** Query parameters that are not filters but belong to the page (e.g. `q` on /hledat). */
  keep: Record<string, string>;
  submitLabel: string;
  children: ReactNode;
}) {
  const nav = useListingNavigation();
  // False in the server HTML, true once hydrated: from then on changes apply without the button.
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function apply(form: HTMLFormElement) {
    if (!nav) return false;
    const filters = { ...parseListingQuery(formQuery(form)), page: 1 };
    nav.navigate(listingHref(action, filters, keep));
    return true;
  }

  return (
    <form
      action={action}
      method="get"
      onChange={(e) => {
        const form = e.currentTarget;
        const target: EventTarget = e.target;
        if (timer.current) clearTimeout(timer.current);
        // Typed prices wait for a pause; checkboxes apply immediately.
        const delay = target instanceof HTMLInputElement && target.type === 'number' ? DEBOUNCE_MS : 0;
        timer.current = setTimeout(() => apply(form), delay);
      }}
      onSubmit={(e) => {
        if (apply(e.currentTarget)) e.preventDefault();
      }}
    >
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {children}
      <button
        type="submit"
        className={`mt-4 w-full rounded-md bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark ${enhanced && nav ? 'hidden' : ''}`}
      >
        {submitLabel}
      </button>
    </form>
  );
}
