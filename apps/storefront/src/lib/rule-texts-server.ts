import { getLocale } from 'next-intl/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { localizeFormState, localizeRuleText, ruleTextsIn, type RuleTexts } from './rule-texts';

/** The rules' texts in `locale` (the request's language without one). */
export async function ruleTexts(locale?: AppLocale): Promise<RuleTexts> {
  const requested = locale ?? (await getLocale());
  return ruleTextsIn(isAppLocale(requested) ? requested : routing.defaultLocale);
}

/** A rule's Czech text in the shopper's language. */
export async function ruleText(text: string, locale?: AppLocale): Promise<string> {
  return localizeRuleText(text, await ruleTexts(locale));
}

/** A form's state with every message in the shopper's language. */
export async function localizedFormState<
  S extends { errors: Record<string, string>; notice: { kind: string; text: string } | null },
>(state: S, locale?: AppLocale): Promise<S> {
  return localizeFormState(state, await ruleTexts(locale));
}
