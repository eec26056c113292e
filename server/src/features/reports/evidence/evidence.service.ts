import { EVIDENCE_KEYS_PATH, debriefCsv, type EvidenceDownload } from '@dojo/protocol';
import type { Clock } from '../../../core/clock';
import type { ReportReader } from '../reportReader';
import type { ReportsService } from '../reports.service';
import { buildEvidence } from './bundle';
import type { EvidenceKeys } from './evidenceKey';

/** A file name from an exercise identifier: letters, digits and dashes. */
function fileBase(name: string): string {
  return (
    name
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 100) || 'exercise'
  );
}

/**
 * The evidence download (docs/evidence.md): the report exactly as getResponses answers it
 * (so the same access rules), the debrief CSV from the one function the screen uses, and the
 * learning records when a source for them is given; signed by the platform's key.
 */
export function evidenceService(deps: {
  reports: Pick<ReportsService, 'responses'>;
  keys: EvidenceKeys;
  clock: Clock;
  /** The xAPI statements of an exercise, as JSON; none when the client has no LRS. */
  statementsOf?: (
    principal: ReportReader,
    exercise: { group: string; client?: string },
  ) => Promise<string | undefined>;
}) {
  return {
    async download(
      principal: ReportReader,
      input: { group: string; client?: string },
      origin: string,
    ): Promise<EvidenceDownload> {
      const report = await deps.reports.responses(principal, input.group, input.client);
      const statementsJson = await deps.statementsOf?.(principal, input);
      const bytes = await buildEvidence(
        {
          exercise: report.name ?? input.group,
          client: report.client ?? input.client ?? '',
          scenario: report.scenario ?? '',
          reportJson: `${JSON.stringify(report, null, 2)}\n`,
          csv: debriefCsv(report, (player) => player),
          ...(statementsJson === undefined ? {} : { statementsJson }),
        },
        await deps.keys.get(),
        {
          createdAt: new Date(deps.clock.now()).toISOString(),
          keysUrl: `${origin}${EVIDENCE_KEYS_PATH}`,
        },
      );
      return {
        exercise: report.name ?? input.group,
        fileName: `${fileBase(input.group)}-evidence.zip`,
        contentType: 'application/zip',
        content: bytes.toString('base64'),
      };
    },
  };
}

export type EvidenceService = ReturnType<typeof evidenceService>;
