'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { useErrorTexts } from '@/components/ui/ErrorTexts';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';

/** Route error page: the `Error` messages of the page's language. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  const locale = isAppLocale(params.locale) ? params.locale : routing.defaultLocale;
  const t = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // The locale layout always provides the texts; without them the root's error page takes over.
  if (!t) throw error;
  return (
    <div role="alert" className="py-10 text-center">
      <h1 className="text-2xl font-extrabold md:text-3xl">{t.heading}</h1>
      <p className="mt-2 text-muted">{t.text}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => reset()}
          className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {t.retry}
        </button>
        {/* A full navigation: the app state may be broken. */}
        <a href={localizedPath(locale, '/')} className="px-5 py-2.5 font-semibold text-brand underline">
          {t.home}
        </a>
      </p>
    </div>
  );
}
