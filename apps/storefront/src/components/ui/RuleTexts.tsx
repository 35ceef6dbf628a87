'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { localizeRuleText, type RuleTexts } from '@/lib/rule-texts';

const Ctx = createContext<RuleTexts | null>(null);

/** Hands the rules' texts in the page's language to the client components that check forms by the shared rules. */
export function RuleTextsProvider({ texts, children }: { texts: RuleTexts; children: ReactNode }) {
  return <Ctx.Provider value={texts}>{children}</Ctx.Provider>;
}

/** Shows a rule's Czech text in the page's language (as it is without the provider). */
export function useRuleText(): (text: string) => string {
  const texts = useContext(Ctx);
  return useCallback((text: string) => (texts ? localizeRuleText(text, texts) : text), [texts]);
}
