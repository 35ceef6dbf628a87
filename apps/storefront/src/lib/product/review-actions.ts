'use server';

import { cookies } from 'next/headers';
import { refresh, updateTag } from 'next/cache';
import { itemTags, orderApi } from '@shop/contract';
import { checkReview, parseStars, starsToRating } from '@shop/rules';
import type { AccountFormState } from '../user/account-form-state';
import { shopperHeaders, shopperOf } from '../cart/server';
import { callBackend } from '../backend';
import { BackendError } from '../http';
import { formLocale, formText, refusedState } from '../user/form-data';
import { localizedFormState } from '../rule-texts-server';
import { reviewFormTexts } from './review-messages';

/**
 * The product page's review form: sends the stars (1–5, stored as 0–100) and the text as the
 * logged-in customer. The store API decides whether the customer bought the product and it was
 * shipped; its refusal is shown as it says it. The store API revalidates the product's pages for
 * every storefront process; the product's cached data is also expired here, so that the page this
 * action renders again shows the customer's review even where that call did not arrive.
 */
export async function submitReviewAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return localizedFormState(await submitReview(prev, form), formLocale(form));
}

async function submitReview(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const REVIEW_MESSAGES = await reviewFormTexts(locale);
  const values = { stars: formText(form, 'stars'), text: formText(form, 'text') };
  const productId = Number(formText(form, 'productId'));
  if (!Number.isInteger(productId) || productId < 1)
    return { values, errors: {}, notice: { kind: 'error', text: REVIEW_MESSAGES.failed } };
  const stars = parseStars(values.stars);
  const rating = stars === null ? null : starsToRating(stars);
  // The same rule the store API applies, so that a plain post gets the messages without a call.
  const errors = checkReview({ rating, text: values.text });
  if (errors.rating || errors.text) return { values, errors: { ...errors }, notice: null };

  const shopper = shopperOf(await cookies());
  if (!shopper.authToken)
    return { values, errors: {}, notice: { kind: 'error', text: REVIEW_MESSAGES.logIn } };
  try {
    await callBackend(orderApi.review, {
      locale,
      params: { id: productId },
      headers: shopperHeaders(shopper),
      body: { rating, text: values.text },
    });
  } catch (e) {
    if (e instanceof BackendError && e.status === 401)
      return { values, errors: {}, notice: { kind: 'error', text: REVIEW_MESSAGES.logIn } };
    if (e instanceof BackendError && (e.status === 403 || e.status === 404) && e.errors[0])
      return { values, errors: {}, notice: { kind: 'error', text: e.errors[0].title } };
    return await refusedState(e, values, locale);
  }
  const slug = formText(form, 'slug');
  if (/^[^\s/?#]{1,300}$/.test(slug)) updateTag(itemTags.product(slug));
  refresh();
  return { values: {}, errors: {}, notice: { kind: 'success', text: REVIEW_MESSAGES.saved } };
}
