'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The submit button of a payment form. The form posts without JavaScript; with it, the button
 * shows that the gateway is being reached and a second click does not post again. Coming back
 * with the browser's Back button (the page restored from the back/forward cache) resets it.
 */
export function PayButton({
  children,
  pendingLabel,
  className,
}: {
  children: ReactNode;
  pendingLabel: string;
  className: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const pendingRef = useRef(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onSubmit = (e: SubmitEvent) => {
      if (e.defaultPrevented) return;
      if (pendingRef.current) {
        e.preventDefault();
        return;
      }
      // Only this button's own submit: the other payment form on the page stays usable.
      if (e.submitter && e.submitter !== ref.current) return;
      pendingRef.current = true;
      setPending(true);
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      pendingRef.current = false;
      setPending(false);
    };
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return (
    <>
      <button
        ref={ref}
        type="submit"
        aria-disabled={pending || undefined}
        className={`${className} inline-flex items-center justify-center gap-2 aria-disabled:cursor-progress aria-disabled:opacity-80`}
      >
        {pending && (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
        )}
        {pending ? pendingLabel : children}
      </button>
      {/* Always present, so that screen readers announce the change. */}
      <span aria-live="polite" className="sr-only">
        {pending ? pendingLabel : ''}
      </span>
    </>
  );
}
