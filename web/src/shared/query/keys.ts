import type { AuditFilter, CreditLogFilter } from '@dojo/protocol';

/**
 * Every query key of the web's server data, in one place: a push or a write invalidates by
 * these, so a key is never spelt twice. Keys start with their area; the token comes last so
 * an area's keys can be invalidated without it.
 */
export const queryKeys = {
  catalogue: () => ['portal', 'catalogue'] as const,
  customerData: (token: string) => ['portal', 'customerData', token] as const,
  reportsList: (token: string) => ['portal', 'reports', token] as const,
  orderContext: (token: string, user: string) => ['portal', 'orderContext', token, user] as const,
  creditMovements: (token: string) => ['portal', 'creditMovements', token] as const,
  playerNda: (token: string) => ['portal', 'playerNda', token] as const,
  /** The signed-in account's second factor (portal and editor alike). */
  secondFactor: (token: string) => ['account', 'secondFactor', token] as const,
  /** The second-factor rule the admin (authors) or a client owner (trainers) sets. */
  secondFactorRules: (token: string) => ['account', 'secondFactorRules', token] as const,
  /** The signed-in account's passkeys (portal and editor alike). */
  passkeys: (token: string) => ['account', 'passkeys', token] as const,
  /** The signed-in account's sessions (portal and editor alike). */
  sessions: (token: string) => ['account', 'sessions', token] as const,
  /** The audit log as the admin or a client owner filters it. */
  auditLog: (filter: AuditFilter, token: string) => ['account', 'auditLog', filter, token] as const,
  /** A client's webhooks (the owner's own: no client), and one hook's delivery log. */
  webhooks: (client: string | undefined, token: string) =>
    ['integrations', 'webhooks', client ?? '', token] as const,
  webhookLog: (hook: string, token: string) => ['integrations', 'webhookLog', hook, token] as const,
  /** A client's learning record store and its delivery state (the owner's own: no client). */
  learningRecordStore: (client: string | undefined, token: string) =>
    ['integrations', 'learningRecordStore', client ?? '', token] as const,
  /** A client's single sign-on settings (the owner's own: no client). */
  signOnSettings: (client: string | undefined, token: string) =>
    ['sso', 'settings', client ?? '', token] as const,
  report: (group: string, client: string | undefined, token: string) =>
    ['report', group, client ?? '', token] as const,
  replay: (args: {
    group: string;
    player: string;
    minute: number;
    client?: string | undefined;
    token: string;
  }) => ['replay', args.group, args.client ?? '', args.player, args.minute, args.token] as const,
  invitations: (exerciseName: string, client: string | undefined, token: string) =>
    ['invitations', exerciseName, client ?? '', token] as const,
  /** The admin's reads; `token` last, so `['admin', 'customers']` matches every session's. */
  admin: {
    customers: (token: string) => ['admin', 'customers', token] as const,
    customersWithSubs: (token: string) => ['admin', 'customersWithSubs', token] as const,
    scenarioNames: (token: string) => ['admin', 'scenarioNames', token] as const,
    gatewayClients: (token: string) => ['admin', 'gatewayClients', token] as const,
    exercises: (token: string) => ['admin', 'exercises', token] as const,
    exercisesOf: (scenario: string, token: string) =>
      ['admin', 'exercisesOf', scenario, token] as const,
    campaignDetails: (exercise: { scenario: string; name: string }, token: string) =>
      ['admin', 'campaignDetails', exercise.scenario, exercise.name, token] as const,
    creditLog: (filter: CreditLogFilter, token: string) =>
      ['admin', 'creditLog', filter, token] as const,
    reports: (token: string) => ['admin', 'reports', token] as const,
    /** A value the server keeps per client: `what` names it (balance, privacy…). */
    clientValue: (what: string, client: string, token: string) =>
      ['admin', 'client', what, client, token] as const,
    mailLog: (token: string) => ['admin', 'mailLog', token] as const,
    outboxMessage: (id: string, token: string) => ['admin', 'outboxMessage', id, token] as const,
  },
  /**
   * The editor's reads; `token` last, so `['editor', 'files']` matches every session's. The
   * lists (organisations, media, files, sections, pdfs) are read once a session and again after
   * a change; the rest on each screen that shows them.
   */
  editor: {
    organisations: (token: string) => ['editor', 'organisations', token] as const,
    media: (token: string) => ['editor', 'media', token] as const,
    files: (token: string) => ['editor', 'files', token] as const,
    sections: (token: string) => ['editor', 'sections', token] as const,
    pdfs: (token: string) => ['editor', 'pdfs', token] as const,
    features: (token: string) => ['editor', 'features', token] as const,
    publishLibrary: (token: string) => ['editor', 'publishLibrary', token] as const,
    /** A saved scenario as its Translations view reads it. */
    scenarioFile: (fileName: string, token: string) =>
      ['editor', 'scenarioFile', fileName, token] as const,
    versions: (directory: string, name: string, token: string) =>
      ['editor', 'versions', directory, name, token] as const,
    removed: (directory: string, token: string) => ['editor', 'removed', directory, token] as const,
  },
  /** The console's reads; those under `live` follow the exercise and are re-read on its pushes. */
  facilitator: {
    login: (token: string) => ['facilitator', token, 'login'] as const,
    library: (token: string) => ['facilitator', token, 'library'] as const,
    live: (token: string) => ['facilitator', token, 'live'] as const,
    status: (token: string) => ['facilitator', token, 'live', 'status'] as const,
    players: (token: string) => ['facilitator', token, 'live', 'players'] as const,
    participants: (token: string) => ['facilitator', token, 'live', 'participants'] as const,
  },
};
