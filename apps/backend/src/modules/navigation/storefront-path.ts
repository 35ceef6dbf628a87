/** Trailing slashes do not make another path: `/a/` and `/a` are the same page. */
export const normalisePath = (path: string): string => path.replace(/\/+$/, '') || '/';
