import { z } from 'zod';
import {
  benefitIconTypes,
  buttonStyles,
  layoutImagePositions,
  newsletterTypes,
  textBoxStyles,
  uspIcons,
} from '@shop/contract';

/**
 * How content blocks are stored in the jsonb `content_blocks` of pages, curated guides and
 * articles: `type` and that type's fields, texts translated ({ cs, sk?, de? }), products and
 * categories as store ids, curated guides as guide ids, top categories as their ids.
 */

const translatedText = z.object({ cs: z.string(), sk: z.string().optional(), de: z.string().optional() });
/** Only plain hex colours reach inline styles. */
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .optional();
const ids = z.array(z.number().int().positive()).max(100);

const titled = { block_title: translatedText.optional() };

export const storedBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('benefit_body'), icon_type: z.enum(benefitIconTypes), content: translatedText }),
  z.object({
    type: z.literal('big_title'),
    title: translatedText,
    text: translatedText.optional(),
    background_color: colour,
    text_color: colour,
  }),
  z.object({
    type: z.literal('categories'),
    ...titled,
    block_title_color: colour,
    block_title_background_color: colour,
    top_category_ids: z.array(z.string()).max(50),
  }),
  z.object({ type: z.literal('collapsible'), title: translatedText, text: translatedText }),
  z.object({
    type: z.literal('curated_guide_products'),
    title: translatedText,
    content: translatedText,
    benefit_line: translatedText.optional(),
    products_list_title: translatedText.optional(),
    product_ids: ids,
  }),
  z.object({ type: z.literal('curated_guides'), ...titled, guide_ids: ids }),
  z.object({
    type: z.literal('newsletter'),
    newsletter_type: z.enum(newsletterTypes),
    ...titled,
    text: translatedText.optional(),
  }),
  z.object({ type: z.literal('products'), ...titled, product_ids: ids }),
  z.object({ type: z.literal('productBoxes'), ...titled, product_ids: ids }),
  z.object({ type: z.literal('categoryBoxes'), ...titled, category_ids: ids }),
  z.object({
    type: z.literal('row'),
    ...titled,
    category_ids: ids.default([]),
    product_ids: ids.default([]),
  }),
  z.object({ type: z.literal('quote'), text: translatedText, author: z.string().optional() }),
  z.object({ type: z.literal('text'), text: translatedText }),
  z.object({
    type: z.literal('text_boxes'),
    ...titled,
    background_image: z.string().optional(),
    background_banner_image: z.string().optional(),
    background_color: colour,
    text_boxes: z
      .array(
        z.object({
          text: translatedText,
          background_color: colour,
          text_color: colour,
          box_styles: z.array(z.enum(textBoxStyles)).default([]),
        }),
      )
      .max(12),
    button: z
      .object({
        text: translatedText,
        button_link: z.string(),
        background_color: colour,
        text_color: colour,
        style: z.enum(buttonStyles).default('filled'),
      })
      .optional(),
  }),
  z.object({
    type: z.literal('usp'),
    ...titled,
    items: z.array(z.object({ icon: z.enum(uspIcons), title: translatedText, text: translatedText })).max(12),
  }),
  z.object({
    type: z.literal('layout_images'),
    ...titled,
    images: z
      .array(
        z.object({
          path: z.string(),
          alt: translatedText,
          position: z.enum(layoutImagePositions).default('center'),
          offset_x: z.number().min(-100).max(100).default(0),
          offset_y: z.number().min(-100).max(100).default(0),
          rotation: z.number().min(-180).max(180).default(0),
          wallpaper: z.boolean().default(false),
        }),
      )
      .max(12),
  }),
]);
export type StoredBlock = z.infer<typeof storedBlock>;
/** What a writer of blocks (seed, operator) gives: defaults may be left out. */
export type StoredBlockInput = z.input<typeof storedBlock>;

/** The stored blocks that are valid, in order; a block the shop cannot read is left out. */
export function readStoredBlocks(raw: unknown): StoredBlock[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((b) => {
    const parsed = storedBlock.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });
}
