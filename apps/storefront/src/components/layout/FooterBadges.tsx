/** Slot for the optional footer badge widgets (e.g. shop certification). */
export function FooterBadges() {
  return null;
}
