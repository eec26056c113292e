import { Router } from 'express';
import { portalCalls } from '@dojo/protocol';
import type { Guards } from '../auth/guards';
import type { ExercisesAdminService } from './exercisesAdmin.service';

/**
 * POST /api/getReports is the portal's call (bound by the portal feature); an admin's token
 * gets every report here instead. Any other caller passes on to the portal's binding, so
 * this router must be mounted before it.
 */
export function adminReportsRoute(deps: { guards: Guards; exercises: ExercisesAdminService }) {
  const router = Router();
  router.post(portalCalls.getReports.path, async (req, res, next) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const isAdmin = await deps.guards.admin(req, body).then(
      () => true,
      () => false,
    );
    if (!isAdmin) return next();
    res.json(portalCalls.getReports.response.parse(await deps.exercises.reports()));
  });
  return router;
}
