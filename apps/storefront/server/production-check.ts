/**
 * What a storefront in production (SHOP_ENV=production, as for the backend) must not run without,
 * each line naming the variable to set. It serves plain HTTP, so in production it stands behind a
 * proxy that ends TLS: the shop's address is https, and the proxy must be trusted for the shopper's
 * address (log-in and order limits count by it) and scheme.
 */
export function productionRefusals(env: Record<string, string | undefined>): string[] {
  if (env.SHOP_ENV !== 'production') return [];
  const refusals: string[] = [];
  let site: URL | null = null;
  try {
    site = new URL(env.SITE_URL ?? '');
  } catch {
    // reported below
  }
  if (site?.protocol !== 'https:')
    refusals.push('  SITE_URL: must be the shop’s https:// address in production');
  if (!env.TRUST_PROXY?.trim())
    refusals.push(
      '  TRUST_PROXY: the addresses of the proxy in front (it ends TLS and tells the shopper’s address)',
    );
  if (!env.REVALIDATE_SECRET || env.REVALIDATE_SECRET.length < 16)
    refusals.push(
      '  REVALIDATE_SECRET: the backend’s value (16 characters or more), or changes never reach the pages',
    );
  return refusals;
}
