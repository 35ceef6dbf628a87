import type { Translated } from '../db/columns.ts';
import type { SeoTexts } from './dataset.ts';

/** A person working at a branch, shown on its page with photo and contact. */
export interface BranchEmployeeRow {
  name: string;
  jobTitle: Translated;
  email?: string;
  phone?: string;
  /** Path under the media root. */
  photo?: string;
}

/**
 * The CMS page of a branch: where it is, when it is open, how to get there, who works there.
 * `storeId` is the store's branch (the data set's `branches`, personal pick-up) or null for a
 * shop without pick-up.
 */
export interface BranchPageRow {
  id: number;
  storeId: number | null;
  /** The shop's main branch. */
  primary: boolean;
  /** The same slug in every locale the title is translated to. */
  slug: string;
  title: Translated;
  /** HTML. */
  description?: Translated;
  street: string;
  city: string;
  /** Five digits. */
  postcode: string;
  /** Alpha-3: CZE, SVK. */
  countryCode: string;
  region: string;
  phone?: string;
  email?: string;
  /** One line per day, Monday first. */
  openingHours: Translated[];
  latitude: number;
  longitude: number;
  googleMapLink?: string;
  mapDescription?: Translated;
  mainImage?: string;
  images: string[];
  carAccessibility?: Translated;
  publicTransportationAccessibility?: Translated;
  payWithCard: boolean;
  reviewLink?: string;
  /** ISO date-times; the branch is closed in between (inventory, holidays). */
  closed?: { from: string; to: string };
  services: Translated[];
  weight: number;
  seo: SeoTexts;
  employees: BranchEmployeeRow[];
}
