import { switchableLayout } from '@/lib/theme/pages';

/** The shopping guide's articles, tags and authors: every page under it answers 404 while the shop switches them off. */
export default switchableLayout('articles');
