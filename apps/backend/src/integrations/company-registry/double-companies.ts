import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { company, type Company } from '@shop/contract';

/**
 * The companies of a JSON array (contract shape), read and validated on first use, so a malformed
 * entry or a duplicate IČO fails loudly instead of being served. A failed read is not kept: the
 * next use reads again.
 */
export function companiesOfFile(file: URL): () => Promise<Company[]> {
  let loading: Promise<Company[]> | undefined;
  const load = async () => {
    const companies = z.array(company).parse(JSON.parse(await readFile(file, 'utf8')));
    if (new Set(companies.map((c) => c.ico)).size !== companies.length)
      throw new Error(`${file.pathname}: duplicate IČO`);
    return companies;
  };
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

/** Fictitious companies in real Czech municipalities, with valid IČO check digits: the ARES double's register. */
export const doubleCompanies = companiesOfFile(new URL('./companies.json', import.meta.url));
