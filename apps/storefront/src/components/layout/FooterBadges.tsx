/** Slot for the optional footer badge widgets (spec §2 layout item 9, e.g. shop certification). */
export function FooterBadges() {
  return null;
}
