'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ProductReviewsResponse } from '@shop/contract';
import { isReviewOrder, REVIEW_ORDERS, type ReviewOrder } from '@/lib/product/review-query';
import { ReviewItem, type ReviewItemTexts } from './ReviewItem';

export interface ReviewListTexts extends ReviewItemTexts {
  order: string;
  orders: Record<ReviewOrder, string>;
  onlyWithText: string;
  pagination: string;
  previous: string;
  next: string;
  /** 'Strana {page} z {pages}'. */
  pageOf: string;
  loading: string;
  failed: string;
  noneWithText: string;
}

interface View {
  order: ReviewOrder;
  onlyWithText: boolean;
  page: number;
}
const FIRST: View = { order: 'newest', onlyWithText: false, page: 1 };
const isFirst = (v: View) => v.order === 'newest' && !v.onlyWithText && v.page === 1;
const hydrated = () => true;
const notHydrated = () => false;
const noSubscription = () => () => {};

/**
 * A product's reviews. The first page, newest first, comes with the page's shared HTML; ordering,
 * "only with text" and further pages are read from /api/catalog/reviews in the browser, so the
 * product page stays one cached page. The controls appear once the script runs.
 */
export function ReviewList({
  productId,
  locale,
  initial,
  texts,
}: {
  productId: number;
  locale: string;
  initial: ProductReviewsResponse;
  texts: ReviewListTexts;
}) {
  const id = useId();
  const interactive = useSyncExternalStore(noSubscription, hydrated, notHydrated);
  const [view, setView] = useState<View>(FIRST);
  const [loaded, setLoaded] = useState<{ view: View; data: ProductReviewsResponse } | null>(null);
  const [failed, setFailed] = useState<View | null>(null);
  const request = useRef(0);

  /** Shows another order or page: the first view is the page's own, others are fetched. */
  const go = (next: View) => {
    setView(next);
    if (isFirst(next)) return;
    const mine = ++request.current;
    const qs = new URLSearchParams({
      id: String(productId),
      locale,
      order: next.order,
      page: String(next.page),
      ...(next.onlyWithText ? { text: '1' } : {}),
    });
    fetch(`/api/catalog/reviews?${qs}`)
      .then((res) =>
        res.ok
          ? (res.json() as Promise<ProductReviewsResponse>)
          : Promise.reject(new Error(String(res.status))),
      )
      .then((data) => {
        if (mine === request.current) setLoaded({ view: next, data });
      })
      .catch(() => {
        if (mine === request.current) setFailed(next);
      });
  };

  // The first view is always the page's own (fresh after a review was saved and the page refreshed).
  // While another view loads, the one before stays in place (marked busy).
  const shown = isFirst(view) ? initial : (loaded?.data ?? initial);
  const loading = !isFirst(view) && loaded?.view !== view && failed !== view;
  const state = loading ? 'loading' : failed === view ? 'failed' : 'idle';
  const change = (next: Partial<View>) => go({ ...view, page: 1, ...next });
  const pages = shown?.totalPages ?? 1;
  const page = shown?.currentPage ?? view.page;

  return (
    <div className="mt-4 grid gap-3">
      {interactive && initial.total > 1 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <span>{texts.order}</span>
            <select
              value={view.order}
              onChange={(e) => isReviewOrder(e.target.value) && change({ order: e.target.value })}
              className="rounded-md border border-muted bg-white px-2 py-1.5"
            >
              {REVIEW_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {texts.orders[o]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={view.onlyWithText}
              onChange={(e) => change({ onlyWithText: e.target.checked })}
              className="h-4 w-4 accent-brand"
            />
            <span>{texts.onlyWithText}</span>
          </label>
        </div>
      )}
      <p role="status" className="sr-only" aria-live="polite">
        {state === 'loading' ? texts.loading : ''}
      </p>
      {state === 'failed' && (
        <p role="alert" className="font-semibold text-danger">
          {texts.failed}
        </p>
      )}
      {shown && shown.data.length === 0 && view.onlyWithText && (
        <p className="text-muted">{texts.noneWithText}</p>
      )}
      {shown && shown.data.length > 0 && (
        <ul id={`${id}-list`} aria-busy={state === 'loading' || undefined} className="grid gap-3">
          {shown.data.map((r) => (
            <ReviewItem key={r.id} review={r} locale={locale} texts={texts} />
          ))}
        </ul>
      )}
      {interactive && pages > 1 && (
        <nav aria-label={texts.pagination}>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={page <= 1 || state === 'loading'}
              onClick={() => go({ ...view, page: page - 1 })}
              aria-controls={`${id}-list`}
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:opacity-60"
            >
              {texts.previous}
            </button>
            <span aria-live="polite" className="text-sm">
              {texts.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages))}
            </span>
            <button
              type="button"
              disabled={page >= pages || state === 'loading'}
              onClick={() => go({ ...view, page: page + 1 })}
              aria-controls={`${id}-list`}
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:opacity-60"
            >
              {texts.next}
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
