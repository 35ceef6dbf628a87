import type { MetadataRoute } from 'next';
import { disallowedPaths } from '@/lib/seo/robots-rules';
import { siteUrl } from '@/lib/site';

/** robots.txt: everything but cart, user area and search results; the sitemap index from SITE_URL. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: disallowedPaths() },
    sitemap: new URL('/sitemap.xml', siteUrl).href,
    host: siteUrl.origin,
  };
}
