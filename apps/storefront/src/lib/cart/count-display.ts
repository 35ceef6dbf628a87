/** Keeps the header's cart link current after a change, as its inline script does on page load. */
export function showCartCount(count: number) {
  document.querySelectorAll<HTMLElement>('[data-cart-link]').forEach((a) => {
    a.setAttribute('data-count', count > 99 ? '99+' : String(count));
    a.setAttribute('aria-label', (a.getAttribute('data-label') ?? '').replace('{count}', String(count)));
  });
}
