/**
 * The attribute that marks a page's main picture (its largest paint): the server starts the page's
 * scripts once the browser reports that picture painted (server/hydrate-after-paint.ts). Plain data
 * so that the server and client components share it.
 */
export const MAIN_PICTURE = { elementtiming: 'main-picture' } as const;
