import type { ContentBlockView } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';

/** What every block component gets: its block, the page's locale and the visitor's VAT display. */
export interface BlockProps<N extends ContentBlockView['__typename']> {
  block: Extract<ContentBlockView, { __typename: N }>;
  locale: AppLocale;
  vatDisplay: VatDisplay;
}

/** Each block's heading id, unique on the page. */
export const headingId = (block: { _id: string }) => `block-${block._id}-title`;

/** A CMS colour (validated `#rrggbb` by the backend) as an inline style value. */
export const colour = (value: string | null) => value ?? undefined;
