import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as czech from '@zxcvbn-ts/language-cs';
import { accountMessages } from '@shop/rules';

/**
 * zxcvbn's score of at least 2: a password that takes more than a million guesses, so none of the
 * tens of thousands of most common and breached passwords it knows, no keyboard walk, and not the
 * person's own name or e-mail with a digit added.
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | null = null;
/** The dictionaries take a moment to load: only when a password is first chosen. */
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    // Czech words and names too: "heslo12345" is as common here as "password1".
    dictionary: { ...common.dictionary, ...czech.dictionary },
    graphs: common.adjacencyGraphs,
  }));

/**
 * The refusal of a new password that is too easy to guess, or undefined. `personal` are the person's
 * own words (e-mail and its parts, names), which a guesser tries first.
 */
export function guessablePassword(
  password: string,
  personal: (string | null | undefined)[],
): string | undefined {
  const words = personal
    .flatMap((w) => (w ? [w, w.split('@')[0]!, ...w.split(/[@.\s_+-]+/)] : []))
    // "Nováková" is typed "novakova" as often.
    .flatMap((w) => [w, w.normalize('NFD').replace(/\p{M}/gu, '')])
    .filter((w) => w.length >= 3);
  return zxcvbn().check(password, words).score < MIN_PASSWORD_SCORE
    ? accountMessages.passwordGuessable
    : undefined;
}
