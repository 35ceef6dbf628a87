'use client';

import { HydrationMark } from '@/components/layout/HydrationMark';
import './globals.css';

/**
 * Last-resort error page when the root layout itself fails ('Něco se porouchalo').
 * It replaces the whole document, so the texts are inline Czech (messages are not available here).
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="cs">
      <body>
        <main className="shop-container py-16 text-center">
          <h1 className="mb-2 text-3xl font-bold">Něco se porouchalo</h1>
          <p className="mb-6 text-muted">Omlouváme se, pokud se problém opakuje, kontaktujte nás.</p>
          <p className="flex justify-center gap-4">
            <button
              type="button"
              onClick={() => reset()}
              className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              Zkusit znovu
            </button>
            {/* A full page load on purpose: the client app is in a broken state. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="px-4 py-2 font-semibold text-brand underline">
              Zpět na úvodní stránku
            </a>
          </p>
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
