import { previewRoute } from '@/components/content/preview/preview-route';

/** /nahled/clanek/{id}?token=…: the back office's preview of a draft (article). */
export const instant = false;
const route = previewRoute('article');
export const generateMetadata = route.generateMetadata;
export default route.PreviewRoute;
