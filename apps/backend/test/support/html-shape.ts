/**
 * How many headings, paragraphs, list items and table rows an HTML text holds, and its links: a
 * translation of a text keeps the original's shape, so the page looks and links the same.
 */
export const htmlShape = (html: string) => ({
  headings: html.match(/<h[1-6][ >]/g)?.length ?? 0,
  paragraphs: html.match(/<p[ >]/g)?.length ?? 0,
  items: html.match(/<li>/g)?.length ?? 0,
  rows: html.match(/<tr>/g)?.length ?? 0,
  links: [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
});
