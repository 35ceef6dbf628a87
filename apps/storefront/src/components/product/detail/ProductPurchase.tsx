'use client';

import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
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
  labels: { variants: string; selected: string };
};

function hrefFor(basePath: string, id: number, defaultId: number) {
  return id === defaultId ? basePath : `${basePath}?variant_id=${id}`;
}

/**
 * Variant picker and the chosen variant's block. Choosing a value picks the variant whose
 * values best match, shows its server-rendered block and puts `variant_id` into the URL without a
 * reload. Every choice is a real link, so the picker also works without JavaScript.
 */
export function ProductPurchase({
  basePath,
  defaultVariantId,
  parameters,
  variants,
  initialId,
  panels,
  labels,
}: Props) {
  const [selectedId, setSelectedId] = useState(initialId);
  const selected = variants.find((v) => v.id === selectedId) ?? variants[0]!;

  const choose = useCallback(
    (e: MouseEvent<HTMLAnchorElement>, id: number) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
      e.preventDefault();
      setSelectedId(id);
      const url = hrefFor(basePath, id, defaultVariantId);
      window.history.replaceState(window.history.state, '', url);
      const image = variants.find((v) => v.id === id)?.image;
      if (image) window.dispatchEvent(new CustomEvent(VARIANT_IMAGE_EVENT, { detail: image }));
    },
    [basePath, defaultVariantId, variants],
  );

  return (
    <div className="space-y-5">
      {parameters.map((p) => (
        <ParameterChoice
          key={p.id}
          parameter={p}
          current={selected.values}
          variants={variants}
          hrefOf={(id) => hrefFor(basePath, id, defaultVariantId)}
          onChoose={choose}
          selectedLabel={labels.selected}
        />
      ))}
      {parameters.length === 0 && variants.length > 1 && (
        <div role="group" aria-labelledby="variant-list-label">
          <p id="variant-list-label" className="mb-2 font-semibold">
            {labels.variants}
          </p>
          <ul className="flex flex-wrap gap-2">
            {variants.map((v) => (
              <li key={v.id}>
                <a
                  href={hrefFor(basePath, v.id, defaultVariantId)}
                  aria-current={v.id === selected.id ? 'true' : undefined}
                  onClick={(e) => choose(e, v.id)}
                  className={chipClass(v.id === selected.id, v.isAvailable)}
                >
                  {v.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div data-variant-id={selected.id}>{panels[selected.id]}</div>
    </div>
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
}: {
  parameter: PickerParameter;
  current: VariantValues;
  variants: PickerVariant[];
  hrefOf: (id: number) => string;
  onChoose: (e: MouseEvent<HTMLAnchorElement>, id: number) => void;
  selectedLabel: string;
}) {
  const active = parameter.values.find((v) => current[parameter.id]?.includes(v.id));
  const labelId = `param-${parameter.id}`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2">
        <span className="font-semibold">{parameter.name}:</span> {active?.name}
      </p>
      <ul className="flex flex-wrap gap-2">
        {parameter.values.map((value) => {
          const match = bestMatch(variants, current, parameter.id, value.id);
          if (!match) return null;
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
        })}
      </ul>
    </div>
  );
}
