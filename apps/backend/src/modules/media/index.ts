export { mediaRoutes as mediaModule } from './images/routes.ts';
export { readOriginal } from './originals.ts';
