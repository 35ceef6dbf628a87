'use client';

import { useId, useRef, useState, type FormEvent } from 'react';

export interface LoginTexts {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  failed: string;
}

/**
 * The log-in form. It posts to /api/auth/login and works without JavaScript; with it, a refusal
 * shows in place and nothing typed is lost.
 */
export function LoginForm({
  locale,
  formToken,
  redirect,
  error: initialError,
  texts,
}: {
  locale: string;
  /** The page's form token (see lib/security/form-token). */
  formToken: string;
  redirect: string;
  error: string | null;
  texts: LoginTexts;
}) {
  const id = useId();
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        body: new FormData(e.currentTarget),
        headers: { accept: 'application/json' },
      });
      const body = (await res.json().catch(() => null)) as { redirect?: string; error?: string } | null;
      if (res.ok && body?.redirect) {
        window.location.assign(body.redirect);
        return;
      }
      setError(body?.error ?? texts.failed);
    } catch {
      setError(texts.failed);
    }
    setBusy(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  return (
    <form
      action="/api/auth/login"
      method="post"
      onSubmit={submit}
      aria-busy={busy || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="grid max-w-md gap-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirect" value={redirect} />
      <input type="hidden" name="form_token" value={formToken} />
      {error && (
        <p
          ref={errorRef}
          id={`${id}-error`}
          role="alert"
          tabIndex={-1}
          className="rounded-md border border-danger bg-white p-3 font-semibold text-danger"
        >
          {error}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="font-semibold">
          {texts.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="username"
          maxLength={254}
          className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-password`} className="font-semibold">
          {texts.password}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          maxLength={200}
          className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
