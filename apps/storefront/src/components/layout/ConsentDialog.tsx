'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CONSENT_OPEN_EVENT, onConsentChange, readConsent, saveConsent } from '@/lib/consent/client';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  cookieValue,
  parseConsent,
  OPTIONAL_PURPOSES,
  REJECT_ALL,
  type ConsentChoice,
  type ConsentPurpose,
} from '@/lib/consent/consent';

export interface ConsentTexts {
  title: string;
  text: string;
  more: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  legend: string;
  always: string;
  purposes: Record<ConsentPurpose, { name: string; description: string }>;
}

const storedValue = () => cookieValue(document.cookie, CONSENT_COOKIE) ?? '';

const BUTTON = 'min-h-11 rounded border-2 border-brand px-4 py-1.5 font-semibold';
/** Accepting and rejecting look and weigh the same. */
const CHOICE = `${BUTTON} bg-brand text-white hover:bg-brand-dark`;
const SECONDARY = `${BUTTON} bg-surface text-brand hover:bg-brand-soft`;

/**
 * The shop's own consent dialog: a compact sheet fixed to one edge of the window, over the page
 * (it never moves the content). The server renders nothing, so a shared page never shows it to a
 * visitor who chose already: it opens after load when no current choice is stored, and from the
 * footer's control. Not modal: the page stays usable; focus moves in only when the visitor asked
 * for it, and goes back to the control.
 */
export function ConsentDialog({
  texts,
  privacyHref,
  edge,
}: {
  texts: ConsentTexts;
  privacyHref: string;
  edge: 'top' | 'bottom';
}) {
  // The stored cookie value in the browser, null on the server: a choice is asked for only there.
  const stored = useSyncExternalStore(onConsentChange, storedValue, () => null);
  const [reopened, setReopened] = useState(false);
  const [detailed, setDetailed] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(REJECT_ALL);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = reopened || (stored !== null && !parseConsent(stored));

  useEffect(() => {
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDraft(readConsent() ?? REJECT_ALL);
      setDetailed(true);
      setReopened(true);
      // Rendered by the next frame: focus follows.
      requestAnimationFrame(() => dialog.current?.focus());
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  const close = () => {
    const focusInside = dialog.current?.contains(document.activeElement) ?? false;
    setReopened(false);
    setDetailed(false);
    if (opener.current?.isConnected) opener.current.focus();
    else if (focusInside) document.getElementById('content')?.focus({ preventScroll: true });
    opener.current = null;
  };
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    close();
  };

  if (!open) return null;
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      onKeyDown={(e) => {
        // Closing without a choice only once one is stored.
        if (e.key === 'Escape' && readConsent()) close();
      }}
      className={`fixed inset-x-0 z-50 max-h-[85dvh] overflow-y-auto border-line bg-surface text-sm shadow-[0_0_16px_rgb(0_0_0/0.2)] focus-visible:-outline-offset-4 ${
        edge === 'top' ? 'top-0 border-b' : 'bottom-0 border-t'
      }`}
    >
      <div className="shop-container flex flex-col gap-3 py-3 md:flex-row md:items-end md:gap-6">
        <div className="flex-1">
          <h2 id="consent-title" className="font-bold text-ink">
            {texts.title}
          </h2>
          <p id="consent-text" className="text-muted">
            {texts.text}{' '}
            <a href={privacyHref} className="text-ink underline hover:no-underline">
              {texts.more}
            </a>
          </p>
          {detailed && (
            <fieldset className="mt-2">
              <legend className="font-semibold text-ink">{texts.legend}</legend>
              <ul className="mt-1 grid gap-1 md:grid-cols-2 md:gap-x-6">
                {(['necessary', ...OPTIONAL_PURPOSES] as const).map((purpose) => (
                  <li key={purpose}>
                    <label className="flex min-h-11 items-start gap-3 py-1">
                      <input
                        type="checkbox"
                        name={purpose}
                        className="mt-0.5 size-5 shrink-0 accent-brand"
                        checked={purpose === 'necessary' || draft[purpose]}
                        disabled={purpose === 'necessary'}
                        onChange={(e) => {
                          if (purpose !== 'necessary') setDraft({ ...draft, [purpose]: e.target.checked });
                        }}
                      />
                      <span>
                        <span className="font-semibold text-ink">{texts.purposes[purpose].name}</span>
                        {purpose === 'necessary' && ` (${texts.always})`}
                        <span className="block text-muted">{texts.purposes[purpose].description}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <button type="button" className={CHOICE} onClick={() => choose(REJECT_ALL)}>
            {texts.rejectAll}
          </button>
          <button type="button" className={CHOICE} onClick={() => choose(ACCEPT_ALL)}>
            {texts.acceptAll}
          </button>
          <button
            type="button"
            className={`${SECONDARY} col-span-2`}
            onClick={() => (detailed ? choose(draft) : setDetailed(true))}
          >
            {detailed ? texts.save : texts.settings}
          </button>
        </div>
      </div>
    </div>
  );
}
