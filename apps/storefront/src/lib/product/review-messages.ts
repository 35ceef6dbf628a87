import { messages } from '@shop/rules';

/** The review form's answers that do not come from the store API. */
export const REVIEW_MESSAGES = {
  saved: 'Děkujeme, vaše recenze byla uložena.',
  logIn: 'Recenzi mohou napsat jen přihlášení zákazníci. Přihlaste se prosím.',
  failed: `${messages.genericErrorTitle}. ${messages.genericErrorText}`,
} as const;
