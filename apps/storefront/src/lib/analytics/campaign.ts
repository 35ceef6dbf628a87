/**
 * Where a visitor came from, remembered under marketing consent: the campaign's UTM parameters
 * (`utm`, a JSON object of campaign, content, medium, source and term) and the affiliate network's
 * click id (`cjevent`), each in a cookie for 30 days. Both are off unless the shop turns them on.
 */
export const UTM_COOKIE = 'utm';
export const AFFILIATE_COOKIE = 'cjevent';
export const CAMPAIGN_MAX_AGE_SECONDS = 30 * 24 * 3600;

const UTM_KEYS = ['campaign', 'content', 'medium', 'source', 'term'] as const;
const MAX_VALUE_LENGTH = 200;

export interface CampaignTracking {
  utm: boolean;
  affiliate: boolean;
}

/**
 * The `document.cookie` assignments a landing address asks for. The affiliate cookie is secure
 * and written only when it is new or holds another id; the UTM cookie whenever a campaign lands.
 */
export function campaignCookies(
  search: URLSearchParams,
  current: (name: string) => string | null,
  tracking: CampaignTracking,
  secure: boolean,
): string[] {
  const out: string[] = [];
  const attributes = `Path=/; Max-Age=${CAMPAIGN_MAX_AGE_SECONDS}; SameSite=Lax`;
  if (tracking.utm) {
    const utm = Object.fromEntries(
      UTM_KEYS.flatMap((key) => {
        const value = search.get(`utm_${key}`)?.trim().slice(0, MAX_VALUE_LENGTH);
        return value ? [[key, value]] : [];
      }),
    );
    if (Object.keys(utm).length > 0)
      out.push(
        `${UTM_COOKIE}=${encodeURIComponent(JSON.stringify(utm))}; ${attributes}${secure ? '; Secure' : ''}`,
      );
  }
  if (tracking.affiliate) {
    const id = search.get('cjevent')?.trim() ?? '';
    if (/^[\w-]{1,200}$/.test(id) && current(AFFILIATE_COOKIE) !== id)
      out.push(`${AFFILIATE_COOKIE}=${id}; ${attributes}; Secure`);
  }
  return out;
}
