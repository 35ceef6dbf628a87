import { inArray } from 'drizzle-orm';
import type { Locale, Material } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import type { Translated } from '../../../db/columns.ts';
import { parameterValuesByIds } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { materials } from '../tables.ts';

/** material(ids): material records of parameter values, in the order asked; unknown ids left out. */
export async function getMaterials(db: Db, ids: number[], locale: Locale): Promise<Material[]> {
  if (ids.length === 0) return [];
  const found = await db.select().from(materials).where(inArray(materials.valueId, ids));
  // A material is the CMS's text about a parameter value of the store, named by that value.
  const values = await parameterValuesByIds(
    db,
    found.map((m) => m.valueId),
  );
  const rows = found.flatMap((material) => {
    const value = values.find((v) => v.id === material.valueId);
    return value ? [{ material, name: value.name }] : [];
  });
  const html = (text: Translated | null) => (text ? cleanHtml(translate(text, locale)) : null);
  return [...new Set(ids)].flatMap((id) => {
    const r = rows.find((x) => x.material.valueId === id);
    return r
      ? [
          {
            _id: id,
            title: translate(r.name, locale),
            material_hygiene: html(r.material.hygiene),
            material_lubricants: html(r.material.lubricants),
            description: html(r.material.description),
          },
        ]
      : [];
  });
}
