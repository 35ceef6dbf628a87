'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import type { VariantChoice as Choice } from '@/lib/catalog/variant-choice';
import { AddToCart, type AddToCartLabels } from './AddToCart';

export interface VariantChoiceTexts {
  heading: string;
  loading: string;
  failed: string;
  close: string;
  notAvailable: string;
}

type Load = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; variants: Choice[] };

/**
 * A product box's add button for a product with several variants (with the
 * variant-choice option on): it opens a dialog listing the variants with price and stock, and the
 * chosen one is added as from the product page. Without JavaScript the button leads to the product
 * page, where the variant is chosen.
 */
export function VariantChoice({
  productId,
  productName,
  productPath,
  variantParam,
  locale,
  cartHref,
  labels,
  texts,
  shoppingDisabledText,
  buttonClassName,
}: {
  productId: number;
  productName: string;
  /** The product page, without a query. */
  productPath: string;
  /** `variant_id` of the box's variant when it is not the default one. */
  variantParam: number | null;
  locale: string;
  cartHref: string;
  labels: AddToCartLabels & { variantRequired: string };
  texts: VariantChoiceTexts;
  /** Shown instead of adding while the shop has shopping switched off. */
  shoppingDisabledText: string | null;
  buttonClassName: string;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [load, setLoad] = useState<Load>({ status: 'idle' });

  async function fetchVariants() {
    setLoad({ status: 'loading' });
    try {
      const qs = new URLSearchParams({ id: String(productId), locale });
      const res = await fetch(`/api/catalog/variants?${qs}`);
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { variants: Choice[] };
      setLoad({ status: 'done', variants: body.variants });
    } catch {
      setLoad({ status: 'failed' });
    }
  }

  function open(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    dialog.current?.showModal();
    if (load.status !== 'done' && load.status !== 'loading') void fetchVariants();
  }

  return (
    <>
      <form action={productPath} method="get" onSubmit={open}>
        {variantParam !== null && <input type="hidden" name="variant_id" value={variantParam} />}
        <button
          type="submit"
          aria-haspopup="dialog"
          aria-label={labels.buttonAria}
          className={buttonClassName}
        >
          {labels.button}
        </button>
      </form>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-heading`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-ink/50"
        onClick={(e) => {
          // A click on the backdrop closes it.
          if (e.target === e.currentTarget) dialog.current?.close();
        }}
      >
        <div className="p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${id}-heading`} className="text-lg font-bold">
              {texts.heading}
              <span className="block text-base font-semibold text-muted">{productName}</span>
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={texts.close}
              className="-mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-md text-2xl text-muted hover:bg-tint"
            >
              ×
            </button>
          </div>
          {load.status === 'failed' ? (
            <p role="alert" className="mt-4 font-semibold text-danger">
              {texts.failed}
            </p>
          ) : load.status !== 'done' ? (
            <p role="status" className="mt-4 text-muted">
              {texts.loading}
            </p>
          ) : (
            <AddToCart
              locale={locale}
              variantId={null}
              cartHref={cartHref}
              labels={{ ...labels, buttonAria: undefined }}
              shoppingDisabledText={shoppingDisabledText}
              onAdded={() => dialog.current?.close()}
              className="mt-4 grid gap-4"
              buttonClassName="w-full rounded-md bg-brand px-4 py-3 font-bold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80"
            >
              <fieldset>
                <legend className="sr-only">{texts.heading}</legend>
                <ul className="grid max-h-[50vh] gap-2 overflow-y-auto">
                  {load.variants.map((v) => (
                    <li key={v.id}>
                      <label
                        className={`flex gap-3 rounded-md border border-line p-3 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand ${v.unavailable ? 'cursor-not-allowed bg-tint' : 'cursor-pointer'}`}
                      >
                        <input
                          type="radio"
                          name="variantId"
                          value={v.id}
                          disabled={v.unavailable !== null}
                          aria-describedby={`${id}-${v.id}`}
                          className="mt-1 size-4 shrink-0 accent-brand"
                        />
                        <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                          <span className={`font-semibold ${v.unavailable ? 'text-muted' : ''}`}>
                            {v.name}
                          </span>
                          <span className="font-semibold">
                            {v.price}
                            {v.secondaryPrice && (
                              <span className="block text-right text-sm font-normal text-muted">
                                {v.secondaryPrice}
                              </span>
                            )}
                          </span>
                          <span
                            id={`${id}-${v.id}`}
                            className={`w-full text-sm ${v.unavailable ? 'font-semibold text-danger' : 'text-accent'}`}
                          >
                            {v.unavailable ? texts.notAvailable : v.stock}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <input type="hidden" name="quantity" value="1" />
            </AddToCart>
          )}
        </div>
      </dialog>
    </>
  );
}
