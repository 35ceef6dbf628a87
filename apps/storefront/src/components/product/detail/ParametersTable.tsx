import type { Product } from '@shop/contract';

/** The product's descriptive parameters (material, volume …) with their values. */
export function ParametersTable({ product, heading }: { product: Product; heading: string }) {
  const rows = product.content.parameters.flatMap((ref) => {
    const p = product.parameters.find((x) => x.id === ref.entityId);
    if (!p || p.variantDefining) return [];
    const values = p.values.filter((v) => ref.values.includes(v.id)).map((v) => v.name);
    if (values.length === 0) return [];
    // Value names carry their unit already ('24 ks', '52 mm').
    return [{ id: p.id, name: p.name, value: values.join(', ') }];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-parameters">
      <h2 id="product-parameters" className="mb-3 text-xl font-bold">
        {heading}
      </h2>
      <table className="w-full max-w-xl text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-line">
              <th scope="row" className="w-1/2 py-2 pr-4 text-left font-semibold">
                {r.name}
              </th>
              <td className="py-2">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
