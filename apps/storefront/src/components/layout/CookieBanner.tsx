import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { CONSENT_PURPOSES, type ConsentPurpose } from '@/lib/consent/consent';
import { consentProvider, COOKIE_PAGE } from '@/lib/consent/config';
import { ConsentDialog, type ConsentTexts } from './ConsentDialog';
import { ConsentProvider } from './ConsentProvider';

/** The window edge the dialog sits on (no shop setting chooses it). */
const EDGE: 'top' | 'bottom' = 'bottom';

/**
 * The cookie consent: the shop's own dialog, or, when a consent id is configured, the consent
 * provider's script and the hand-off of its answers. The layout has a slot at the top and at the
 * bottom; it is rendered in the top one, first after the skip link, so that keyboard and
 * screen-reader users meet it first, and shown fixed to the window's edge EDGE names. The markup
 * is the same for every visitor; whether it opens is decided in the browser.
 */
export async function CookieBanner({ position, locale }: { position: 'top' | 'bottom'; locale: AppLocale }) {
  if (position !== 'top') return null;
  const provider = consentProvider();
  if (provider) return <ConsentProvider id={provider.id} scriptUrl={provider.scriptUrl} />;
  const t = await getTranslations({ locale, namespace: 'Consent' });
  const purposes = Object.fromEntries(
    CONSENT_PURPOSES.map((p) => [
      p,
      { name: t(`purposes.${p}.name`), description: t(`purposes.${p}.description`) },
    ]),
  ) as Record<ConsentPurpose, { name: string; description: string }>;
  const texts: ConsentTexts = {
    title: t('title'),
    text: t('text'),
    more: t('more'),
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    settings: t('settings'),
    save: t('save'),
    legend: t('legend'),
    always: t('always'),
    purposes,
  };
  return <ConsentDialog texts={texts} privacyHref={localizedPath(locale, COOKIE_PAGE)} edge={EDGE} />;
}
