import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getShopContact } from '@/lib/contact/shop-contact';
import { telHref } from '@/lib/branches/view';
import type { PriceDisplay } from '@/lib/currency';
import { TRUST_POINT_MAX, truncate } from '../ui/truncate';
import { LanguageSwitch } from './LanguageSwitch';
import { PriceDisplaySwitch } from './PriceDisplaySwitch';

/** Header top: the customer line from the shop settings and the trust claims of the text catalogue. */
export async function HeaderTop({ locale, display }: { locale: AppLocale; display: PriceDisplay }) {
  const [t, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout.headerTop' }),
    getShopContact(locale),
  ]);
  const claims = [t('shipping'), t('delivery'), t('returns'), t('complaints')];
  return (
    <div className="border-b border-line bg-tint text-sm text-muted">
      <div className="shop-container flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1.5">
        {contact?.phone && (
          <p>
            <span className="sr-only">{t('phoneLabel')}: </span>
            <a href={telHref(contact.phone)} className="font-semibold text-ink hover:underline">
              {contact.phone}
            </a>
            {contact.hours && <span> ({contact.hours})</span>}
          </p>
        )}
        <ul aria-label={t('label')} className="flex flex-wrap gap-x-5 gap-y-1">
          {claims.map((claim, i) => (
            <li
              key={claim}
              className={i === 0 ? 'flex items-center gap-1.5' : 'hidden items-center gap-1.5 md:flex'}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0 fill-accent">
                <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1L13.4 4.4z" />
              </svg>
              {truncate(claim, TRUST_POINT_MAX)}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <LanguageSwitch locale={locale} />
          <PriceDisplaySwitch locale={locale} display={display} />
        </div>
      </div>
    </div>
  );
}
