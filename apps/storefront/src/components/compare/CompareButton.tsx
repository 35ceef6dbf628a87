'use client';

import { format } from '@shop/rules';
import { useRef, useState, useSyncExternalStore } from 'react';
import {
  MAX_COMPARED,
  comparedIds,
  idsSegment,
  subscribeCompared,
  toggleCompared,
  type CompareChange,
} from '@/lib/compare/ids';

export interface CompareTexts {
  button: string;
  addOf: string;
  removeOf: string;
  heading: string;
  added: string;
  removed: string;
  full: string;
  open: string;
  continue: string;
}

const noIds: number[] = [];
const noSubscription = () => () => {};

/**
 * Adds a product to the comparison or takes it out; a dialog then says which, with the way to the
 * comparison. It needs the browser's storage, so without JavaScript it is not shown at all.
 */
export function CompareButton({
  productId,
  productName,
  comparePath,
  texts,
  withText = false,
  className = '',
}: {
  productId: number;
  productName: string;
  /** The comparison page's path, without the ids. */
  comparePath: string;
  texts: CompareTexts;
  /** Says what it does beside the icon (the detail page); boxes show the icon alone. */
  withText?: boolean;
  className?: string;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const ids = useSyncExternalStore(subscribeCompared, comparedIds, () => noIds);
  const [change, setChange] = useState<CompareChange | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  if (!hydrated) return null;

  const pressed = ids.includes(productId);
  function toggle() {
    setChange(toggleCompared(productId));
    dialog.current?.showModal();
  }
  const message =
    change &&
    format(texts[change.result], { name: productName, max: MAX_COMPARED, count: change.ids.length });

  return (
    <div className={className}>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={pressed}
        aria-label={format(pressed ? texts.removeOf : texts.addOf, { name: productName })}
        title={texts.button}
        className={
          withText
            ? 'flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 font-semibold text-brand hover:bg-brand-soft aria-pressed:border-brand aria-pressed:bg-brand-soft'
            : 'grid size-11 place-items-center rounded-full border border-line bg-white/95 text-brand shadow-sm hover:bg-brand-soft aria-pressed:border-brand aria-pressed:bg-brand-soft'
        }
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2">
          <path d="M6 20V10M12 20V4M18 20v-7" strokeLinecap="round" />
        </svg>
        {withText && <span aria-hidden="true">{texts.button}</span>}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`compare-${productId}-heading`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-ink/50"
        onClick={(e) => {
          if (e.target === e.currentTarget) dialog.current?.close();
        }}
      >
        <div className="p-5">
          <h2 id={`compare-${productId}-heading`} className="text-lg font-bold">
            {texts.heading}
          </h2>
          <p className="mt-2">{message}</p>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-md border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft"
            >
              {texts.continue}
            </button>
            {change && change.ids.length > 0 && (
              <a
                href={`${comparePath}/${idsSegment(change.ids)}`}
                className="rounded-md bg-brand px-4 py-2.5 font-semibold text-white no-underline hover:bg-brand-dark"
              >
                {format(texts.open, { count: change.ids.length })}
              </a>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}
