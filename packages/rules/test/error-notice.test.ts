import { describe, expect, it } from 'vitest';
import { errorNotice } from '../src/error-notice.ts';

const generic = {
  title: 'Něco se porouchalo',
  text: 'Omlouváme se, pokud se problém opakuje, kontaktujte nás.',
};

describe('errorNotice', () => {
  it.each([
    ['no answer at all', undefined, generic],
    ['an answer without errors', [], generic],
    ['errors without a title', [{ field: 'email' }, { title: '  ' }], generic],
    ['the first error, alone', [{ title: 'Není skladem' }], { title: 'Není skladem' }],
    [
      'the first error, prefixed by its field and a dash',
      [{ field: 'email', title: 'E-mail není ve správném formátu' }, { title: 'Druhá chyba' }],
      { title: 'email - E-mail není ve správném formátu' },
    ],
    [
      'the first error that has a title',
      [{ field: 'phone' }, { field: 'amount', title: 'Musíte zakoupit minimálně 2 ks tohoto produktu.' }],
      { title: 'amount - Musíte zakoupit minimálně 2 ks tohoto produktu.' },
    ],
  ] as const)('%s', (_, errors, expected) => {
    expect(errorNotice(errors)).toEqual(expected);
  });
});
