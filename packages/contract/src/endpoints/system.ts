import { endpoint } from '../endpoint.ts';
import { healthResponse, readyResponse } from '../health.ts';

/** Probes and scrapes: liveness, readiness and the Prometheus metrics. */
export const systemApi = {
  health: endpoint.get('/health', {
    tags: ['system'],
    summary: 'Liveness',
    response: { 200: healthResponse },
  }),
  ready: endpoint.get('/ready', {
    tags: ['system'],
    summary:
      'Readiness: 200 when the database (and Redis, where configured) answer, else 503; 503 `stopping` once the process is shutting down',
    response: { 200: readyResponse, 503: readyResponse },
  }),
  // Text, not JSON: no answer schema.
  metrics: endpoint.get('/metrics', {
    tags: ['system'],
    summary: 'Prometheus metrics (text format), with Authorization: Bearer <METRICS_KEY>',
  }),
};
