'use client';

import type { CurrencyCode } from '@shop/contract';
import { useEffect } from 'react';
import { isSignedIn } from '@/lib/user/signed-in';
import { formatPrice } from '@/lib/catalog/price';

/** Marks a price a logged-in customer may pay differently: `<product id>:<variant id>`. */
export const CUSTOMER_PRICE_ATTRIBUTE = 'data-customer-price';

interface Price {
  withTax: number;
  withoutTax: number;
}

/**
 * Shared pages are rendered once with a guest's prices. For a logged-in customer this swaps, after
 * the page has loaded, every marked price for the customer's own (group or business prices): one
 * request per page for the products shown, then again only for products that appear later
 * (another variant chosen, more products loaded). A marked element carries `data-vat` (with or
 * without) and `data-guest`, the guest's price as shown, which is the part of its text replaced.
 */
export function CustomerPrices({ locale, currency }: { locale: string; currency: CurrencyCode }) {
  useEffect(() => {
    if (!isSignedIn()) return;
    const known = new Map<number, Price>();
    const asked = new Set<number>();
    let own = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function apply(el: HTMLElement, price: Price) {
      const next = formatPrice(el.dataset.vat === 'without' ? price.withoutTax : price.withTax, currency);
      const shown = el.dataset.shownPrice ?? el.dataset.guest;
      if (!shown || shown === next || !el.textContent?.includes(shown)) return;
      el.textContent = el.textContent.replace(shown, next);
      el.dataset.shownPrice = next;
    }

    function scan() {
      if (!own) return;
      const missing = new Set<number>();
      for (const el of document.querySelectorAll<HTMLElement>(`[${CUSTOMER_PRICE_ATTRIBUTE}]`)) {
        const [productId, variantId] = (el.getAttribute(CUSTOMER_PRICE_ATTRIBUTE) ?? '')
          .split(':')
          .map(Number);
        const price = known.get(variantId!);
        if (price) apply(el, price);
        else if (productId && !asked.has(productId)) missing.add(productId);
      }
      if (missing.size === 0) return;
      for (const id of missing) asked.add(id);
      const qs = new URLSearchParams({ ids: [...missing].slice(0, 60).join(','), currency, locale });
      fetch(`/api/catalog/customer-prices?${qs}`, { credentials: 'same-origin' })
        .then((res) =>
          res.ok ? (res.json() as Promise<{ own: boolean; prices: Record<string, Price> }>) : null,
        )
        .then((body) => {
          if (!body) return;
          own = body.own;
          for (const [variantId, price] of Object.entries(body.prices)) known.set(Number(variantId), price);
          scan();
        })
        // Guest prices stay: the cart and the order are priced by the server for the customer anyway.
        .catch(() => undefined);
    }

    scan();
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(scan, 50);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [locale, currency]);
  return null;
}
