import { couponErrors, serviceCaseErrors } from '@shop/contract';
import {
  accountManageMessages,
  accountMessages,
  bankAccountMessages,
  checkoutMessages,
  contactFormMessages,
  format,
  messages,
  newsletterMessages,
  personalExtraMessages,
  reviewMessages,
  shoppingListMessages,
  withdrawalMessages,
} from '@shop/rules';

/**
 * The Czech texts of the shared rules and contract (validators, form checks, the store API's
 * refusals) that reach shoppers. They stay Czech there; the storefront shows each in the page's
 * language from the catalogues' `Rules` namespace, group by group, key by key.
 */
export const RULE_TEXTS = {
  messages,
  checkoutMessages,
  accountMessages,
  accountManageMessages,
  contactFormMessages,
  newsletterMessages,
  reviewMessages,
  shoppingListMessages,
  withdrawalMessages,
  bankAccountMessages,
  personalExtraMessages,
  serviceCaseErrors,
  couponErrors,
} as const;

type Groups = typeof RULE_TEXTS;
/** The `Rules` namespace of a catalogue: every rule text in that language. */
export type RuleTexts = { [G in keyof Groups]: Record<keyof Groups[G], string> };

/** The generic failure a form shows: the generic title and text in one line. */
export const GENERIC_FAILURE = `${messages.genericErrorTitle}. ${messages.genericErrorText}`;

interface Template {
  group: keyof Groups;
  key: string;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function template(group: keyof Groups, key: string, text: string): Template {
  const names: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { group, key, pattern: new RegExp(`^${source}$`, 's'), names };
}

// Texts without placeholders first: a placeholder matches anything.
const TEMPLATES: Template[] = Object.entries(RULE_TEXTS)
  .flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => template(group as keyof Groups, key, text as string)),
  )
  .sort((a, b) => a.names.length - b.names.length);

/**
 * A rule's Czech text in the language of `texts`, its placeholders' values kept; any other text (a
 * catalogue's, or the store API's already in the shopper's language) as it is.
 */
export function localizeRuleText(text: string, texts: RuleTexts): string {
  if (text === GENERIC_FAILURE)
    return `${texts.messages.genericErrorTitle}. ${texts.messages.genericErrorText}`;
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const target = (texts[t.group] as Record<string, string> | undefined)?.[t.key];
    if (!target) return text;
    return format(target, Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]!])));
  }
  return text;
}

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
