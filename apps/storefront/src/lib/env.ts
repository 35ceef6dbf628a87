/** Backend addresses (server side). Pointing these at another backend speaking the contract is enough. */
const DEFAULT_BACKEND = 'http://localhost:4000';

const trim = (s: string) => s.replace(/\/+$/, '');

export const env = {
  /** Store API: `/api/v1/…` */
  storeUrl: trim(process.env.STORE_URL ?? DEFAULT_BACKEND),
  /** CMS and catalogue: `/graphql`, `/menu-object/…`, `/catalog/…` */
  cmsUrl: trim(process.env.CMS_URL ?? DEFAULT_BACKEND),
  /** Media host for image URLs (used in server-rendered markup only). */
  mediaUrl: trim(process.env.MEDIA_URL ?? DEFAULT_BACKEND),
};
