import { Router } from 'express';
import type { StartupWork } from '../../core/startup';
import type { Store } from '../../store';

/**
 * Not protocol calls: operators and load balancers use them (docs/operations.md).
 * `/api/health` is liveness: the process answers (200), and says `degraded` while the store
 * cannot write. `/api/ready` is readiness: 503 while the store cannot write (it probes) or
 * start-up work is unfinished, so a balancer sends no traffic a server would fail.
 */
export function healthRoutes(store: Store, startup: StartupWork) {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    const health = store.health();
    res.json({
      status: health.writable ? 'ok' : 'degraded',
      store: store.kind,
      uptimeSeconds: Math.round(process.uptime()),
      ...(health.writable ? {} : { failing: health.failing }),
    });
  });
  router.get('/api/ready', async (_req, res) => {
    const health = await store.probe();
    const unfinished = startup.unfinished();
    const ready = health.writable && unfinished.length === 0;
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      store: { kind: store.kind, writable: health.writable, failing: health.failing },
      startup: unfinished,
    });
  });
  return router;
}
