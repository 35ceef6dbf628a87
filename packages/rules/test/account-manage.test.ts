import { describe, expect, it } from 'vitest';
import { accountDeletionErrors, userMenuEntries } from '../src/index.ts';

describe('userMenuEntries', () => {
  const defaults = {
    favourites: true,
    shoppingLists: true,
    addressList: true,
    bulkOrder: false,
    documentsList: false,
    warrantyClaims: false,
  };
  it.each([
    [
      'the defaults',
      defaults,
      ['prehled', 'osobni-udaje', 'objednavky', 'zmena-hesla', 'oblibene', 'nakupni-seznamy', 'adresy'],
    ],
    [
      'shopping lists and addresses off',
      { ...defaults, shoppingLists: false, addressList: false },
      ['prehled', 'osobni-udaje', 'objednavky', 'zmena-hesla', 'oblibene'],
    ],
    [
      'every function on',
      { ...defaults, bulkOrder: true, documentsList: true, warrantyClaims: true },
      [
        'prehled',
        'osobni-udaje',
        'objednavky',
        'zmena-hesla',
        'oblibene',
        'nakupni-seznamy',
        'adresy',
        'rychla-objednavka',
        'doklady',
        'reklamace',
      ],
    ],
    [
      'no functions named: only the fixed entries',
      {},
      ['prehled', 'osobni-udaje', 'objednavky', 'zmena-hesla'],
    ],
  ])('%s', (_name, functions, expected) => {
    expect(userMenuEntries(functions)).toEqual(expected);
  });

  it('only the pages the storefront has', () => {
    expect(userMenuEntries(defaults, ['prehled', 'adresy', 'reklamace'])).toEqual(['prehled', 'adresy']);
  });
});

describe('accountDeletionErrors', () => {
  it.each([
    [{ password: 'x', confirm: true }, {}],
    [{ password: '', confirm: true }, { password: 'Vyplňte prosím toto pole' }],
    [{ password: 'x', confirm: false }, { confirm: 'Potvrďte prosím, že chcete účet smazat.' }],
  ])('%o', (form, expected) => {
    const errors = accountDeletionErrors(form);
    expect(Object.keys(errors)).toEqual(Object.keys(expected));
    expect(errors).toEqual(expected);
  });
});
