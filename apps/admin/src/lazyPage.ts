import { lazy, type ComponentType } from 'react';

/**
 * A page whose module loads when an operator first opens it: its code (and the editors it brings)
 * lies in a chunk of its own, outside the first screen's.
 */
export const lazyPage = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));
