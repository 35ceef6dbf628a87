import { siteUrl } from '../site';

/** An absolute URL of a storefront path (with its locale prefix), for JSON-LD and canonical links. */
export const absoluteUrl = (path: string) => new URL(path, siteUrl).href;
