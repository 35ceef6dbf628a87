import type { Product } from '@shop/contract';

/** A line of the comparison: a label and each product's value ('' where it has none). */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** The products do not all have the same value. */
  differs: boolean;
}

/** The product's parameters as shown: the chosen values, or for a variant parameter every variant's. */
function parameterValues(product: Product): Map<number, { name: string; value: string }> {
  const out = new Map<number, { name: string; value: string }>();
  for (const p of product.parameters) {
    const chosen = p.variantDefining
      ? p.values
      : p.values.filter((v) =>
          product.content.parameters.some((ref) => ref.entityId === p.id && ref.values.includes(v.id)),
        );
    if (chosen.length > 0) out.set(p.id, { name: p.name, value: chosen.map((v) => v.name).join(', ') });
  }
  return out;
}

/** One row per parameter any of the products has, in the order they first appear. */
export function parameterRows(products: Product[]): CompareRow[] {
  const perProduct = products.map(parameterValues);
  const order: number[] = [];
  const names = new Map<number, string>();
  for (const values of perProduct)
    for (const [id, { name }] of values)
      if (!names.has(id)) {
        names.set(id, name);
        order.push(id);
      }
  return order.map((id) =>
    row(
      `parameter-${id}`,
      names.get(id)!,
      perProduct.map((v) => v.get(id)?.value ?? ''),
    ),
  );
}

export function row(key: string, label: string, values: string[]): CompareRow {
  return { key, label, values, differs: new Set(values).size > 1 };
}
