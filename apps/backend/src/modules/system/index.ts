export { healthRoutes as systemModule } from './health/routes.ts';
