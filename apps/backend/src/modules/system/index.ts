export { healthRoutes as systemModule } from './health/routes.ts';
export { registerMetrics } from './metrics/metrics.ts';
export { backupRoutes, dataDirHeader } from './backup/routes.ts';
