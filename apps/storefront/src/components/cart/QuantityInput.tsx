'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import {
  commitQuantityInput,
  sanitizeQuantityInput,
  stepQuantity,
  QUANTITY_INPUT_MAX_LENGTH,
  truncateUnit,
  type QuantityRules,
} from '@shop/rules';

/** Shown with a decimal comma, as typed in Czech ("1,5"). */
const shownText = (value: number) => String(value).replace('.', ',');

/**
 * The quantity input: digits only (or a decimal separator where decimals are allowed),
 * − and + buttons, Up and Down keys step, Enter commits; the value is kept within the minimum and
 * maximum and the shop's message says why. The field keeps its name, so the plain form still posts
 * it when JavaScript is off (the server clamps again). Metric goods are typed in shown units
 * ("1,5" m): the field is then `${name}Shown` with `${name}Decimals` beside it, and the form's
 * handler makes the amount of it (the shown value times the multiplier).
 */
export function QuantityInput({
  name,
  rules,
  initial,
  label,
  labels,
}: {
  name: string;
  rules: QuantityRules;
  initial: number;
  label: string;
  labels: { decrease: string; increase: string };
}) {
  const id = useId();
  const [text, setText] = useState(shownText(initial));
  const [message, setMessage] = useState<string | null>(null);
  const current = () => commitQuantityInput(text, rules).value;

  const apply = (result: { value: number; message: string | null }) => {
    setText(shownText(result.value));
    setMessage(result.message);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      apply(stepQuantity(current(), e.key === 'ArrowUp' ? 'up' : 'down', rules));
    } else if (e.key === 'Enter') {
      // Enter commits the typed amount; adding stays the button's job.
      e.preventDefault();
      apply(commitQuantityInput(text, rules));
    }
  };
  const button = 'flex size-11 items-center justify-center text-xl font-bold text-brand hover:bg-brand-soft';
  return (
    <div className="flex flex-col text-sm">
      <label htmlFor={id}>{label}</label>
      <div className="mt-1 flex w-fit items-center rounded-md border border-muted bg-white">
        <button
          type="button"
          className={button}
          aria-label={labels.decrease}
          aria-controls={id}
          onClick={() => apply(stepQuantity(current(), 'down', rules))}
        >
          −
        </button>
        <input
          id={id}
          name={rules.decimals > 0 ? `${name}Shown` : name}
          type="text"
          inputMode={rules.decimals > 0 ? 'decimal' : 'numeric'}
          maxLength={QUANTITY_INPUT_MAX_LENGTH}
          role="spinbutton"
          aria-valuemin={rules.min}
          aria-valuemax={rules.max ?? undefined}
          aria-valuenow={Number.parseFloat(text.replace(',', '.')) || rules.min}
          aria-describedby={message ? `${id}-message` : undefined}
          value={text}
          onChange={(e) => {
            setText(sanitizeQuantityInput(e.target.value, rules.decimals));
            // The message was about the previous value. Cleared now, not on blur: a message that
            // vanishes on blur moves the add button away from a click that is under way.
            setMessage(null);
          }}
          onBlur={() => apply(commitQuantityInput(text, rules))}
          onKeyDown={onKeyDown}
          className="w-14 border-x border-muted py-2 text-center text-base"
        />
        {rules.decimals > 0 && <input type="hidden" name={`${name}Decimals`} value={rules.decimals} />}
        <button
          type="button"
          className={button}
          aria-label={labels.increase}
          aria-controls={id}
          onClick={() => apply(stepQuantity(current(), 'up', rules))}
        >
          +
        </button>
        {rules.unit && (
          <span className="border-l border-muted px-2 text-muted" aria-hidden="true">
            {truncateUnit(rules.unit)}
          </span>
        )}
      </div>
      {/* Always in the layout: screen readers announce a status region only when it was there before. */}
      <p id={`${id}-message`} role="status" className="mt-1 min-h-5 max-w-xs text-sm text-ink">
        {message}
      </p>
    </div>
  );
}
