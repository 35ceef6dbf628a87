'use client';

import { localizedPath, type AppLocale } from '@/i18n/routing';

export interface ErrorNoticeTexts {
  heading: string;
  text: string;
  retry: string;
  home: string;
}

/** What an error page says, with a retry and a way home; the page around it decides the frame. */
export function ErrorNotice({
  texts,
  locale,
  reset,
}: {
  texts: ErrorNoticeTexts;
  locale: AppLocale;
  reset: () => void;
}) {
  return (
    <>
      <h1 className="text-2xl font-extrabold md:text-3xl">{texts.heading}</h1>
      <p className="mt-2 text-muted">{texts.text}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => reset()}
          className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {texts.retry}
        </button>
        {/* A full navigation: the app state may be broken. */}
        <a href={localizedPath(locale, '/')} className="px-5 py-2.5 font-semibold text-brand underline">
          {texts.home}
        </a>
      </p>
    </>
  );
}
