import { Router, type Request } from 'express';
import { EVIDENCE_KEYS_PATH, EVIDENCE_PEM_PATH, reportCalls } from '@dojo/protocol';
import { bind } from '../../../http/bind';
import type { Guards } from '../../auth/guards';
import type { EvidenceKeys } from './evidenceKey';
import type { EvidenceService } from './evidence.service';

/**
 * The evidence download, and the platform's public key at its well-known addresses (a JWKS
 * and the same key as PEM), readable by anyone: an auditor checks a bundle with it.
 */
export function evidenceRoutes(deps: {
  guards: Guards;
  evidence: EvidenceService;
  keys: EvidenceKeys;
  /** PUBLIC_URL when set; otherwise the address the request came to. */
  publicUrl?: string;
}) {
  const { guards, evidence, keys } = deps;
  const origin = (req: Request) => deps.publicUrl ?? `${req.protocol}://${req.get('host') ?? ''}`;
  const router = Router();
  bind(router, reportCalls.getEvidence, guards.customerOrAdmin, (input, { principal, req }) =>
    evidence.download(principal, input, origin(req).replace(/\/+$/, '')),
  );
  router.get(EVIDENCE_KEYS_PATH, async (_req, res) => {
    res.type('application/json').send(JSON.stringify((await keys.get()).jwks, null, 2));
  });
  router.get(EVIDENCE_PEM_PATH, async (_req, res) => {
    res.type('application/x-pem-file').send((await keys.get()).pem);
  });
  return router;
}
