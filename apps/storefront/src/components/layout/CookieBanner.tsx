/**
 * Slot for the cookie consent banner: shown at the top or bottom
 * only if it was not closed before, with the consent provider's script when a consent id is
 * configured. Not specified in this issue yet, so it renders nothing.
 */
export function CookieBanner(_props: { position: 'top' | 'bottom' }) {
  return null;
}
