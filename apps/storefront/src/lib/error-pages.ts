/**
 * The shop's error pages as routes of their own. Next renders a `notFound()` or an error thrown by
 * a page as an empty document that only scripts fill in; the storefront server (server/error-pages)
 * answers such a document request with one of these pages instead, under the original status, so
 * that visitors without JavaScript and crawlers get the whole page. Edge-safe: no imports.
 */
export const errorPageSegments = {
  403: 'pristup-odepren',
  404: 'stranka-nenalezena',
  500: 'chyba',
} as const;

export type ErrorPageStatus = keyof typeof errorPageSegments;

/** The error page a status is shown with: 403 forbidden, 404 not found, 500 for every server error. */
export function errorPageStatus(status: number): ErrorPageStatus | null {
  if (status === 403) return 403;
  if (status === 404) return 404;
  if (status >= 500 && status <= 599) return 500;
  return null;
}

/** The status an error page's own path answers with, or null for any other first segment. */
export function statusOfErrorPageSegment(segment: string | undefined): ErrorPageStatus | null {
  if (segment === errorPageSegments[403]) return 403;
  if (segment === errorPageSegments[404]) return 404;
  if (segment === errorPageSegments[500]) return 500;
  return null;
}
