'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { LAYOUT_DURATION_MS, notify } from '@/lib/notifications/store';
import { isSignedIn } from '@/lib/user/signed-in';

export interface WishlistHeartLabels {
  add: string;
  remove: string;
  added: string;
  removed: string;
  loginRequired: string;
  login: string;
  failed: string;
  failedText: string;
  toWishlist: string;
  loginHref: string;
  wishlistHref: string;
}

/** The variants on the wish list, asked once per page for every heart on it. */
let wished: Promise<Set<number>> | null = null;
function wishedVariants(): Promise<Set<number>> {
  wished ??= fetch('/api/wishlist', { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<{ variantIds: number[] }>) : { variantIds: [] }))
    .then((d) => new Set(d.variantIds))
    .catch(() => new Set<number>());
  return wished;
}

/**
 * The wish-list heart of a product (box or detail). Shared pages are the same for everyone, so it
 * is a plain form that works without JavaScript (posting to /api/wishlist); with JavaScript it
 * adds or removes in place, shows whether the product is on the customer's wish list, and tells
 * a visitor who is not logged in to log in first.
 */
export function WishlistHeart({
  variantId,
  productName,
  locale,
  labels,
  className = '',
  withText = false,
}: {
  /** Null for a product without a variant: clicking it gives the generic failure. */
  variantId: number | null;
  productName: string;
  locale: string;
  labels: WishlistHeartLabels;
  className?: string;
  /** Says what it does beside the heart (the detail page); boxes show the heart alone. */
  withText?: boolean;
}) {
  const [pressed, setPressed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!isSignedIn() || variantId === null) return;
    let live = true;
    void wishedVariants().then((set) => live && setPressed(set.has(variantId)));
    return () => {
      live = false;
    };
  }, [variantId]);

  const wishlistLink = { href: labels.wishlistHref, label: labels.toWishlist };
  const say = {
    added: () => notify({ kind: 'success', title: labels.added, link: wishlistLink }),
    removed: () => notify({ kind: 'success', title: labels.removed, link: wishlistLink }),
    // It asks the shopper to act, so it stays as long as the layout's own notices.
    login: () =>
      notify({
        kind: 'warning',
        title: labels.loginRequired,
        link: {
          href: `${labels.loginHref}?${new URLSearchParams({ redirect: location.pathname + location.search })}`,
          label: labels.login,
        },
        durationMs: LAYOUT_DURATION_MS,
      }),
    failed: () => notify({ kind: 'danger', title: labels.failed, text: labels.failedText }),
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (variantId === null) return void say.failed();
    if (!isSignedIn()) return void say.login();
    setBusy(true);
    try {
      const res = await fetch('/api/wishlist', {
        method: 'POST',
        body: new FormData(e.currentTarget),
        headers: { accept: 'application/json' },
      });
      if (res.status === 401) return void say.login();
      const body = (await res.json().catch(() => ({}))) as { pressed?: boolean | null };
      if (!res.ok || typeof body.pressed !== 'boolean') return void say.failed();
      // The page's wish list first: the answer of its first read may still be on the way, and
      // would otherwise undo this change when it lands.
      const set = await wishedVariants();
      if (body.pressed) set.add(variantId);
      else set.delete(variantId);
      setPressed(body.pressed);
      if (body.pressed) say.added();
      else say.removed();
    } catch {
      say.failed();
    } finally {
      setBusy(false);
    }
  }

  const label = `${pressed ? labels.remove : labels.add}: ${productName}`;
  return (
    <form action="/api/wishlist" method="post" onSubmit={submit} className={className}>
      <input type="hidden" name="locale" value={locale} />
      {variantId !== null && <input type="hidden" name="variantId" value={variantId} />}
      {pressed && <input type="hidden" name="remove" value="1" />}
      <button
        type="submit"
        aria-label={label}
        aria-pressed={pressed}
        title={pressed ? labels.remove : labels.add}
        aria-busy={busy || undefined}
        className={
          withText
            ? 'flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 font-semibold text-brand hover:bg-brand-soft'
            : 'grid size-11 place-items-center rounded-full border border-line bg-white/95 text-brand shadow-sm hover:bg-brand-soft'
        }
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill={pressed ? 'currentColor' : 'none'}
        >
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {withText && <span aria-hidden="true">{pressed ? labels.remove : labels.add}</span>}
      </button>
    </form>
  );
}
