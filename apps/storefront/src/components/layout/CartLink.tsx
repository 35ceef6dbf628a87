import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { CART_COUNT_COOKIE } from '@/lib/cart/count';
import { SIGNED_IN_COOKIE } from '@/lib/cart/shopper-cookies';
import { UserMenu } from './UserMenu';
import { pageFlags } from '@/lib/theme/pages';
import { isShown, type PageFlags } from '@/lib/theme/page-paths';

/**
 * The header's account link (the user menu for a logged-in customer) and cart link with the number of pieces in the cart. Pages are shared by every visitor,
 * so the number comes from a cookie the cart forms keep current, written in by a few bytes of
 * inline script before the page hydrates (into attributes, which React leaves alone), instead of a
 * client component and a request on every page.
 */
export async function CartLink({ locale }: { locale: AppLocale }) {
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout.header' }),
    pageFlags(locale).catch((): PageFlags => ({})),
  ]);
  // Switched-off pages leave the header: no account without its pages, no log-in link without log-in.
  const account = isShown(pages, 'user');
  const logIn = account && isShown(pages, 'login');
  const script = `(function(){var m=document.cookie.match(/(?:^|; )${CART_COUNT_COOKIE}=(\\d{1,4})(?:;|$)/);var n=m?+m[1]:0;if(!n)return;document.querySelectorAll('[data-cart-link]').forEach(function(a){a.setAttribute('data-count',n>99?'99+':String(n));a.setAttribute('aria-label',a.getAttribute('data-label').replace('{count}',n))})})()`;
  // Attributes React does not render, so hydration leaves them alone; the popover reports its state.
  const userMenuScript = `(function(){if(!/(?:^|; )${SIGNED_IN_COOKIE}=1(?:;|$)/.test(document.cookie))return;var w=document.querySelector('[data-account]'),m=document.getElementById('user-menu');if(!w||!m)return;w.setAttribute('data-signed-in','');var b=w.querySelector('[popovertarget]');b.setAttribute('aria-expanded','false');m.addEventListener('toggle',function(e){b.setAttribute('aria-expanded',e.newState==='open'?'true':'false')})})()`;
  return (
    <>
      {/*
        The same for everyone (pages are shared): the account link, or log-in on the way to it; a
        script swaps in the user menu when the readable signed_in cookie says a customer is there.
      */}
      <div data-account="" className="group ml-auto flex shrink-0 items-center">
        {logIn && (
          <a
            href={localizedPath(locale, '/uzivatel')}
            aria-label={t('account')}
            className="flex items-center gap-2 rounded-md px-2 py-1.5 font-semibold text-ink no-underline hover:bg-tint group-data-signed-in:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-current stroke-2">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21a8 8 0 0 1 16 0" />
            </svg>
            <span className="hidden sm:inline">{t('account')}</span>
          </a>
        )}
        {account && <UserMenu locale={locale} label={t('account')} />}
      </div>
      <a
        href={localizedPath(locale, '/kosik')}
        data-cart-link=""
        data-label={t.raw('cartWithCount') as string}
        aria-label={t('cart')}
        className="cart-link relative flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 font-semibold text-ink no-underline hover:bg-tint"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-current stroke-2">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
          <circle cx="10" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        <span className="hidden sm:inline">{t('cart')}</span>
      </a>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <script dangerouslySetInnerHTML={{ __html: userMenuScript }} />
    </>
  );
}
