import type { NextRequest } from 'next/server';
import { errorCodes } from '@shop/contract';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { clientIp } from '@/lib/currency/visitor-country';
import { BackendError } from '@/lib/http';
import { logError } from '@/lib/log';
import { changeSecondFactor } from '@/lib/user/second-factor-api';
import type { SecondFactorOutcome } from '@/components/user/SecondFactorSection';
import { seeOther } from '@/lib/private-answers';

/**
 * POST /api/user/second-factor (the password page's forms; they work without JavaScript): starts,
 * confirms, cancels or turns off the customer's second factor, then shows the page again saying
 * how it went.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const raw = form?.get('locale');
  const locale = typeof raw === 'string' && isAppLocale(raw) ? raw : routing.defaultLocale;
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  const action = form?.get('action');
  const password = String(form?.get('password') ?? '');
  const code = String(form?.get('code') ?? '');
  let outcome: SecondFactorOutcome = 'chyba';
  const change: Parameters<typeof changeSecondFactor>[2] | null =
    action === 'start' || action === 'disable'
      ? { action, password }
      : action === 'confirm'
        ? { action, code }
        : null;
  if (token && change) {
    outcome = await changeSecondFactor(locale, token, change, clientIp(request)).then(
      (): SecondFactorOutcome =>
        change.action === 'start' ? 'nastaveni' : change.action === 'confirm' ? 'zapnuto' : 'vypnuto',
      (e: unknown): SecondFactorOutcome => {
        if (e instanceof BackendError && e.status === 422) {
          return e.errors[0]?.code === errorCodes.secondFactorCode ? 'kod' : 'heslo';
        }
        if (e instanceof BackendError && e.status === 429) return 'pokusy';
        if (e instanceof BackendError && e.status === 409) return 'chyba';
        logError('second factor', e);
        return 'chyba';
      },
    );
  }
  const page = localizedPath(locale, '/uzivatel/zmena-hesla');
  return seeOther(`${page}?dvoufazove=${outcome}#dvoufazove`);
}
