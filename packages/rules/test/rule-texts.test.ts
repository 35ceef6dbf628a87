import { describe, expect, it } from 'vitest';
import {
  GENERIC_FAILURE,
  RULE_TEXTS,
  RULE_TEXT_LOCALES,
  accountManageMessages,
  accountMessages,
  bankAccountMessages,
  checkoutMessages,
  contactFormMessages,
  couponErrors,
  format,
  localizeRuleText,
  messages,
  newsletterMessages,
  personalExtraMessages,
  reviewMessages,
  ruleTextsIn,
  serviceCaseErrors,
  shoppingListMessages,
  withdrawalMessages,
  type RuleText,
} from '../src/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const rows = Object.entries(RULE_TEXTS).flatMap(([group, texts]) =>
  Object.entries(texts as Record<string, RuleText>).map(([key, text]) => [`${group}.${key}`, text] as const),
);

describe('the table of rule texts', () => {
  it('holds every text of every rule group, its Czech the rule’s own', () => {
    const groups: Record<keyof typeof RULE_TEXTS, Record<string, string>> = {
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
    };
    for (const [group, czech] of Object.entries(groups)) {
      expect(ruleTextsIn('cs')[group as keyof typeof RULE_TEXTS], group).toEqual(czech);
    }
    expect(rows.length).toBeGreaterThan(100);
  });

  it.each(rows)('%s has every language, with the same placeholders', (_name, text) => {
    expect(Object.keys(text).sort()).toEqual([...RULE_TEXT_LOCALES].sort());
    for (const locale of RULE_TEXT_LOCALES) {
      expect(text[locale].trim(), locale).not.toBe('');
      expect(placeholders(text[locale]), locale).toEqual(placeholders(text.cs));
    }
  });

  it.each(rows)(
    '%s is translated: no Czech-only letters, and not the Czech text in German',
    (_name, text) => {
      for (const locale of ['sk', 'de'] as const) expect(text[locale], locale).not.toMatch(/[ěřůĚŘŮ]/);
      expect(text.de).not.toBe(text.cs);
    },
  );

  it('every Czech text reads one way in each language', () => {
    const seen = new Map<string, RuleText>();
    for (const [name, text] of rows) {
      const other = seen.get(text.cs);
      if (other) expect(text, name).toEqual(other);
      seen.set(text.cs, text);
    }
  });
});

describe('localizeRuleText', () => {
  it.each([
    [messages.email, 'sk', 'E-mail nie je v správnom formáte'],
    [messages.email, 'cs', messages.email],
    [couponErrors.expired, 'de', 'Der Rabattcode ist abgelaufen'],
    [format(serviceCaseErrors.tooManyPieces, { amount: 3 }), 'sk', 'Objednali ste iba 3 ks'],
    [
      format(accountMessages.addressLimit, { limit: 10 }),
      'de',
      'Es lassen sich höchstens 10 Adressen speichern. Bitte löschen Sie zuerst eine.',
    ],
    [
      GENERIC_FAILURE,
      'sk',
      `${RULE_TEXTS.messages.genericErrorTitle.sk}. ${RULE_TEXTS.messages.genericErrorText.sk}`,
    ],
    ['Tuhle větu žádné pravidlo neříká', 'de', 'Tuhle větu žádné pravidlo neříká'],
  ] as const)('"%s" in %s', (text, locale, expected) => {
    expect(localizeRuleText(text, ruleTextsIn(locale))).toBe(expected);
  });
});
