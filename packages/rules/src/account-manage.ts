import { accountMessages } from './account-forms.ts';

/** Texts of the account's management: acting as a customer, the data export, deleting the account. */
export const accountManageMessages = {
  operatorLoginOk: 'Přihlášení se na zákazníka bylo úspěšné',
  operatorLoginFailed: 'Přihlášení se na zákazníka se nezdařilo',
  restricted: 'Tento účet se teď nemůže přihlásit. Kontaktujte nás prosím.',
  deletePassword: 'Heslo nesouhlasí.',
  deleteConfirm: 'Potvrďte prosím, že chcete účet smazat.',
  deleted: 'Váš účet byl smazán. Děkujeme, že jste u nás nakupovali.',
} as const;

/** An operator's log-in link is good for a few minutes only. */
export const OPERATOR_LOGIN_SECONDS = 5 * 60;

/** What the deletion form asks: the current password, and a tick that the customer means it. */
export function accountDeletionErrors(form: {
  password: string;
  confirm: boolean;
}): Partial<Record<'password' | 'confirm', string>> {
  const errors: Partial<Record<'password' | 'confirm', string>> = {};
  if (form.password === '') errors.password = accountMessages.required;
  if (!form.confirm) errors.confirm = accountManageMessages.deleteConfirm;
  return errors;
}

/** The entries of the user menu, in its order. */
export const USER_MENU_ENTRIES = [
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
] as const;
export type UserMenuEntry = (typeof USER_MENU_ENTRIES)[number];

/** The shop function (feature flag) an entry needs; entries without one are always there. */
const ENTRY_FUNCTION: Partial<Record<UserMenuEntry, string>> = {
  oblibene: 'favourites',
  'nakupni-seznamy': 'shoppingLists',
  adresy: 'addressList',
  'rychla-objednavka': 'bulkOrder',
  doklady: 'documentsList',
  reklamace: 'warrantyClaims',
};

/**
 * The user menu's entries for the shop's functions: a conditional entry only when its function is
 * on (a function the shop does not name is off). `available` limits them to the pages the
 * storefront has.
 */
export function userMenuEntries(
  functions: Record<string, boolean>,
  available: readonly UserMenuEntry[] = USER_MENU_ENTRIES,
): UserMenuEntry[] {
  return USER_MENU_ENTRIES.filter((entry) => {
    if (!available.includes(entry)) return false;
    const fn = ENTRY_FUNCTION[entry];
    return fn === undefined || functions[fn] === true;
  });
}
