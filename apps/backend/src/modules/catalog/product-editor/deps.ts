import type { Db, Tx } from '../../../db/client.ts';

/** What the product editor needs from outside the catalogue (handed in by the app). */
export interface ProductEditorDeps {
  /** DATA_DIR: pictures named in a gallery must have been uploaded there. */
  dataDir: string;
  /** The shop's public address, for the link to a product's page. */
  storefrontUrl: string;
  /** The customer groups' codes (a price row may name one). */
  customerGroups: (db: Db | Tx) => Promise<Set<string>>;
  /** The shippers' codes (a product may ship free with some). */
  shipperCodes: (db: Db) => Promise<Set<string>>;
}

/** Tells the storefront which cached pages changed. */
export interface EditorRevalidator {
  notifyChanged(tags: string[]): Promise<boolean>;
}
