'use client';

import { useState } from 'react';

const STAR_PATH = 'M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';

/**
 * Whole stars 1–5 as a radio group: native radios (arrow keys move and choose, a screen reader
 * hears "3 hvězdičky z 5, 3 z 5"), drawn as stars with a visible focus ring. Without JavaScript the
 * chosen star alone is filled; with it, every star up to the chosen one.
 */
export function StarRatingInput({
  name,
  legend,
  starLabels,
  defaultValue,
  error,
  id,
}: {
  name: string;
  legend: string;
  /** The accessible name of each choice, for 1 to 5 stars. */
  starLabels: readonly string[];
  defaultValue?: number | null;
  error?: string;
  /** The first radio's id (a refused form focuses it); the legend and the message derive theirs. */
  id: string;
}) {
  const errorId = `${id}-error`;
  const [chosen, setChosen] = useState<number | null>(defaultValue ?? null);
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? chosen ?? 0;
  return (
    <fieldset
      className="grid gap-1"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`} className="mb-1 font-semibold">
        {legend}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-required="true"
        className="flex gap-1"
        onMouseLeave={() => setHovered(null)}
      >
        {starLabels.map((label, i) => {
          const stars = i + 1;
          return (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus has-[:focus-visible]:bg-brand-soft has-[:checked]:[&_svg]:fill-[#b45309]"
            >
              <input
                id={i === 0 ? id : undefined}
                type="radio"
                name={name}
                value={stars}
                defaultChecked={defaultValue === stars}
                onChange={() => setChosen(stars)}
                className="sr-only"
              />
              <span className="sr-only">{label}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width={36}
                height={36}
                className={stars <= shown ? 'fill-[#b45309]' : 'fill-line'}
              >
                <path d={STAR_PATH} />
              </svg>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger" data-testid="error-rating">
          {error}
        </p>
      )}
    </fieldset>
  );
}
