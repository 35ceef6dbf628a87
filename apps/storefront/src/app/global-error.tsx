'use client';

import { usePathname } from 'next/navigation';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { ErrorNotice } from '@/components/ui/ErrorNotice';
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
        {/* React places it in the head: the tab names the trouble rather than showing the address. */}
        <title>{t.heading}</title>
        <main className="shop-container py-16 text-center">
          <ErrorNotice texts={t} locale={locale} reset={reset} />
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
