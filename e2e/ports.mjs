// Ports of the browser-test servers, apart from `npm start`'s 3000 and 4000.
export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 4100),
  web: Number(process.env.E2E_WEB_PORT ?? 3100),
};

// Shared by the storefront under test (REVALIDATE_SECRET) and the tests that sign revalidation calls.
export const revalidateSecret = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret';

// A second copy of the browser-test shop can run beside the first (its own ports, data and build)
// when E2E_LANE names it.
const lane = process.env.E2E_LANE ? `-${process.env.E2E_LANE}` : '';
/** The test shop's data folder, relative to e2e/ (its outbox is where the tests read mails). */
export const dataDirName = `.data${lane}`;
/** The storefront build the test shop serves, relative to the storefront. */
export const distDirName = `.next-e2e${lane}`;
