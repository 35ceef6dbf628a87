import type { Dataset } from './dataset.ts';

export interface DemoOptions {
  seed?: number;
  products?: number;
  images?: boolean;
}

/**
 * The demo generator, loaded lazily: start-up only pays for it when the database is empty, and the
 * module is imported by path so the backend builds before the generator exists.
 */
export async function generateDemo(options?: DemoOptions): Promise<Dataset> {
  // A URL rather than a literal specifier: type checking must not depend on the generator being present.
  const specifier = new URL('./demo/index.ts', import.meta.url).href;
  const mod = (await import(specifier)) as { generateDemoDataset: (o?: DemoOptions) => Dataset };
  return mod.generateDemoDataset(options);
}
