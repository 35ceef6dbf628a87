import { pgSchema } from 'drizzle-orm/pg-core';

/** The product catalogue: categories, products, variants, parameters, tags, brands, prices. */
export const catalogSchema = pgSchema('catalog');
