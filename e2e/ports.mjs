// Ports of the browser-test servers, apart from `npm start`'s 3000 and 4000.
export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 4100),
  web: Number(process.env.E2E_WEB_PORT ?? 3100),
};

// Shared by the storefront under test (REVALIDATE_SECRET) and the tests that sign revalidation calls.
export const revalidateSecret = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret';

// The backend's operator token in the browser tests' shop.
export const adminToken = process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789';
