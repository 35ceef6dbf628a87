import Link from 'next/link';
import { HydrationMark } from '@/components/layout/HydrationMark';
import './globals.css';

/** 404 for URLs outside any locale (the proxy sends every page path to a locale, so this is rare). */
export default function RootNotFound() {
  return (
    <html lang="cs">
      <body>
        <main className="shop-container py-16 text-center">
          <h1 className="mb-2 text-3xl font-bold">Stránka nenalezena</h1>
          <p className="mb-6 text-muted">Tuto stránku se nepodařilo najít.</p>
          <Link href="/" className="font-semibold text-brand underline">
            Zpět na úvodní stránku
          </Link>
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
