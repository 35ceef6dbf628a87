'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type cs from '../../../messages/cs.json';

export type ErrorTexts = (typeof cs)['Error'];

const Ctx = createContext<ErrorTexts | null>(null);

/**
 * Hands the current locale's `Error` messages to the client-side error boundary. A tiny context
 * instead of NextIntlClientProvider keeps next-intl's client runtime out of the browser while no
 * other client component needs translations.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Ctx.Provider value={texts}>{children}</Ctx.Provider>;
}

export function useErrorTexts(): ErrorTexts | null {
  return useContext(Ctx);
}
