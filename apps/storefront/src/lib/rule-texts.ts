import { localizeRuleText, type RuleTexts } from '@shop/rules';

/**
 * The Czech texts of the shared rules and contract (validators, form checks, the store API's
 * refusals) reach shoppers in the page's language from the rules' one table of translations
 * (`RULE_TEXTS` in @shop/rules), the same the store API answers from.
 */
export { GENERIC_FAILURE, RULE_TEXTS, localizeRuleText, ruleTextsIn, type RuleTexts } from '@shop/rules';

/** Every message of a form's state (per field, and the form's notice) in the language of `texts`. */
export function localizeFormState<
  S extends { errors: Record<string, string>; notice: { kind: string; text: string } | null },
>(state: S, texts: RuleTexts): S {
  return {
    ...state,
    errors: Object.fromEntries(
      Object.entries(state.errors).map(([name, text]) => [name, localizeRuleText(text, texts)]),
    ),
    notice: state.notice ? { ...state.notice, text: localizeRuleText(state.notice.text, texts) } : null,
  };
}
