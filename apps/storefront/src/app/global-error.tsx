'use client';

import { usePathname } from 'next/navigation';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { localizedPath } from '@/i18n/routing';
import { GLOBAL_ERROR_TEXTS } from '@/lib/global-error-texts';
import { pathLocale } from '@/lib/path-locale';
import './globals.css';

/**
 * Last-resort error page when the root layout itself fails: it replaces the whole document, in the
 * language of the page's path.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = pathLocale(usePathname() ?? '/');
  const t = GLOBAL_ERROR_TEXTS[locale];
  return (
    <html lang={locale}>
      <body>
        <main className="shop-container py-16 text-center">
          <h1 className="mb-2 text-3xl font-bold">{t.heading}</h1>
          <p className="mb-6 text-muted">{t.text}</p>
          <p className="flex justify-center gap-4">
            <button
              type="button"
              onClick={() => reset()}
              className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {t.retry}
            </button>
            {/* A full page load on purpose: the client app is in a broken state. */}
            <a href={localizedPath(locale, '/')} className="px-4 py-2 font-semibold text-brand underline">
              {t.home}
            </a>
          </p>
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
