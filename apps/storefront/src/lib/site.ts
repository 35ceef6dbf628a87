/** Public origin of the storefront, for canonical URLs and metadata (`SITE_URL`). */
export const siteUrl = new URL(process.env.SITE_URL ?? 'http://localhost:3000');
