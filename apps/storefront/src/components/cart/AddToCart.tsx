'use client';

import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { errorNotice, format, formatQuantity } from '@shop/rules';
import type { AddRefusal, AddedToCart } from '@/lib/cart/added';
import { notify } from '@/lib/notifications/store';
import { pushEvent } from '@/lib/analytics/push';
import { showCartCount } from '@/lib/cart/count-display';

export interface AddToCartLabels {
  button: string;
  /** The button's accessible name when it differs from its text (product boxes name the product). */
  buttonAria?: string;
  adding: string;
  added: string;
  amountChanged: string;
  giftsHeading: string;
  giftFrom: string;
  continue: string;
  toCart: string;
  /** Asked when the form's fields offer variants and none is chosen. */
  variantRequired?: string;
}

const noSubscription = () => () => {};

/** A failed add: the answer's first error (or the generic one) as a danger notification. */
const notifyRefusal = (refusal: AddRefusal | null) =>
  notify({ kind: 'danger', ...errorNotice(refusal?.errors) });

/**
 * The add-to-cart form. Without JavaScript it posts and the shopper lands on /kosik; with it, the
 * add happens in place and the item-added dialog opens with the gifts the cart can now have; a
 * refusal is a notification. When the shop has switched shopping off, its text shows as a warning
 * and nothing is added.
 */
export function AddToCart({
  locale,
  variantId,
  cartHref,
  labels,
  shoppingDisabledText,
  children,
  className,
  buttonClassName,
  onAdded,
}: {
  locale: string;
  /** The variant to add; null when the form's fields choose it (radios named `variantId`). */
  variantId: number | null;
  cartHref: string;
  labels: AddToCartLabels;
  shoppingDisabledText: string | null;
  /** Extra fields (the quantity input); without them one piece is added. */
  children?: ReactNode;
  className?: string;
  buttonClassName?: string;
  /** Called once the add succeeded, before the item-added dialog opens. */
  onAdded?: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Where focus goes back when the item-added dialog closes: the control that added the item.
  const opener = useRef<HTMLElement | null>(null);
  const dialogId = useId();
  // The item-added dialog lives at the end of <body>: opened from inside another dialog (the
  // variant choice, closed on success) it would not be rendered. Without JavaScript it is not needed.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (shoppingDisabledText) {
      notify({ kind: 'warning', title: shoppingDisabledText });
      return;
    }
    const form = new FormData(e.currentTarget);
    if (!form.get('variantId')) {
      // The variant radios are right beside the button: the request is said there.
      if (labels.variantRequired) setProblem(labels.variantRequired);
      else notifyRefusal(null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch('/api/cart/add', {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      });
      const body = (await res.json().catch(() => null)) as AddedToCart | AddRefusal | null;
      if (!res.ok || !body || 'errors' in body) {
        notifyRefusal(body && 'errors' in body ? body : null);
        return;
      }
      showCartCount(body.count);
      if (body.event) pushEvent(body.event);
      // Rendered before it opens, so that the dialog gives focus to its first button.
      flushSync(() => setAdded(body));
      onAdded?.();
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.current?.showModal();
    } catch {
      notifyRefusal(null);
    } finally {
      setBusy(false);
    }
  }

  const addedDialog = (
    <dialog
      ref={dialog}
      aria-labelledby={`added-${dialogId}`}
      onClose={() => {
        const back = opener.current;
        if (back?.isConnected && back.getClientRects().length > 0) back.focus();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-ink/50"
    >
      {added && (
        <div className="p-5">
          <h2 id={`added-${dialogId}`} className="text-lg font-bold">
            {labels.added}
          </h2>
          <p className="mt-2">
            <span className="font-semibold">{added.name}</span> ×{' '}
            {formatQuantity(added.amount, added.decimals, added.unit)}
          </p>
          {added.changedAmount > 0 && <p className="mt-1 text-sm text-danger">{labels.amountChanged}</p>}
          {added.gifts.length > 0 && (
            <div className="mt-4 rounded-md bg-tint p-3 text-sm">
              <p className="font-semibold">{labels.giftsHeading}</p>
              <ul className="mt-1 list-disc pl-5">
                {added.gifts.map((g) => (
                  <li key={g.id}>
                    {g.name} ({format(labels.giftFrom, { amount: g.priceFrom })})
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-md border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft"
            >
              {labels.continue}
            </button>
            <a
              href={cartHref}
              className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white no-underline hover:bg-brand-dark"
            >
              {labels.toCart}
            </a>
          </div>
        </div>
      )}
    </dialog>
  );

  return (
    <>
      <form action="/api/cart/add" method="post" onSubmit={submit} className={className}>
        <input type="hidden" name="locale" value={locale} />
        {variantId !== null && <input type="hidden" name="variantId" value={variantId} />}
        {children}
        <button
          type="submit"
          aria-label={labels.buttonAria}
          aria-busy={busy}
          // Not `disabled`: a disabled button drops the keyboard focus to the page's start.
          aria-disabled={busy}
          className={buttonClassName}
        >
          {busy ? labels.adding : labels.button}
        </button>
        {problem && (
          <p role="alert" className="w-full text-sm font-semibold text-danger">
            {problem}
          </p>
        )}
      </form>
      {hydrated && createPortal(addedDialog, document.body)}
    </>
  );
}
