export * from './errors.ts';
export * from './pagination.ts';
export * from './page-meta.ts';
export * from './headers.ts';
export * from './categories.ts';
export * from './menu.ts';
export * from './top-categories.ts';
export * from './media.ts';
