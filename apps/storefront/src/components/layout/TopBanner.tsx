/**
 * Slot for the optional top banner: only when enabled for the current
 * domain code, closable. Its content source is not specified yet, so it renders nothing.
 */
export function TopBanner() {
  return null;
}
