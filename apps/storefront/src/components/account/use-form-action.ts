'use client';

import { startTransition, useActionState, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';

/**
 * A form run by a server action through `useActionState`. A script posts it from the submit event;
 * without JavaScript it is a plain post of the same action bound to the form's initial state, and
 * the page that answers reads the result from the form cookie.
 *
 * The markup must not carry the `useActionState` dispatch itself. For a plain post of that, Next
 * hands the action's state to the browser's hydration of the answer, but the answer's HTML
 * (resumed from the prerendered shell) lacks React's marker for it. React then throws the whole
 * page away and renders it again, losing what the shopper typed while the page was loading.
 */
export function useFormAction<S extends object>(action: (prev: S, data: FormData) => Promise<S>, initial: S) {
  // A form state is a plain object, never a promise: its awaited type is itself.
  const [state, dispatch, pending] = useActionState<S, FormData>(
    action as (prev: Awaited<S>, data: FormData) => Promise<S>,
    initial as Awaited<S>,
  );
  const plainPost = useMemo(
    () => action.bind(null, initial) as unknown as (data: FormData) => Promise<void>,
    [action, initial],
  );
  const form = useRef<HTMLFormElement>(null);
  const [start] = useState(state);
  // As React does after a form's own action: the fields start again from the answer's values.
  useEffect(() => {
    if (state !== start) form.current?.reset();
  }, [state, start]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => dispatch(data));
  };
  return { state, pending, formProps: { ref: form, action: plainPost, onSubmit } };
}
