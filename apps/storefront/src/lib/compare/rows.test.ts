import type { Product } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { parameterRows, row } from './rows';

type Param = Product['parameters'][number];
const param = (id: number, name: string, values: string[], variantDefining = false): Param => ({
  id,
  code: `p${id}`,
  name,
  kind: 'select',
  unit: null,
  variantDefining,
  values: values.map((v, i) => ({ id: id * 100 + i, name: v, colorHex: null })),
});
/** A product with the parameters given and, of each non-variant one, the value at `chosen`. */
function product(parameters: Param[], chosen: Record<number, number[]>): Product {
  return {
    parameters,
    content: {
      parameters: Object.entries(chosen).map(([id, idx]) => ({
        entityId: Number(id),
        values: idx.map((i) => Number(id) * 100 + i),
      })),
    },
  } as unknown as Product;
}

describe('comparison rows', () => {
  it('lines up parameters by id in first-seen order, marks where the products differ', () => {
    const base = param(1, 'Báze', ['vodní', 'silikonová']);
    const volume = param(2, 'Objem', ['50 ml', '100 ml'], true);
    const scent = param(3, 'Vůně', ['bez parfemace']);
    const rows = parameterRows([
      product([base, volume], { 1: [0] }),
      product([base, scent], { 1: [1], 3: [0] }),
    ]);
    expect(rows).toEqual([
      { key: 'parameter-1', label: 'Báze', values: ['vodní', 'silikonová'], differs: true },
      { key: 'parameter-2', label: 'Objem', values: ['50 ml, 100 ml', ''], differs: true },
      { key: 'parameter-3', label: 'Vůně', values: ['', 'bez parfemace'], differs: true },
    ]);
  });

  it('leaves out a parameter no product has a value of; equal values do not differ', () => {
    const base = param(1, 'Báze', ['vodní', 'silikonová']);
    const empty = param(4, 'Barva', ['červená']);
    const rows = parameterRows([product([base, empty], { 1: [0] }), product([base], { 1: [0] })]);
    expect(rows).toEqual([{ key: 'parameter-1', label: 'Báze', values: ['vodní', 'vodní'], differs: false }]);
    expect(row('x', 'X', ['a']).differs).toBe(false);
  });
});
