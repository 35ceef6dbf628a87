/** Every module's tables, for drizzle's relational queries and for drizzle-kit. */
export * from '../modules/operator/tables.ts';
export * from '../modules/invoicing/tables.ts';
export * from '../modules/settings/tables.ts';
export * from '../modules/customer/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/inventory/tables.ts';
export * from '../modules/shipping/tables.ts';
export * from '../modules/payment/tables.ts';
export * from '../modules/cms/tables.ts';
export * from '../modules/cart/tables.ts';
export * from '../modules/order/tables.ts';
export * from '../modules/jobs/tables.ts';
export * from '../modules/test-gateway/tables.ts';
export * from '../modules/test-packeta/tables.ts';
