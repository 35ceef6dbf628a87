'use client';

import { useId } from 'react';
import { AddToCart, type AddToCartLabels } from '@/components/cart/AddToCart';
import { LazyWidget } from '@/components/ui/LazyWidget';
import type { RecommendationsAnswer, RecommendedProduct } from '@/lib/catalog/recommended-product';
import type { VatDisplay } from '@/lib/catalog/price';

export interface RecommendationTexts {
  heading: string;
  /** Templates with `{price}` and `{name}`, filled in here. */
  withVat: string;
  withoutVat: string;
  addToCartOf: string;
  detailOf: string;
  originalPrice: string;
  price: string;
  detail: string;
  add: Omit<AddToCartLabels, 'buttonAria'>;
}

/**
 * The loaded widget's height: the heading (2.5rem) and one row of boxes (21.25rem) with room for
 * the row's scroll bar (0.5rem). The placeholder has it too, so the page never shifts.
 */
const HEIGHT = '24.25rem';
const isEmpty = (a: RecommendationsAnswer) => !Array.isArray(a.products) || a.products.length === 0;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

/**
 * Recommended products below a product's detail or in the cart, loaded on first scroll into view:
 * a row of small boxes (picture, name, price, availability and an add or detail button), without
 * the listing's product box code.
 */
export function Recommendations({
  query,
  locale,
  vatDisplay,
  cartHref,
  shoppingDisabledText,
  texts,
}: {
  /** The API route's query: placement, product, locale and currency. */
  query: string;
  locale: string;
  vatDisplay: VatDisplay;
  cartHref: string;
  shoppingDisabledText: string | null;
  texts: RecommendationTexts;
}) {
  const headingId = useId();
  return (
    <div className="mt-10">
      <LazyWidget<RecommendationsAnswer>
        url={`/api/recommendations?${query}`}
        height={HEIGHT}
        isEmpty={isEmpty}
      >
        {(answer) => (
          <section aria-labelledby={headingId} data-testid="recommendations">
            <h2 id={headingId} className="mb-3 text-xl leading-7 font-bold">
              {texts.heading}
            </h2>
            {/* Positioned, so that the boxes' visually hidden texts stay inside the scrolled row. */}
            <ul className="relative flex snap-x gap-3 overflow-x-auto pb-2">
              {answer.products.map((p) => (
                <Box
                  key={p.id}
                  p={p}
                  locale={locale}
                  vatDisplay={vatDisplay}
                  cartHref={cartHref}
                  shoppingDisabledText={shoppingDisabledText}
                  texts={texts}
                />
              ))}
            </ul>
          </section>
        )}
      </LazyWidget>
    </div>
  );
}

const BUTTON = 'block h-9 w-full rounded-md px-3 text-sm font-semibold';

function Box({
  p,
  locale,
  vatDisplay,
  cartHref,
  shoppingDisabledText,
  texts,
}: {
  p: RecommendedProduct;
  locale: string;
  vatDisplay: VatDisplay;
  cartHref: string;
  shoppingDisabledText: string | null;
  texts: RecommendationTexts;
}) {
  const without = vatDisplay === 'without';
  const current = without ? p.withoutVat : p.withVat;
  const original = without ? p.originalWithoutVat : p.originalWithVat;
  const mainText =
    vatDisplay === 'with' ? current : fill(without ? texts.withoutVat : texts.withVat, { price: current });
  return (
    <li className="h-[21.25rem] w-44 shrink-0 snap-start">
      <article className="flex h-full flex-col rounded-md border border-line bg-white p-2 text-sm">
        <a
          href={p.href}
          tabIndex={-1}
          aria-hidden="true"
          className="block size-40 overflow-hidden rounded bg-tint"
        >
          {p.image && (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={p.image.src}
              srcSet={p.image.srcSet}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="size-full object-contain"
            />
          )}
        </a>
        <h3 className="mt-2 line-clamp-2 h-10 leading-5 font-semibold">
          <a href={p.href} className="text-ink hover:text-brand hover:underline">
            {p.name}
          </a>
        </h3>
        <p className="mt-1 h-6 truncate">
          <span className="sr-only">{texts.price}: </span>
          <span className={`text-base font-extrabold ${original ? 'text-danger' : 'text-ink'}`}>
            {mainText}
          </span>
        </p>
        <p className="h-5 truncate text-xs text-muted">
          {vatDisplay === 'both' ? (
            fill(texts.withoutVat, { price: p.withoutVat })
          ) : original ? (
            <del>
              <span className="sr-only">{texts.originalPrice}: </span>
              {original}
            </del>
          ) : null}
        </p>
        <p className="h-5 truncate text-xs font-semibold text-accent">{p.availability}</p>
        <div className="mt-auto">
          {p.addable ? (
            <AddToCart
              locale={locale}
              variantId={p.variantId}
              cartHref={cartHref}
              labels={{ ...texts.add, buttonAria: fill(texts.addToCartOf, { name: p.name }) }}
              shoppingDisabledText={shoppingDisabledText}
              buttonClassName={`${BUTTON} bg-brand text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80`}
            />
          ) : (
            <a
              href={p.href}
              aria-label={fill(texts.detailOf, { name: p.name })}
              className={`${BUTTON} border-2 border-brand pt-1.5 text-center text-brand hover:bg-brand-soft`}
            >
              {texts.detail}
            </a>
          )}
        </div>
      </article>
    </li>
  );
}
