import { bigint, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local Packeta double's own data: it stands in for Packeta's API on a machine that cannot
 * reach it, so it keeps its packets apart from the shop's shipments, as Packeta would; in the
 * database, so that every process of a shop answers the same.
 */
export const testPacketaSchema = pgSchema('test_packeta');

/** Packets created through the double's createPacket, with their carrier state. */
export const testPacketaPackets = testPacketaSchema.table('packets', {
  /** Packeta's packet id: ten digits; the barcode is "Z" and the id. */
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 4100000001 }),
  number: text('number').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  addressId: text('address_id').notNull(),
  currency: text('currency').notNull(),
  value: text('value').notNull(),
  cod: text('cod').notNull(),
  weight: text('weight').notNull(),
  eshop: text('eshop').notNull(),
  /** Packeta's status code: 1 received data, 2 arrived, 5 ready for pickup, 7 delivered, 10 returned … */
  statusCode: integer('status_code').notNull().default(1),
  statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
