import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { unsubscribeNewsletterAction } from '@/lib/newsletter/unsubscribe-action';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

/** Rendered per request: the link's token, or the outcome, is in the query. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Unsubscribe' }))('title'),
  );
}

const OUTCOMES = { odhlaseno: 'done', neplatny: 'invalid', chyba: 'failed' } as const;

/**
 * /odhlaseni-novinek?token=…: the unsubscribe link of every newsletter e-mail. It asks first; only
 * its button unsubscribes, and the page then says how it went (?stav=…).
 */
export default async function UnsubscribePage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'Unsubscribe' }), searchParams]);
  const token = firstParam(query.token)?.trim() ?? '';
  const stav = firstParam(query.stav);
  const outcome = stav && Object.hasOwn(OUTCOMES, stav) ? OUTCOMES[stav as keyof typeof OUTCOMES] : null;
  const message = (kind: 'done' | 'invalid' | 'failed' | 'missing') => (
    <p
      role={kind === 'done' ? 'status' : 'alert'}
      data-testid="unsubscribe-result"
      className={`mt-4 rounded-md p-3 font-semibold ${kind === 'done' ? 'bg-brand-soft' : 'border border-danger bg-white text-danger'}`}
    >
      {t(kind)}
    </p>
  );
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      {outcome ? (
        message(outcome)
      ) : token ? (
        <form action={unsubscribeNewsletterAction} className="mt-4 grid gap-4">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <p>{t('ask')}</p>
          <button
            type="submit"
            className="justify-self-start rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
          >
            {t('confirm')}
          </button>
        </form>
      ) : (
        message('missing')
      )}
      <p className="mt-6">
        <Link href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
