'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { useErrorTexts } from '@/components/ui/ErrorTexts';
import { ErrorNotice } from '@/components/ui/ErrorNotice';
import { isAppLocale, routing } from '@/i18n/routing';

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
      <ErrorNotice texts={t} locale={locale} reset={reset} />
    </div>
  );
}
