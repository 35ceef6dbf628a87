import type { Company } from '@shop/contract';
import { aresSubject, aresSubjectPath, companyOfSubject } from './ares-protocol.ts';
import { CompanyRegistryUnavailable, type CompanyRegistry } from './company-registry.ts';

export interface AresRegistryOptions {
  /** ARES_API_URL, or the local double's address. */
  baseUrl: string;
  /** A lookup waits this long for ARES, then the shopper types the company in. */
  timeoutMs?: number;
  /** How long an answer is kept: a register entry rarely changes within a day. */
  cacheMs?: number;
  /** The most answers kept; the oldest go first. */
  maxCached?: number;
}

/**
 * The company register over ARES's REST API. Answers (a company, or none) are kept for a day in
 * the process; a failure is not kept, so the next lookup asks again.
 */
export function aresCompanyRegistry({
  baseUrl,
  timeoutMs = 4000,
  cacheMs = 24 * 3600_000,
  maxCached = 10_000,
}: AresRegistryOptions): CompanyRegistry {
  const cache = new Map<string, { until: number; company: Company | null }>();
  const remember = (ico: string, company: Company | null) => {
    cache.delete(ico);
    if (cache.size >= maxCached) cache.delete(cache.keys().next().value!);
    cache.set(ico, { until: Date.now() + cacheMs, company });
  };

  async function ask(ico: string): Promise<Company | null> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${aresSubjectPath(ico)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new CompanyRegistryUnavailable('ARES did not answer', { cause: err });
    }
    // 404 NENALEZENO: no subject has the IČO; 400 CHYBA_VSTUPU: ARES does not take it as one.
    if (res.status === 404 || res.status === 400) {
      await res.body?.cancel();
      return null;
    }
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new CompanyRegistryUnavailable(`ARES answered ${res.status}`);
    }
    const body = aresSubject.safeParse(await res.json().catch(() => null));
    if (!body.success)
      throw new CompanyRegistryUnavailable('ARES answered in a shape the shop does not know');
    return companyOfSubject(body.data);
  }

  return {
    async findByIco(raw) {
      const ico = raw.trim();
      const kept = cache.get(ico);
      if (kept && kept.until > Date.now()) return kept.company;
      const company = await ask(ico);
      remember(ico, company);
      return company;
    },
  };
}
