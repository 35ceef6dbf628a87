'use client';

import { useCallback, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { DETAIL_VARIANTS_VISIBLE, splitVisible } from '@/lib/catalog/visible-items';
import { opensForCredits, productQuery } from '@/lib/product/path';
import { bestMatch, type VariantChoice, type VariantValues } from '@/lib/product/variants';

export interface PickerParameter {
  id: number;
  name: string;
  kind: 'select' | 'color' | 'number';
  unit: string | null;
  values: { id: number; name: string; colorHex: string | null }[];
}

export interface PickerVariant extends VariantChoice {
  name: string;
  /** Image path of the variant, to show it in the gallery. */
  image: string | null;
}

/** Event the gallery listens to: the chosen variant's image path. */
export const VARIANT_IMAGE_EVENT = 'product:variant-image';

type Props = {
  /** The product's path without query. */
  basePath: string;
  defaultVariantId: number;
  parameters: PickerParameter[];
  variants: PickerVariant[];
  initialId: number;
  /** Server-rendered price and purchase block of every variant. */
  panels: Record<number, ReactNode>;
  /** `more` names the control that reveals the rest of a list, with `{count}` for their number. */
  labels: { variants: string; selected: string; more: string };
  /** The product can be bought with loyalty credits. */
  creditsOffered: boolean;
};

function hrefFor(basePath: string, id: number, defaultId: number, forCredits: boolean) {
  return basePath + productQuery({ variantId: id, defaultVariantId: defaultId, forCredits });
}

const noSubscription = () => () => {};

/**
 * Whether the page was opened to buy with loyalty credits (`?for_credits=true`): read in the
 * browser after hydration, so the page cached for every visitor stays the same; on the server and
 * during hydration, no.
 */
function useForCredits(offered: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => offered && opensForCredits(window.location.search),
    () => false,
  );
}

/**
 * Variant picker and the chosen variant's block. Choosing a value picks the variant whose
 * values best match, shows its server-rendered block and puts `variant_id` into the URL without a
 * reload. Every choice is a real link, so the picker also works without JavaScript. Opened with
 * `?for_credits=true`, the block comes with buying for credits chosen (`data-for-credits`: the
 * credit form marked out as the primary one), and the variant links keep it.
 */
export function ProductPurchase({
  basePath,
  defaultVariantId,
  parameters,
  variants,
  initialId,
  panels,
  labels,
  creditsOffered,
}: Props) {
  const [selectedId, setSelectedId] = useState(initialId);
  const forCredits = useForCredits(creditsOffered);
  const selected = variants.find((v) => v.id === selectedId) ?? variants[0]!;

  const choose = useCallback(
    (e: MouseEvent<HTMLAnchorElement>, id: number) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
      e.preventDefault();
      setSelectedId(id);
      const url = hrefFor(basePath, id, defaultVariantId, forCredits);
      window.history.replaceState(window.history.state, '', url);
      const image = variants.find((v) => v.id === id)?.image;
      if (image) window.dispatchEvent(new CustomEvent(VARIANT_IMAGE_EVENT, { detail: image }));
    },
    [basePath, defaultVariantId, variants, forCredits],
  );

  return (
    <div className="space-y-5">
      {parameters.map((p) => (
        <ParameterChoice
          key={p.id}
          parameter={p}
          current={selected.values}
          variants={variants}
          hrefOf={(id) => hrefFor(basePath, id, defaultVariantId, forCredits)}
          onChoose={choose}
          selectedLabel={labels.selected}
          moreLabel={labels.more}
        />
      ))}
      {parameters.length === 0 && variants.length > 1 && (
        <div role="group" aria-labelledby="variant-list-label">
          <p id="variant-list-label" className="mb-2 font-semibold">
            {labels.variants}
          </p>
          <ChipList
            items={variants}
            isChosen={(v) => v.id === selected.id}
            moreLabel={labels.more}
            render={(v) => (
              <li key={v.id}>
                <a
                  href={hrefFor(basePath, v.id, defaultVariantId, forCredits)}
                  aria-current={v.id === selected.id ? 'true' : undefined}
                  onClick={(e) => choose(e, v.id)}
                  className={chipClass(v.id === selected.id, v.isAvailable)}
                >
                  {v.name}
                </a>
              </li>
            )}
          />
        </div>
      )}
      <div
        data-variant-id={selected.id}
        data-for-credits={forCredits ? 'true' : undefined}
        className="group/purchase"
      >
        {panels[selected.id]}
      </div>
    </div>
  );
}

/**
 * The first 4 chips of a list, the rest in a disclosure (a native <details>: keyboard operable,
 * announced as expanded or collapsed, and working without JavaScript). It starts open when the
 * variant shown on arrival is among the rest, so the current choice is never hidden.
 */
function ChipList<T>({
  items,
  isChosen,
  moreLabel,
  render,
}: {
  items: readonly T[];
  isChosen: (item: T) => boolean;
  moreLabel: string;
  render: (item: T) => ReactNode;
}) {
  const { shown, more, openMore } = splitVisible(items, DETAIL_VARIANTS_VISIBLE, isChosen);
  // Open state on arrival only; afterwards the shopper opens and closes it.
  const [startOpen] = useState(openMore);
  return (
    <>
      <ul className="flex flex-wrap gap-2">{shown.map(render)}</ul>
      {more.length > 0 && (
        <details open={startOpen} className="group/more mt-2" data-testid="more-variants">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand underline hover:no-underline marker:hidden">
            {moreLabel.replace('{count}', String(more.length))}
            <span aria-hidden="true" className="transition-transform group-open/more:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2">{more.map(render)}</ul>
        </details>
      )}
    </>
  );
}

function chipClass(active: boolean, available: boolean) {
  return [
    'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border px-3 py-2 text-sm no-underline',
    active
      ? 'border-brand bg-brand-soft font-semibold text-brand-dark ring-1 ring-brand'
      : 'border-line bg-white',
    available ? '' : 'text-muted line-through decoration-1',
  ].join(' ');
}

function ParameterChoice({
  parameter,
  current,
  variants,
  hrefOf,
  onChoose,
  selectedLabel,
  moreLabel,
}: {
  parameter: PickerParameter;
  current: VariantValues;
  variants: PickerVariant[];
  hrefOf: (id: number) => string;
  onChoose: (e: MouseEvent<HTMLAnchorElement>, id: number) => void;
  selectedLabel: string;
  moreLabel: string;
}) {
  const active = parameter.values.find((v) => current[parameter.id]?.includes(v.id));
  const labelId = `param-${parameter.id}`;
  // Values no variant has are not offered.
  const choices = parameter.values.flatMap((value) => {
    const match = bestMatch(variants, current, parameter.id, value.id);
    return match ? [{ value, match }] : [];
  });
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2">
        <span className="font-semibold">{parameter.name}:</span> {active?.name}
      </p>
      <ChipList
        items={choices}
        isChosen={({ value }) => value.id === active?.id}
        moreLabel={moreLabel}
        render={({ value, match }) => {
          const isActive = value.id === active?.id;
          return (
            <li key={value.id}>
              <a
                href={hrefOf(match.id)}
                aria-current={isActive ? 'true' : undefined}
                onClick={(e) => onChoose(e, match.id)}
                className={chipClass(isActive, match.isAvailable)}
              >
                {parameter.kind === 'color' && value.colorHex && (
                  <span
                    aria-hidden="true"
                    className="size-5 rounded-full border border-line"
                    style={{ backgroundColor: value.colorHex }}
                  />
                )}
                {value.name}
                {isActive && <span className="sr-only"> ({selectedLabel})</span>}
              </a>
            </li>
          );
        }}
      />
    </div>
  );
}
