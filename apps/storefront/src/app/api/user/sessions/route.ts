import type { NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { clientIp } from '@/lib/currency/visitor-country';
import { logError } from '@/lib/log';
import { endOtherUserSessions } from '@/lib/user/account-manage-api';
import { BackendError } from '@/lib/http';
import type { SessionsOutcome } from '@/components/user/SessionsSection';
import { seeOther } from '@/lib/private-answers';

/**
 * POST /api/user/sessions (the password page's form; works without JavaScript): with the password
 * again, logs the customer out on every other device, then shows the page again saying how it went.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const raw = form?.get('locale');
  const locale = typeof raw === 'string' && isAppLocale(raw) ? raw : routing.defaultLocale;
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  const page = localizedPath(locale, '/uzivatel/zmena-hesla');
  const password = form?.get('password');
  let outcome: SessionsOutcome = 'chyba';
  if (token && typeof password === 'string') {
    outcome = await endOtherUserSessions(locale, token, password, clientIp(request)).then(
      (): SessionsOutcome => 'odhlaseno',
      (e: unknown): SessionsOutcome => {
        if (e instanceof BackendError && e.status === 422) return 'heslo';
        if (e instanceof BackendError && e.status === 429) return 'pokusy';
        logError('log-out everywhere else', e);
        return 'chyba';
      },
    );
  }
  return seeOther(`${page}?zarizeni=${outcome}#zarizeni`);
}
