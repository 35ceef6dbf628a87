'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { readConsent } from '@/lib/consent/client';
import { closedBefore, isCartPath, rememberClosed } from '@/lib/consent/closed-offers';

/** The storage key of a closed offer (see closed-offers). */
export const WELCOME_CLOSED_KEY = 'welcomeClosed';

/**
 * The welcome campaign's entry dialog: offered on a page opened after the visitor answered the
 * cookie dialog (never on top of it, nor straight after it), never over the cart or the checkout,
 * and not again once closed. Its
 * content (the sign-up form) comes from the server.
 */
export function WelcomeDialog({
  labelledBy,
  closeLabel,
  children,
}: {
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    const d = dialog.current;
    if (!d || d.open || isCartPath(pathname)) return;
    if (!closedBefore(WELCOME_CLOSED_KEY) && readConsent()) d.showModal();
  }, [pathname]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      onClose={() => rememberClosed(WELCOME_CLOSED_KEY)}
      onClick={(e) => {
        // A click on the backdrop closes it.
        if (e.target === e.currentTarget) dialog.current?.close();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-ink/50"
    >
      <div className="relative p-6">
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={closeLabel}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-md text-2xl text-muted hover:bg-tint"
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
