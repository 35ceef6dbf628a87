import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { company, type Company } from '@shop/contract';
import type { CompanyRegistry } from './company-registry.ts';

/**
 * A registry served from a JSON array of companies (contract shape). The file is read and validated
 * on the first lookup, so a malformed entry or a duplicate IČO fails loudly instead of being served.
 */
export function fileCompanyRegistry(file: URL): CompanyRegistry {
  let index: Promise<Map<string, Company>> | undefined;

  const load = async () => {
    const companies = z.array(company).parse(JSON.parse(await readFile(file, 'utf8')));
    const byIco = new Map(companies.map((c) => [c.ico, c]));
    if (byIco.size !== companies.length) throw new Error(`${file.pathname}: duplicate IČO`);
    return byIco;
  };

  return {
    async findByIco(ico) {
      // A failed read is not cached: the next lookup tries again.
      index ??= load().catch((err: unknown) => {
        index = undefined;
        throw err;
      });
      return (await index).get(ico.trim()) ?? null;
    },
  };
}

/** Fictitious companies in real Czech municipalities, with valid IČO check digits. */
export const localCompanyRegistry = fileCompanyRegistry(new URL('./companies.json', import.meta.url));
