'use client';

import { useActionState } from 'react';
import { watchStockAction } from '@/lib/stock-watch/watch-action';

/**
 * The e-mail field of "Hlídat dostupnost". Without JavaScript it posts to `permalink`, the page that
 * shows the outcome; with it the outcome shows in place.
 */
export function StockWatchForm({
  variantId,
  locale,
  back,
  permalink,
  texts,
}: {
  variantId: number;
  locale: string;
  /** The product page, for the no-script outcome's link back. */
  back: string;
  permalink: string;
  texts: { email: string; submit: string };
}) {
  const [state, act, pending] = useActionState(watchStockAction, null, permalink);
  const id = `watch-${variantId}`;
  if (state?.ok) {
    return (
      <p role="status" className="font-semibold text-accent" data-testid="watch-done">
        {state.text}
      </p>
    );
  }
  return (
    <form action={act} className="flex flex-wrap items-end gap-2" data-testid="watch-form">
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="flex min-w-0 grow basis-56 flex-col gap-1 text-sm font-semibold">
        {texts.email}
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          aria-invalid={state?.invalid || undefined}
          aria-describedby={state ? `${id}-error` : undefined}
          className="min-h-11 rounded-md border border-muted px-3 text-base font-normal"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-md border-2 border-brand px-5 font-semibold text-brand hover:bg-brand-soft disabled:cursor-wait disabled:opacity-70"
      >
        {texts.submit}
      </button>
      {state && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
          {state.text}
        </p>
      )}
    </form>
  );
}
