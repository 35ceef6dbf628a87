'use client';

import { useSyncExternalStore } from 'react';
import { FormNotice, SubmitButton } from '@/components/account/AccountField';
import { usePrerenderedPageForm } from '@/components/account/use-account-form';
import { isSignedIn } from '@/lib/user/signed-in';
import { submitReviewAction } from '@/lib/product/review-actions';
import { StarRatingInput } from './StarRatingInput';
import { Textarea } from '@/components/ui/Textarea';

const FORM = 'recenze';
const FIELDS = ['rating', 'text'] as const;
const TEXT_MAX = 2000;

const noSubscription = () => () => {};

export interface ReviewFormTexts {
  heading: string;
  stars: string;
  starLabels: string[];
  text: string;
  optional: string;
  textHint: string;
  submit: string;
  submitting: string;
  saved: string;
  guestPrompt: string;
  logIn: string;
}

/**
 * The review form under a product's reviews. The page is shared, so whether a customer is logged in
 * is read in the browser from the readable `signed_in` cookie: a guest sees a prompt to log in. The
 * server renders the form itself, so that it works without JavaScript; the store API decides who
 * may review.
 */
export function ReviewForm({
  productId,
  slug,
  locale,
  loginHref,
  texts,
}: {
  productId: number;
  slug: string;
  locale: string;
  loginHref: string;
  texts: ReviewFormTexts;
}) {
  const signedIn = useSyncExternalStore(noSubscription, isSignedIn, () => true);
  const { state, pending, formProps } = usePrerenderedPageForm(FORM, submitReviewAction, FIELDS);
  if (!signedIn) {
    return (
      <div className="rounded-md border border-line bg-tint p-4" data-testid="review-guest">
        <p>{texts.guestPrompt}</p>
        <a href={loginHref} className="mt-2 inline-block font-bold text-brand underline">
          {texts.logIn}
        </a>
      </div>
    );
  }
  const notice =
    state.notice?.kind === 'success' ? { kind: 'success' as const, text: texts.saved } : state.notice;
  const stars = Number(state.values.stars) || null;
  return (
    <form
      {...formProps}
      aria-busy={pending || undefined}
      aria-labelledby={`${FORM}-heading`}
      className="grid gap-4 rounded-md border border-line bg-white p-4"
      noValidate
    >
      <h3 id={`${FORM}-heading`} className="text-lg font-bold">
        {texts.heading}
      </h3>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="slug" value={slug} />
      <FormNotice notice={notice} id={`${FORM}-notice`} />
      {/* Keyed by the answer, so that a saved review empties the form and a refusal keeps it. */}
      <div key={state.notice?.kind === 'success' ? 'saved' : 'typed'} className="grid gap-4">
        <StarRatingInput
          name="stars"
          legend={texts.stars}
          starLabels={texts.starLabels}
          defaultValue={stars}
          error={state.errors.rating}
          id={`${FORM}-rating`}
        />
        <div className="grid gap-1">
          <label htmlFor={`${FORM}-text`} className="font-semibold">
            {texts.text} <span className="font-normal text-muted">{texts.optional}</span>
          </label>
          <Textarea
            id={`${FORM}-text`}
            name="text"
            rows={4}
            maxLength={TEXT_MAX}
            defaultValue={state.values.text}
            aria-invalid={state.errors.text ? true : undefined}
            aria-describedby={`${FORM}-text-hint${state.errors.text ? ` ${FORM}-text-error` : ''}`}
            className={`w-full rounded-md border bg-white px-3 py-2 text-base ${state.errors.text ? 'border-danger ring-1 ring-danger' : 'border-muted'}`}
          />
          <p id={`${FORM}-text-hint`} className="text-sm text-muted">
            {texts.textHint}
          </p>
          {state.errors.text && (
            <p id={`${FORM}-text-error`} className="text-sm font-semibold text-danger">
              {state.errors.text}
            </p>
          )}
        </div>
      </div>
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
