import { previewRoute } from '@/components/content/preview/preview-route';

/** /nahled/stranka/{id}?token=…: the back office's preview of a draft (page). */
export const instant = false;
const route = previewRoute('page');
export const generateMetadata = route.generateMetadata;
export default route.PreviewRoute;
