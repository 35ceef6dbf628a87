'use client';

import { format } from '@shop/rules';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { BatchAmountInput, BatchForm } from '../../cart/BatchForm';
import { useBatchAdd, type BatchTexts } from '../../cart/useBatchAdd';
import type cs from '../../../../messages/cs.json';

const noSubscription = () => () => {};

export type MultiVariantTexts = (typeof cs)['Product']['batch'];

export interface BatchVariant {
  id: number;
  name: string;
  code: string;
  /** The unit price as shown, and what marks it for a customer's own price. */
  price: { text: string; marker: string; vat: 'with' | 'without' };
  availability: string;
  available: boolean;
  /** Most pieces one line may take (stock, or the cart's maximum). */
  max: number;
}

/**
 * Several variants into the cart at once (business customers' batch add, on when the shop says
 * so): an amount per variant, one button, disabled while nothing is chosen. Without JavaScript the
 * form posts and the shopper lands in the cart; with it the result shows here and the amounts
 * reset.
 */
export function MultiVariantAdd({
  locale,
  backPath,
  cartHref,
  variants,
  texts: t,
  batchTexts,
}: {
  locale: string;
  backPath: string;
  cartHref: string;
  variants: BatchVariant[];
  texts: MultiVariantTexts;
  batchTexts: BatchTexts;
}) {
  const id = useId();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const { busy, add, view } = useBatchAdd(batchTexts, cartHref);
  // Without JavaScript nothing counts the amounts: the button stays usable and the server decides.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const total = Object.values(amounts).reduce((sum, a) => sum + (/^\d+$/.test(a) ? Number(a) : 0), 0);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || total === 0) return;
    if ((await add(e.currentTarget)) > 0) setAmounts({});
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-line bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      <BatchForm
        locale={locale}
        onSubmit={submit}
        className="mt-3"
        total={total > 0 ? format(t.total, { count: total }) : t.nothingChosen}
        totalId={`${id}-total`}
        disabled={busy || (hydrated && total === 0)}
        busy={busy}
        texts={t}
        backPath={backPath}
        columns={[
          { label: t.variant, className: 'py-2 pr-2 font-semibold' },
          { label: t.price, className: 'py-2 pr-2 text-right font-semibold' },
          { label: t.amount, className: 'py-2 text-right font-semibold' },
        ]}
      >
        {variants.map((v) => (
          <tr key={v.id} className="border-b border-line align-middle last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal">
              <span className="block font-semibold text-ink">{v.name}</span>
              <span className={`block text-xs ${v.available ? 'text-accent' : 'text-muted'}`}>
                {v.availability}
              </span>
            </th>
            <td className="py-2 pr-2 text-right whitespace-nowrap">
              <span data-customer-price={v.price.marker} data-vat={v.price.vat} data-guest={v.price.text}>
                {v.price.text}
              </span>
            </td>
            <td className="py-2 text-right">
              <BatchAmountInput
                variantId={v.id}
                min={0}
                max={v.max}
                step={1}
                value={amounts[v.id] ?? ''}
                placeholder="0"
                disabled={!v.available}
                label={format(t.amountOf, { name: v.name })}
                onChange={(e) => setAmounts((a) => ({ ...a, [v.id]: e.target.value }))}
                className="disabled:bg-tint"
              />
            </td>
          </tr>
        ))}
      </BatchForm>
      {view}
    </section>
  );
}
