import { Router } from 'express';
import { portalCalls, reportCalls } from '@dojo/protocol';
import { bind, type Guard } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ReportReader } from './reportReader';
import type { ReportsService } from './reports.service';

/** The dashboard and report calls (docs/reports.md); the rules live in the service. */
export function reportsRoutes(deps: {
  guards: Guards;
  /** An account, or the facilitator link of the report's own exercise. */
  reader: Guard<ReportReader>;
  reports: ReportsService;
}) {
  const { guards, reader, reports } = deps;
  const router = Router();
  bind(router, portalCalls.getCustomerData, guards.customer, (_input, { principal }) =>
    reports.customerData(principal),
  );
  bind(router, portalCalls.getReports, guards.customerOrAdmin, (_input, { principal }) =>
    reports.reports(principal),
  );
  bind(router, portalCalls.getResponses, reader, (input, { principal }) =>
    reports.responses(principal, input.group, input.client),
  );
  bind(router, portalCalls.extendExercise, guards.customer, (input, { principal }) =>
    reports.extend(principal, input),
  );
  bind(router, reportCalls.getReplay, reader, (input, { principal }) =>
    reports.replay(principal, input),
  );
  return router;
}
