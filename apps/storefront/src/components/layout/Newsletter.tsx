/** Slot for the optional newsletter sign-up; comes with the newsletter issue. */
export function Newsletter() {
  return null;
}
