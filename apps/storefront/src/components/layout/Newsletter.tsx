/** Slot for the optional newsletter sign-up (spec §2 layout item 10); comes with the newsletter issue. */
export function Newsletter() {
  return null;
}
