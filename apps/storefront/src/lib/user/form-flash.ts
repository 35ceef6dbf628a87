import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { FORM_FLASH_COOKIE, type AccountFormState, type FormAnswerPage } from './account-form-state';
import { localizedFormState } from '../rule-texts-server';
import { siteCookiesSecure } from '@/lib/site';

/**
 * Without JavaScript a form's server action answers with the page itself, and the page's dynamic
 * part is rendered by resuming a prerendered shell, which cannot carry the action's state. The
 * action therefore also leaves the state in a short-lived cookie that the page reads in the same
 * response; the proxy drops it from the next page request, so it never outlives one answer.
 */

/** Keeps `state` of form `form` for the page, when the submission came without JavaScript. */
export async function keepForPage<S extends AccountFormState>(form: string, answer: S): Promise<S> {
  const state = await localizedFormState(answer);
  if (await postedByScript()) return state;
  await setFlash(form, state);
  return state;
}

/**
 * Keeps `state` of form `form` for its answer page and, for a plain post, goes there; a script's
 * submission gets the state itself.
 */
export async function keepForAnswerPage<S extends AccountFormState>(
  form: string,
  answer: S,
  locale: AppLocale,
  page: FormAnswerPage,
): Promise<S> {
  const state = await localizedFormState(answer, locale);
  if (await postedByScript()) return state;
  await setFlash(form, state);
  redirect(localizedPath(locale, page));
}

/** A script's submission names its action in a header; a plain form post does not. */
async function postedByScript(): Promise<boolean> {
  return (await headers()).has('next-action');
}

async function setFlash(form: string, state: AccountFormState) {
  (await cookies()).set(FORM_FLASH_COOKIE, JSON.stringify({ form, state }), {
    path: '/',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'strict',
    secure: siteCookiesSecure,
  });
}

const isTexts = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** The state a plain post of form `form` left for this answer, if any. */
export async function flashedState(form: string): Promise<AccountFormState | undefined> {
  const raw = (await cookies()).get(FORM_FLASH_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { form?: unknown; state?: Partial<AccountFormState> };
    const s = parsed.state;
    if (parsed.form !== form || !s || !isTexts(s.values) || !isTexts(s.errors)) return undefined;
    const n = s.notice;
    const notice =
      n && (n.kind === 'error' || n.kind === 'success') && typeof n.text === 'string'
        ? { kind: n.kind, text: n.text }
        : null;
    return { values: s.values, errors: s.errors, notice };
  } catch {
    return undefined;
  }
}
