import type { AppContext, Feature } from '../context';
import { httpTimings, metricsRoutes } from './metrics.routes';

/**
 * The operator's figures (docs/operations.md): HTTP timings for every call, `GET /metrics`
 * (off unless METRICS_TOKEN is set), and the socket connections by kind of principal.
 */
export function metricsFeature(ctx: AppContext): Feature {
  const { metrics } = ctx;
  return {
    middleware: [httpTimings(metrics)],
    routers: [metricsRoutes(metrics, ctx.config.METRICS_TOKEN)],
    attach(io) {
      metrics.watchSockets(() => {
        const byKind = new Map<string, number>();
        for (const socket of io.of('/').sockets.values()) {
          const kind = socket.data.principal?.kind ?? 'unknown';
          byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
        }
        return byKind;
      });
    },
  };
}
