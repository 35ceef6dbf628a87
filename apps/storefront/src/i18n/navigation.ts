import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware navigation helpers (for client components; server code uses `localizedPath`). */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
