import type { Page } from '@playwright/test';

/** The notifications on screen (top centre of every page). */
export const notifications = (page: Page) =>
  page.getByRole('region', { name: 'Oznámení' }).locator(':scope > div');
