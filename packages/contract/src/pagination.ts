import { z } from 'zod';

/** Query of every paged store list; `perPage` is capped per endpoint. */
export const pageQuery = (maxPerPage: number, defaultPerPage = maxPerPage) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });

/** Envelope of paged store lists (`data`, `currentPage`, `totalPages`). */
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  });
