import type { ReactNode } from 'react';

/**
 * The real document (<html>, <body>) is rendered by `[locale]/layout.tsx`; this pass-through root
 * exists so that `app/not-found.tsx` can handle URLs outside any locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
