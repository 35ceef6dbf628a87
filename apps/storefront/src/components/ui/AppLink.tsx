import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** mailto:, tel:, sms:, geo:, market:, http(s): or any other scheme, and protocol-relative URLs. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  locale: AppLocale;
  /** A storefront path without locale prefix (as in menus and CMS links), or an external URL. */
  href: string;
  newTab?: boolean;
  /**
   * Lists of many links (menus, category lists, cards) pass false: prefetched, every page view asks
   * the server for each of them at once, and the shopper's own click waits behind those requests.
   */
  prefetch?: boolean;
  children: ReactNode;
};

/**
 * A link: external schemes open as plain anchors, storefront paths get the
 * locale prefix and client-side navigation.
 */
export function AppLink({ locale, href, newTab, prefetch, children, ...rest }: Props) {
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternalHref(href)) {
    return (
      <a href={href} {...target} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={localizedPath(locale, href)} prefetch={prefetch} {...target} {...rest}>
      {children}
    </Link>
  );
}
