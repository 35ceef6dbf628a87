'use client';

import { addToBulkOrder, format } from '@shop/rules';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  readBulkOrder,
  subscribeBulkOrder,
  writeBulkOrder,
  type BulkLine,
} from '@/lib/cart/bulk-order-store';
import type { DropdownResults } from '@/lib/catalog/dropdown';
import type cs from '../../../messages/cs.json';
import { BatchAmountInput, BatchForm } from './BatchForm';
import { useBatchAdd, type BatchTexts } from './useBatchAdd';
import { ProductThumb } from '@/components/ui/ProductThumb';

export type QuickOrderTexts = (typeof cs)['QuickOrder'];

const noLines: BulkLine[] = [];

/**
 * The quick order: find products by name or code, put them on a list (again: one piece more),
 * set the amounts, and put the whole list into the cart in one batch. The list lives in this
 * browser until it goes into the cart.
 */
export function QuickOrder({
  locale,
  cartHref,
  texts: t,
  batchTexts,
}: {
  locale: string;
  cartHref: string;
  texts: QuickOrderTexts;
  batchTexts: BatchTexts;
}) {
  const id = useId();
  const lines = useSyncExternalStore(subscribeBulkOrder, readBulkOrder, () => noLines);
  const [q, setQ] = useState('');
  const [results, setResults] = useState<{ term: string; products: DropdownResults['products'] } | null>(
    null,
  );
  const term = q.trim();
  // Only the results of what the field says now (an older answer never shows).
  const found = term.length >= 3 && results?.term === term ? results.products : null;
  const [searching, setSearching] = useState(false);
  const [notice, setNotice] = useState('');
  const { busy, add, view } = useBatchAdd(batchTexts, cartHref);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);

  useEffect(() => {
    if (term.length < 3) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      fetch(`/api/search?${new URLSearchParams({ q: term, locale })}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<DropdownResults>) : null))
        .then((body) => setResults({ term, products: body?.products ?? [] }))
        .catch(() => undefined)
        .finally(() => setSearching(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, locale]);

  function put(p: DropdownResults['products'][number]) {
    writeBulkOrder(
      addToBulkOrder(lines, { variantId: p.variantId, name: p.name, href: p.href, price: p.price }),
    );
    setNotice(format(t.added, { name: p.name }));
  }

  function setAmount(variantId: number, value: string) {
    const amount = Math.max(1, Math.min(9999, Math.trunc(Number(value)) || 1));
    writeBulkOrder(lines.map((l) => (l.variantId === variantId ? { ...l, amount } : l)));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || lines.length === 0) return;
    if ((await add(e.currentTarget)) > 0) writeBulkOrder([]);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby={`${id}-search`} className="min-w-0">
        <label id={`${id}-search`} htmlFor={`${id}-q`} className="text-lg font-bold">
          {t.search}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t.searchHint}
        </p>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          maxLength={100}
          className="mt-2 w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
        />
        <p role="status" className="mt-2 text-sm text-muted">
          {searching ? t.searching : found && found.length === 0 ? t.noResults : notice}
        </p>
        {found && found.length > 0 && (
          <ul className="mt-2 divide-y divide-line rounded-md border border-line bg-white">
            {found.map((p) => (
              <li key={p.id} className="flex items-center gap-3 p-2">
                <ProductThumb src={p.image} size={48} />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-semibold">{p.name}</span>
                  <span className="text-sm text-muted">{p.price}</span>
                </span>
                <button
                  type="button"
                  onClick={() => put(p)}
                  aria-label={format(t.addAria, { name: p.name })}
                  className="rounded-md border border-brand px-3 py-1.5 font-semibold text-brand hover:bg-tint"
                >
                  {t.add}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-list`} className="min-w-0">
        <h2 id={`${id}-list`} className="text-lg font-bold">
          {t.listHeading}
        </h2>
        {lines.length === 0 ? (
          <p className="mt-2 text-muted">{t.empty}</p>
        ) : (
          <BatchForm
            locale={locale}
            onSubmit={submit}
            className="mt-2"
            total={format(t.total, { count: total })}
            disabled={busy || total === 0}
            busy={busy}
            texts={t}
            columns={[
              { label: t.product, className: 'py-2 pr-2 font-semibold' },
              { label: t.amount, className: 'py-2 pr-2 text-right font-semibold' },
              { label: <span className="sr-only">{t.remove}</span>, className: 'py-2' },
            ]}
          >
            {lines.map((l) => (
              <tr key={l.variantId} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-2 font-normal">
                  <a href={l.href} className="font-semibold text-ink hover:text-brand">
                    {l.name}
                  </a>
                  <span className="block text-xs text-muted">{l.price}</span>
                </th>
                <td className="py-2 pr-2 text-right">
                  <BatchAmountInput
                    variantId={l.variantId}
                    min={1}
                    max={9999}
                    value={l.amount}
                    label={format(t.amountOf, { name: l.name })}
                    onChange={(e) => setAmount(l.variantId, e.target.value)}
                  />
                </td>
                <td className="py-2 text-right">
                  <button
                    type="button"
                    onClick={() => writeBulkOrder(lines.filter((x) => x.variantId !== l.variantId))}
                    aria-label={format(t.removeAria, { name: l.name })}
                    className="inline-flex size-10 items-center justify-center rounded-md text-danger hover:bg-tint"
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </BatchForm>
        )}
        {view}
      </section>
    </div>
  );
}
