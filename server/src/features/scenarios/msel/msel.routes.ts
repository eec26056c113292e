import { Router } from 'express';
import { scenarioCalls as calls } from '@dojo/protocol';
import { bind } from '../../../http/bind';
import type { Guards } from '../../auth/guards';
import { versionsAllowed } from '../versions.routes';
import type { MselService } from './msel.service';

/** MSEL import and export (docs/msel.md). Staff only, like the rest of the editor. */
export function mselRoutes(deps: {
  msel: MselService;
  guards: Guards;
  hiddenFor?: string | undefined;
}) {
  const { msel, guards, hiddenFor } = deps;
  const router = Router();
  bind(router, calls.previewMsel, guards.staff, ({ token: _token, ...upload }) =>
    msel.preview(upload),
  );
  bind(router, calls.importMsel, guards.staff, ({ token: _token, ...upload }, { principal }) =>
    msel.importSheet(upload, principal.user),
  );
  bind(router, calls.exportMsel, guards.staff, (input, { principal }) =>
    msel.exportSheet(input.filename, input.format, versionsAllowed(principal.user, hiddenFor)),
  );
  return router;
}
