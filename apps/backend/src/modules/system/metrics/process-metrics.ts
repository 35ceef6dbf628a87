import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * Node's own metrics (CPU, memory, heap, handles, event-loop lag and utilisation, GC), once per
 * process: they describe the process, and each collection starts an event-loop monitor that is
 * never stopped, so every app of the process shares one set.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
