import { z } from 'zod';

/** Menu item: id, title, main, children, path. `path` is a storefront path without locale prefix. */
export interface MenuItem {
  id: string;
  title: string;
  main: boolean;
  path: string;
  children: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    main: z.boolean(),
    path: z.string(),
    children: z.array(menuItem),
  }),
);

/** GET /menu-object/{code}: `main` (main menu), `footer-1`, `footer-2`. */
export const menuCodes = ['main', 'footer-1', 'footer-2'] as const;
export const menuObjectResponse = z.object({ code: z.string(), items: z.array(menuItem) });
export type MenuObjectResponse = z.infer<typeof menuObjectResponse>;
