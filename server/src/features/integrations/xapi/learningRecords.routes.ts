import { Router } from 'express';
import { integrationCalls } from '@dojo/protocol';
import { bind } from '../../../http/bind';
import type { Guards } from '../../auth/guards';
import { ownerOrAdmin } from '../webhooks.routes';
import type { LearningRecordsService } from './learningRecords.service';

export function learningRecordsRoutes(deps: {
  guards: Guards;
  learningRecords: LearningRecordsService;
}) {
  const { learningRecords } = deps;
  const router = Router();
  const guard = ownerOrAdmin(deps.guards);
  bind(router, integrationCalls.getLearningRecordStore, guard, (input, { principal }) =>
    learningRecords.get(principal, input),
  );
  bind(router, integrationCalls.setLearningRecordStore, guard, (input, { principal }) =>
    learningRecords.set(principal, input),
  );
  bind(router, integrationCalls.deleteLearningRecordStore, guard, (input, { principal }) =>
    learningRecords.remove(principal, input),
  );
  return router;
}
