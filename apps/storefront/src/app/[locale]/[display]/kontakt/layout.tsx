import { switchableLayout } from '@/lib/theme/pages';

/** The contact page and its form's answers: every page under it answers 404 while the shop switches them off. */
export default switchableLayout('contact');
