export { searchRoutes as searchModule } from './routes.ts';
export { search } from './service.ts';
