import type { Tx } from '../../../db/client.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import { checkContentBlocks } from './check.ts';
import type { ContentBlock } from '../tables.ts';

/** Content blocks checked against their types' schemas (422 per field, Czech); undefined: unchanged. */
export async function checkedBlocks(
  tx: Tx,
  raw: unknown[] | undefined,
): Promise<{ contentBlocks?: ContentBlock[] }> {
  if (raw === undefined) return {};
  const checked = await checkContentBlocks(tx, raw, 'content_blocks');
  if (Object.keys(checked.errors).length) throw new FieldsRefused(checked.errors);
  return { contentBlocks: checked.blocks as ContentBlock[] };
}
