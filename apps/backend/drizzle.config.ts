import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/backend` writes SQL migrations from the modules' tables.ts files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/tables.ts',
  out: './src/db/migrations',
  schemaFilter: [
    'settings',
    'customer',
    'catalog',
    'inventory',
    'shipping',
    'payment',
    'publishing',
    'navigation',
    'merchandising',
    'pages',
    'articles',
    'branches',
    'content',
    'cart',
    'orders',
    'jobs',
    'test_gateway',
    'test_packeta',
    'support',
    'marketing',
    'operators',
    'invoicing',
  ],
});
