/**
 * `/pomucky-{product}`: aids and accessories for a product. The public path is one segment with a
 * prefix, which the catch-all would take for a category slug; the proxy routes it to the internal
 * route `pomucky/{product}` instead. Edge-safe: no imports.
 */
export const AIDS_PREFIX = 'pomucky-';
/** The internal route's first segment. */
export const AIDS_ROUTE_SEGMENT = 'pomucky';

/** The public path of a product's aids page. */
export const aidsPath = (productSlug: string) => `/${AIDS_PREFIX}${encodeURIComponent(productSlug)}`;

/** The internal route's segments for a public path's segments, or null when it is no aids page. */
export function aidsRouteSegments(rest: readonly string[]): string[] | null {
  const [first] = rest;
  if (rest.length !== 1 || !first?.startsWith(AIDS_PREFIX) || first.length === AIDS_PREFIX.length)
    return null;
  return [AIDS_ROUTE_SEGMENT, first.slice(AIDS_PREFIX.length)];
}
