export { mediaRoutes as mediaModule } from './images/routes.ts';
