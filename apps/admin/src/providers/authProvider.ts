import type { AuthProvider } from 'react-admin';
import { api, ApiError, unwrap } from '../api/client';
import type { Me } from '../api/types';

/** Error codes of the admin API the back office acts on. */
export const codes = {
  unauthenticated: 'admin.unauthenticated',
  codeRequired: 'admin.codeRequired',
  codeInvalid: 'admin.codeInvalid',
  totpRequired: 'admin.totpRequired',
  forbidden: 'admin.forbidden',
} as const;

let me: Me | null = null;
let fetchedAt = 0;
const listeners = new Set<(me: Me | null) => void>();

function remember(next: Me | null) {
  me = next;
  fetchedAt = Date.now();
  for (const l of listeners) l(next);
}

/** Follows the logged-in operator (log-in, set-up of the second factor, log-out). */
export function onMeChange(listener: (me: Me | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in operator; asked again after a few seconds, so a page change notices an ended session. */
export async function currentOperator(fresh = false): Promise<Me> {
  if (me && !fresh && Date.now() - fetchedAt < 15_000) return me;
  try {
    const { data } = await unwrap(api.GET('/api/admin/v1/me'));
    remember(data);
    return data;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) remember(null);
    throw e;
  }
}

export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

/**
 * The session of the back office: log-in with e-mail, password and, once set up, the code of an
 * authenticator app; the server's cookie carries it (scripts never see it).
 */
export const authProvider: AuthProvider = {
  async login({ email, password, code }: Credentials) {
    const { data } = await unwrap(
      api.POST('/api/admin/v1/session', {
        body: { email, password, ...(code ? { code } : {}) },
      }),
    );
    remember(data);
    // The second factor first, where the shop asks for it (production).
    return data.totpRequired ? { redirectTo: '/druhy-faktor' } : undefined;
  },
  async logout() {
    if (me !== null || fetchedAt === 0) {
      try {
        await api.DELETE('/api/admin/v1/session');
      } catch {
        // The session ends on the server anyway after its idle time.
      }
    }
    remember(null);
  },
  async checkAuth() {
    try {
      await currentOperator();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        throw new Error('Přihlaste se prosím.', { cause: e });
      }
      // The server is away: stay on the page; the next call says so.
    }
  },
  async checkError(error: unknown) {
    const status = error instanceof ApiError ? error.status : (error as { status?: number } | null)?.status;
    if (status === 401) {
      remember(null);
      throw new Error('Přihlášení vypršelo. Přihlaste se prosím znovu.');
    }
    if (error instanceof ApiError && error.has(codes.totpRequired)) {
      // Stay logged in: the layout shows the set-up of the second factor instead of the page.
      await currentOperator(true).catch(() => undefined);
    }
    // 403 and the rest: the page shows the server's message.
  },
  async getIdentity() {
    const m = await currentOperator();
    return { id: m.id, fullName: m.name };
  },
  async getPermissions() {
    try {
      return (await currentOperator()).permissions;
    } catch {
      return [];
    }
  },
};
