import type { CategoryRow } from './api';

/** A category in the flattened, displayed tree: its depth and whether it has children. */
export interface FlatCategory extends CategoryRow {
  depth: number;
  hasChildren: boolean;
}

/** Children of each parent (null: the top) in their order. */
export function childrenByParent(rows: CategoryRow[]): Map<number | null, CategoryRow[]> {
  const out = new Map<number | null, CategoryRow[]>();
  for (const r of rows) out.set(r.parentId, [...(out.get(r.parentId) ?? []), r]);
  for (const list of out.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return out;
}

/** The displayed rows: depth first, children of collapsed categories (and of `skip`) left out. */
export function flatten(rows: CategoryRow[], collapsed: Set<number>, skip?: number): FlatCategory[] {
  const children = childrenByParent(rows);
  const out: FlatCategory[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const c of children.get(parentId) ?? []) {
      const kids = children.get(c.id) ?? [];
      out.push({ ...c, depth, hasChildren: kids.length > 0 });
      if (!collapsed.has(c.id) && c.id !== skip && depth < 50) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The tree after a move, positions renumbered as the server does. */
export function moved(
  rows: CategoryRow[],
  id: number,
  parentId: number | null,
  position: number,
): CategoryRow[] {
  const children = childrenByParent(rows.map((r) => (r.id === id ? { ...r, parentId } : r)));
  const siblings = (children.get(parentId) ?? []).filter((c) => c.id !== id);
  const self = rows.find((r) => r.id === id)!;
  siblings.splice(Math.min(position, siblings.length), 0, { ...self, parentId });
  children.set(parentId, siblings);
  const positions = new Map<number, number>();
  for (const list of children.values()) list.forEach((c, i) => positions.set(c.id, i));
  return rows.map((r) => ({
    ...r,
    parentId: r.id === id ? parentId : r.parentId,
    position: positions.get(r.id)!,
  }));
}

/** Whether `id` is `ancestor` or lies below it. */
export function isWithin(rows: CategoryRow[], id: number | null, ancestor: number): boolean {
  const parents = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let p = id, n = 0; p !== null && p !== undefined && n < 100; p = parents.get(p) ?? null, n++) {
    if (p === ancestor) return true;
  }
  return false;
}

export type Step = 'up' | 'down' | 'indent' | 'outdent';

/** Where a keyboard step takes a category (parent and position), or null when it cannot go there. */
export function stepTarget(
  rows: CategoryRow[],
  id: number,
  step: Step,
): { parentId: number | null; position: number } | null {
  const self = rows.find((r) => r.id === id);
  if (!self) return null;
  const children = childrenByParent(rows);
  const siblings = children.get(self.parentId) ?? [];
  const index = siblings.findIndex((s) => s.id === id);
  switch (step) {
    case 'up':
      return index > 0 ? { parentId: self.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId: self.parentId, position: index + 1 } : null;
    case 'indent': {
      // Becomes the last child of the sibling above it.
      const above = siblings[index - 1];
      return above ? { parentId: above.id, position: (children.get(above.id) ?? []).length } : null;
    }
    case 'outdent': {
      // Goes right after its parent, among the parent's siblings.
      if (self.parentId === null) return null;
      const parent = rows.find((r) => r.id === self.parentId)!;
      const parentSiblings = children.get(parent.parentId) ?? [];
      return { parentId: parent.parentId, position: parentSiblings.findIndex((s) => s.id === parent.id) + 1 };
    }
  }
}

/**
 * Where a dragged row lands: over another row, and moved sideways by `offsetX` pixels (one
 * indentation step = one level deeper or shallower), as far as its neighbours allow.
 */
export function dropTarget(
  items: FlatCategory[],
  activeId: number,
  overId: number,
  offsetX: number,
  indent: number,
): { parentId: number | null; position: number; depth: number } {
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  const active = items[from]!;
  const reordered = [...items];
  reordered.splice(from, 1);
  reordered.splice(to, 0, active);
  const previous = reordered[to - 1];
  const next = reordered[to + 1];
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.max(minDepth, Math.min(maxDepth, active.depth + Math.round(offsetX / indent)));
  let parentId: number | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else
      parentId =
        reordered
          .slice(0, to)
          .reverse()
          .find((i) => i.depth === depth)?.parentId ?? null;
  }
  const position = reordered.slice(0, to).filter((i) => i.parentId === parentId && i.id !== activeId).length;
  return { parentId, position, depth };
}

/** The category's names with the missing translations named. */
export const missingLocales = (name: { cs: string; sk?: string; de?: string }) =>
  (['sk', 'de'] as const).filter((l) => !name[l]);
