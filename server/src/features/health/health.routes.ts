import { Router } from 'express';

/** Liveness and the store in use; not a protocol call (operators and load balancers use it). */
export function healthRoutes(storeKind: string) {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    res.json({ status: 'ok', store: storeKind, uptimeSeconds: Math.round(process.uptime()) });
  });
  return router;
}
