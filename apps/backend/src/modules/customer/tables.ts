import { boolean, pgSchema, text } from 'drizzle-orm/pg-core';

/** Customers and their groups; accounts and addresses come with the account issue. */
export const customerSchema = pgSchema('customer');

/** A restricted group is never granted from a header alone (DESIGN: signed variantHash). */
export const customerGroups = customerSchema.table('customer_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  variant: text('variant', { enum: ['b2c', 'b2b'] }).notNull(),
  restricted: boolean('restricted').notNull().default(false),
});
