import { defaultLocale, type Locale } from '@shop/contract';
import type { RegistrationPages } from './registration.ts';

/** A storefront page in the shopper's language: Czech has no prefix, the others theirs. */
export function storefrontPage(storefrontUrl: string, locale: Locale, path: string): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${new URL(storefrontUrl).origin}${prefix}${path}`;
}

/**
 * The page a mailed link leads to: the caller's (its path only), when it is on the shop's own
 * storefront; otherwise the fallback. A link to another site would hand it the token.
 */
export function ownPage(storefrontUrl: string, callbackUrl: string | undefined, fallback: string): string {
  if (callbackUrl) {
    try {
      const url = new URL(callbackUrl);
      if (url.origin === new URL(storefrontUrl).origin) return `${url.origin}${url.pathname}`;
    } catch {
      // not a URL: the shop's own page
    }
  }
  return fallback;
}

/** Where a registration's mail links lead. */
export function registrationPages(
  storefrontUrl: string,
  locale: Locale,
  callbackUrl?: string,
): RegistrationPages {
  return {
    confirmPageUrl: ownPage(
      storefrontUrl,
      callbackUrl,
      storefrontPage(storefrontUrl, locale, '/registrovat'),
    ),
    resetPageUrl: storefrontPage(storefrontUrl, locale, '/resetovat-heslo'),
  };
}
