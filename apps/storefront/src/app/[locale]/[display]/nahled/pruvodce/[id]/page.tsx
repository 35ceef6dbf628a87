import { previewRoute } from '@/components/content/preview/preview-route';

/** /nahled/pruvodce/{id}?token=…: the back office's preview of a draft (curated_guide). */
export const instant = false;
const route = previewRoute('curated_guide');
export const generateMetadata = route.generateMetadata;
export default route.PreviewRoute;
