import { Router } from 'express';
import { scenarioCalls as calls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ClientMaterialsService } from '../clients/clientMaterials';
import type { PdfsService } from './pdfs.service';

/** The PDF editor's calls (docs/editor-api.md); loadPDF, shared with players, is bound in player.routes.ts. */
export function pdfsRoutes(deps: {
  pdfs: PdfsService;
  guards: Guards;
  materials: ClientMaterialsService;
}) {
  const { pdfs, guards, materials } = deps;
  const router = Router();
  bind(router, calls.pdf, guards.signedIn, async (_input, { principal }) =>
    materials.scoped(
      principal,
      await pdfs.names(),
      (used) => used.pdfs,
      (name) => name,
    ),
  );
  bind(router, calls.savePDF, guards.staff, async (input, { principal }) => {
    const { filename, token: _token, baseRevision, ...pdf } = input;
    const saved = await pdfs.save({ fileName: filename, ...pdf }, principal.user, baseRevision);
    return { type: 'success' as const, ...saved };
  });
  return router;
}
