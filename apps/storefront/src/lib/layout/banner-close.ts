import { rememberClosed } from '@/lib/consent/closed-offers';

/**
 * Wires a bar's close button (`[data-close]` inside it): closing hides the bar, remembers the
 * closing under `storageKey`, and puts focus on the page's content, since the focused button is
 * gone. Returns the unwiring.
 */
export function wireBannerClose(bar: HTMLElement, hide: () => void, storageKey: string): () => void {
  const close = bar.querySelector<HTMLButtonElement>('[data-close]');
  if (!close) return () => {};
  const onClose = () => {
    hide();
    rememberClosed(storageKey);
    document.getElementById('content')?.focus();
  };
  close.addEventListener('click', onClose);
  return () => close.removeEventListener('click', onClose);
}
