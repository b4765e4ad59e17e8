/** The metrics module's entrance: what other modules may use (metrics/README.md). */
export { listenForMetrics, registerMetrics } from './plugin';
export type { MetricsSettings } from './plugin';
export type { ClientErrorKind } from './registry';
