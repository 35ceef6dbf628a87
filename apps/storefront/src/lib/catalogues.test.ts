import { describe, expect, it } from 'vitest';
import { messages, accountMessages, format } from '@shop/rules';
import cs from '../../messages/cs.json';
import de from '../../messages/de.json';
import sk from '../../messages/sk.json';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';
import { GENERIC_FAILURE, localizeFormState, localizeRuleText, ruleTextsIn } from './rule-texts';

type Tree = { [key: string]: string | Tree };

/** Every key of a catalogue with its text, as `Namespace.key.subkey`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const catalogues = { cs, sk, de } as unknown as Record<'cs' | 'sk' | 'de', Tree>;
const czech = leaves(catalogues.cs);
/** The arguments a text fills: its `{name}` and `{name, plural …}` outside the ICU branches. */
function placeholders(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) names.push(/^\{\s*(\w+)/.exec(text.slice(i))?.[1] ?? '');
      depth++;
    } else if (text[i] === '}') depth--;
  }
  return [...new Set(names)].sort();
}

describe('the message catalogues', () => {
  it.each(['sk', 'de'] as const)('%s has every Czech key, and no other', (locale) => {
    const other = leaves(catalogues[locale]);
    expect([...czech.keys()].filter((k) => !other.has(k))).toEqual([]);
    expect([...other.keys()].filter((k) => !czech.has(k))).toEqual([]);
  });

  it.each(['sk', 'de'] as const)('%s fills the same placeholders as Czech', (locale) => {
    const other = leaves(catalogues[locale]);
    const differ = [...czech].filter(
      ([k, v]) => other.has(k) && `${placeholders(v)}` !== `${placeholders(other.get(k)!)}`,
    );
    expect(differ.map(([k]) => k)).toEqual([]);
  });

  it.each(['sk', 'de'] as const)('%s has no text with letters only Czech has', (locale) => {
    const found = [...leaves(catalogues[locale])].filter(([, v]) => /[ěřůĚŘŮ]/.test(v));
    expect(found).toEqual([]);
  });

  it("the root error page's copy equals each catalogue's Error texts", () => {
    for (const [locale, tree] of Object.entries(catalogues)) {
      const { heading, text, retry, home } = tree.Error as Record<string, string>;
      expect(GLOBAL_ERROR_TEXTS[locale as 'cs']).toEqual({ heading, text, retry, home });
    }
  });
});

describe("the rules' texts in the shopper's language", () => {
  const rules = ruleTextsIn;

  it("are no part of the catalogues: they come from the rules' one table", () => {
    for (const tree of Object.values(catalogues)) expect(tree.Rules).toBeUndefined();
  });

  it('a rule text is shown in the language, placeholders filled', () => {
    expect(localizeRuleText(messages.email, rules('sk'))).toBe('E-mail nie je v správnom formáte');
    expect(localizeRuleText(messages.email, rules('de'))).toBe('Die E-Mail-Adresse hat kein gültiges Format');
    const max = format(messages.quantityMax, { limit: 3, unit: 'ks' });
    expect(localizeRuleText(max, rules('sk'))).toBe(
      'O tento produkt je teraz veľký záujem. Aby sa ušlo aj ostatným, môžete kúpiť max. 3 ks.',
    );
    const limit = format(accountMessages.addressLimit, { limit: 10 });
    expect(localizeRuleText(limit, rules('de'))).toBe(
      'Es lassen sich höchstens 10 Adressen speichern. Bitte löschen Sie zuerst eine.',
    );
    expect(localizeRuleText(GENERIC_FAILURE, rules('de'))).toBe(
      'Etwas ist schiefgelaufen. Es tut uns leid. Wenn das Problem weiterhin besteht, kontaktieren Sie uns bitte.',
    );
  });

  it('Czech stays Czech, and a text of no rule is left as it is', () => {
    expect(localizeRuleText(messages.email, rules('cs'))).toBe(messages.email);
    expect(localizeRuleText('Nesprávný e-mail nebo heslo.', rules('sk'))).toBe(
      'Nesprávný e-mail nebo heslo.',
    );
    expect(localizeRuleText('', rules('de'))).toBe('');
  });

  it("a form's field messages and notice are shown in the language", () => {
    const state = {
      errors: { email: messages.email, note: 'Vlastní text formuláře' },
      notice: { kind: 'error', text: GENERIC_FAILURE },
    };
    expect(localizeFormState(state, rules('sk'))).toEqual({
      errors: { email: 'E-mail nie je v správnom formáte', note: 'Vlastní text formuláře' },
      notice: {
        kind: 'error',
        text: `${rules('sk').messages.genericErrorTitle}. ${rules('sk').messages.genericErrorText}`,
      },
    });
  });
});
