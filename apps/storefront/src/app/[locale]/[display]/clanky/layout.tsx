import { switchableLayout } from '@/lib/theme/pages';

/** The article categories: every page under it answers 404 while the shop switches them off. */
export default switchableLayout('articles');
