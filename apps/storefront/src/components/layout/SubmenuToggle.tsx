'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The button that opens a main-menu item's submenu (a disclosure): its links are out of the Tab
 * order until it is opened; Escape closes it and returns focus here, as does leaving the item.
 * Mouse users still open the dropdowns by hovering (CSS).
 */
export function SubmenuToggle({ controls, label }: { controls: string; label: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const list = document.getElementById(controls);
    list?.toggleAttribute('data-open', open);
    const item = button.current?.closest('li');
    if (!open || !item) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node) || !item.contains(e.relatedTarget)) setOpen(false);
    };
    const onClickAway = (e: MouseEvent) => {
      if (!(e.target instanceof Node) || !item.contains(e.target)) setOpen(false);
    };
    item.addEventListener('keydown', onKey);
    item.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onClickAway);
    return () => {
      item.removeEventListener('keydown', onKey);
      item.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClickAway);
    };
  }, [open, controls]);
  return (
    <button
      ref={button}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => setOpen((o) => !o)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded text-ink hover:text-brand md:size-8"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 12 12"
        className={`size-3 fill-current ${open ? 'rotate-180' : ''}`}
      >
        <path d="M2 4h8L6 8.5z" />
      </svg>
    </button>
  );
}
