'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ColourVariant } from '@/lib/catalog/colours';

type Props = {
  productId: number;
  colourCount: number;
  locale: string;
  labelledBy: string;
  coloursLabel: string;
  media: ReactNode;
  body: ReactNode;
  footer: ReactNode;
};

type State = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; variants: ColourVariant[] };

/**
 * The product box's only client part: on the first hover or keyboard focus it loads the product's
 * colour variants (lazily, once) and shows them as swatches linking to each variant.
 * Everything else arrives as server-rendered children.
 */
export function ProductBoxFrame({
  productId,
  colourCount,
  locale,
  labelledBy,
  coloursLabel,
  media,
  body,
  footer,
}: Props) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const started = useRef(false);

  const reveal = useCallback(() => {
    if (started.current || colourCount < 2) return;
    started.current = true;
    setState({ status: 'loading' });
    const qs = new URLSearchParams({ id: String(productId), locale });
    fetch(`/api/catalog/colours?${qs}`)
      .then((r) =>
        r.ok
          ? (r.json() as Promise<{ variants: ColourVariant[] }>)
          : Promise.reject(new Error(String(r.status))),
      )
      .then((d) => setState({ status: 'done', variants: d.variants }))
      .catch(() => {
        // A later hover may try again; the box itself stays fully usable.
        started.current = false;
        setState({ status: 'error' });
      });
  }, [colourCount, locale, productId]);

  return (
    <article
      aria-labelledby={labelledBy}
      onPointerEnter={reveal}
      onFocus={reveal}
      className="product-box group flex h-full flex-col rounded-lg border border-line bg-white p-3 transition-shadow hover:shadow-md"
    >
      {media}
      {body}
      {state.status === 'done' && state.variants.length > 1 && (
        <ul aria-label={coloursLabel} className="mt-2 flex flex-wrap gap-1.5">
          {state.variants.map((v) => (
            <li key={v.variantId}>
              <a
                href={v.href}
                title={v.name}
                className="block size-7 rounded-full border-2 border-white ring-1 ring-line hover:ring-2 hover:ring-brand"
                style={{ backgroundColor: v.colorHex ?? '#ffffff' }}
              >
                <span className="sr-only">{v.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto">{footer}</div>
    </article>
  );
}
