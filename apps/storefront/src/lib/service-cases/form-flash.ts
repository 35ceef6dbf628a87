import { cookies, headers } from 'next/headers';
import { serviceCaseKinds } from '@shop/contract';
import { FORM_FLASH_COOKIE } from '../user/account-form-state';
import { localizedFormState } from '../rule-texts-server';
import { SERVICE_FORM_STEPS, type ServiceFormState } from './form-state';
import { siteCookiesSecure } from '@/lib/site';

/**
 * Without JavaScript the form's server action answers with the page itself, whose dynamic part
 * cannot carry the action's state: the action leaves it in the short-lived form cookie (as the
 * account forms do) and the page reads it in the same answer; the proxy drops it from the next
 * request. The order is left out to keep the cookie small: the page looks it up again (with the
 * one-time code the values keep: the cookie is httpOnly, strict and lives a minute).
 */
export async function keepServiceFormForPage(answer: ServiceFormState): Promise<ServiceFormState> {
  const state = await localizedFormState(answer);
  if ((await headers()).has('next-action')) return state;
  const kept = { ...state, order: null };
  (await cookies()).set(FORM_FLASH_COOKIE, JSON.stringify({ form: `service-${state.kind}`, state: kept }), {
    path: '/',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'strict',
    secure: siteCookiesSecure,
  });
  return state;
}

const isTexts = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** The state a plain post of this kind's form left for this answer, if any. */
export async function flashedServiceForm(
  kind: ServiceFormState['kind'],
): Promise<ServiceFormState | undefined> {
  const raw = (await cookies()).get(FORM_FLASH_COOKIE)?.value;
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { form?: unknown; state?: Partial<ServiceFormState> };
    const s = parsed.state;
    if (parsed.form !== `service-${kind}` || !s || !isTexts(s.values) || !isTexts(s.errors)) return undefined;
    if (!serviceCaseKinds.includes(s.kind as never) || !SERVICE_FORM_STEPS.includes(s.step as never)) {
      return undefined;
    }
    const n = s.notice;
    return {
      kind,
      step: s.step!,
      values: s.values,
      errors: s.errors,
      notice:
        n && (n.kind === 'error' || n.kind === 'success') && typeof n.text === 'string'
          ? { kind: n.kind, text: n.text }
          : null,
      order: null,
      caseNumber: typeof s.caseNumber === 'string' ? s.caseNumber : null,
    };
  } catch {
    return undefined;
  }
}
