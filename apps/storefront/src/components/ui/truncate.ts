/** Category titles in menus and tiles are cut to 45 characters, trust points to 80. */
export const CATEGORY_TITLE_MAX = 45;
export const TRUST_POINT_MAX = 80;

/** Cuts a title to `max` characters with an ellipsis (category titles 45, trust points 80). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
