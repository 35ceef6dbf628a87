import type { Dataset } from './dataset.ts';

export interface DemoOptions {
  seed?: number;
  products?: number;
  images?: boolean;
}

/** The demo generator, loaded lazily: start-up only pays for it when the database is empty. */
export async function generateDemo(options?: DemoOptions): Promise<Dataset> {
  const { generateDemoDataset } = await import('./demo/index.ts');
  return generateDemoDataset(options);
}
