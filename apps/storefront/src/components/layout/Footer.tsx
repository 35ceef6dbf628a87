import type { MenuItem } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { telHref, formatPostcode } from '@/lib/branches/view';
import { getShownMenu, isPageShown } from '@/lib/theme/pages';
import { getShopContact } from '@/lib/contact/shop-contact';
import { COOKIE_PAGE } from '@/lib/consent/config';
import { AppLink } from '../ui/AppLink';
import { CookieSettingsButton } from './CookieSettingsButton';
import { Copyright } from './Copyright';

/**
 * The two footers: footer-1 (columns of customer information) with the
 * contact block, then footer-2 (legal links) with the copyright. Links to pages the shop switched
 * off are left out (the contact heading is then plain text). Failed menu calls render without that
 * menu.
 */
export async function Footer({ locale }: { locale: AppLocale }) {
  const [first, second, t, contact, contactPage] = await Promise.all([
    getShownMenu('footer-1', locale),
    // Flat: an entry kept only as a heading of its submenu has nothing to show here.
    getShownMenu('footer-2', locale).then((items) => items.filter((item) => item.path)),
    getTranslations({ locale, namespace: 'Layout.footer' }),
    getShopContact(locale),
    isPageShown(locale, 'contact').catch(() => true),
  ]);
  return (
    <footer className="mt-12 border-t border-line bg-tint text-sm">
      <div className="shop-container grid-24 gap-y-8 py-10">
        {first.length > 0 && (
          <nav aria-label={t('menuLabel')} className="col-span-24 md:col-span-16">
            <ul className="grid grid-cols-1 gap-8 xs:grid-cols-2 md:grid-cols-3">
              {first.map((column) => (
                <FooterColumn key={column.id} item={column} locale={locale} />
              ))}
            </ul>
          </nav>
        )}
        {contact && (
          <section aria-labelledby="footer-contact" className="col-span-24 md:col-span-8">
            <h2 id="footer-contact" className="mb-3 text-base font-bold text-ink">
              {contactPage ? (
                <AppLink locale={locale} href="/kontakt" prefetch={false} className="hover:underline">
                  {t('contactHeading')}
                </AppLink>
              ) : (
                t('contactHeading')
              )}
            </h2>
            <address className="space-y-1 not-italic text-muted">
              {contact.phone && (
                <p>
                  <a href={telHref(contact.phone)} className="font-semibold text-ink hover:underline">
                    {contact.phone}
                  </a>
                  {contact.hours && ` (${contact.hours})`}
                </p>
              )}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`} className="text-ink underline hover:no-underline">
                    {contact.email}
                  </a>
                </p>
              )}
              <p>
                {contact.name}, {contact.street}, {formatPostcode(contact.postcode)} {contact.city}
              </p>
            </address>
          </section>
        )}
      </div>
      <div className="border-t border-line">
        <div className="shop-container flex flex-col gap-3 py-5 text-muted md:flex-row md:items-center md:justify-between">
          {second.length > 0 && (
            <nav aria-label={t('legalLabel')}>
              <ul className="flex flex-wrap gap-x-5 gap-y-3">
                {second.map((item) => (
                  <li key={item.id}>
                    <AppLink
                      locale={locale}
                      href={item.path}
                      prefetch={false}
                      className="underline hover:no-underline"
                    >
                      {item.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <CookieSettingsButton
            label={t('cookieSettings')}
            href={localizedPath(locale, COOKIE_PAGE)}
            className="self-start md:mr-auto md:ml-2 md:self-auto"
          />
          <Copyright locale={locale} />
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ item, locale }: { item: MenuItem; locale: AppLocale }) {
  return (
    <li>
      <h2 className="mb-3 text-base font-bold text-ink">
        {/* A column whose own page is switched off keeps its links under a plain heading. */}
        {item.path ? (
          <AppLink locale={locale} href={item.path} prefetch={false} className="hover:underline">
            {item.title}
          </AppLink>
        ) : (
          item.title
        )}
      </h2>
      {item.children.length > 0 && (
        <ul className="space-y-2.5 md:space-y-1.5">
          {item.children.map((child) => (
            <li key={child.id}>
              {!child.path ? (
                child.title
              ) : (
                <AppLink
                  locale={locale}
                  href={child.path}
                  prefetch={false}
                  className="text-muted hover:text-ink hover:underline"
                >
                  {child.title}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
