'use client';

import { useSyncExternalStore } from 'react';
import { openConsentSettings } from '@/lib/consent/client';

const noSubscription = () => () => {};

/**
 * The footer's "cookie settings" control: reopens the consent dialog. Without scripts (nothing
 * optional runs then) it is a link to the page about cookies.
 */
export function CookieSettingsButton({
  label,
  href,
  className = '',
}: {
  label: string;
  href: string;
  className?: string;
}) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const look = `underline hover:no-underline ${className}`;
  return scripted ? (
    <button type="button" className={`${look} min-h-6 text-left`} onClick={openConsentSettings}>
      {label}
    </button>
  ) : (
    <a href={href} className={look}>
      {label}
    </a>
  );
}
