import { DEMO_SCENARIO, PUSH_TIME_OPTIONS_MINUTES, type AccessRole } from '@dojo/protocol';
import { DEMO } from '../demo/accounts';
import { DEMO_EXERCISES } from '../demo/exercises';
import { DEMO_PLAYER_LINK, freshSession, OTHER_TENANT } from './roleCredentials';
import { sessionIdOf } from './sessions';
import { codeStepRequest, enrolmentRequest, resetRequest } from './matrixSecondFactor';
import {
  registrationRequest,
  removalRequest,
  signInFinishRequest,
  signInStartRequest,
} from './matrixPasskeys';
import { webhooksRepo } from '../features/integrations/webhooks.repo';
import { learningRecordsRepo } from '../features/integrations/xapi/learningRecords.repo';
import { EDITOR_REQUESTS } from './matrixEditorRequests';
import { SIGN_ON_REQUESTS } from './matrixSignOnRequests';
import {
  asAdmin,
  EXTRA_SCENARIO,
  FUTURE,
  MATRIX_HOOK,
  type Builder,
  type MatrixWorld,
} from './matrixWorld';

export type { Built, Send } from './matrixWorld';

const isTenantB = (role: AccessRole) => role === 'otherOwner' || role === 'otherTrainer';
const usernameOf = (role: AccessRole) =>
  isTenantB(role) ? OTHER_TENANT.owner.username : DEMO.owner.username;
/** The admin names the client; an account's client is its own. */
const clientFor = (role: AccessRole) => (role === 'admin' ? { client: DEMO.client.name } : {});
/** Each role's own player of the drill, so per-player limits (a minute between mails) never meet. */
const drillPlayer = (world: MatrixWorld, role: AccessRole) => {
  const index = { trainer: 0, owner: 1, admin: 2 }[role as string] ?? 3;
  return world.drill.players[index] ?? { user: '', token: '' };
};
const configuration = { branding_logo_url: '', nda_text: '' };

/**
 * A webhook of tenant A (and, with `logged`, one delivery in its log), named with the
 * `MATRIX_HOOK` marker; its address is on loopback, so a test send is refused at once.
 */
let hooksMade = 0;
async function matrixHook(world: MatrixWorld, n: number, logged = false): Promise<string> {
  hooksMade += 1;
  const id = `${MATRIX_HOOK}${n}_${hooksMade}`;
  const at = new Date().toISOString();
  const hooks = webhooksRepo(world.server.store);
  await hooks.insert({
    _id: id,
    client: DEMO.client.name,
    url: `http://127.0.0.1:9/${id}`,
    events: ['exercise.ordered'],
    secrets: [{ secret: `whsec_${Buffer.alloc(32, n).toString('base64')}`, createdAt: at }],
    createdAt: at,
    createdBy: DEMO.owner.username,
  });
  if (logged) {
    await hooks.addDelivery({
      _id: `msg_${id}`,
      hook: id,
      client: DEMO.client.name,
      type: 'exercise.ordered',
      payload: '{}',
      state: 'delivered',
      attempts: 1,
      createdAt: at,
    });
  }
  return id;
}

/**
 * A valid request for every declared call, naming tenant A's records: the body a role that may
 * make the call would send. Calls that remove something get their own record first, so every
 * send has one to remove. Keyed like ACCESS_MATRIX; a call without an entry sends the token only.
 */
export const MATRIX_REQUESTS: Readonly<Record<string, Builder>> = {
  'POST /api/loginCustomer': () => ({
    filename: DEMO.owner.username,
    password: DEMO.owner.password,
  }),
  'POST /api/loginEditor': () => ({
    username: DEMO.editor.username,
    password: DEMO.editor.password,
  }),
  'POST /api/confirmTotpEnrolment': (world, { role }) => enrolmentRequest(world, role),
  'POST /api/loginSecondFactor': (world) => codeStepRequest(world),
  'POST /api/resetSecondFactor': (world) => resetRequest(world),
  'POST /api/finishPasskeyRegistration': (world, { role }) => registrationRequest(world, role),
  'POST /api/removePasskey': (world, { role }) => removalRequest(world, role),
  'POST /api/startPasskeySignIn': (world) => signInStartRequest(world),
  'POST /api/finishPasskeySignIn': (world) => signInFinishRequest(world),
  // Each role that may sets its own rule; never required, so the other rows stay as they are.
  'POST /api/setSecondFactorRule': (_world, { role }) => ({
    rule: role === 'admin' ? 'authors' : 'trainers',
    required: false,
  }),
  // Another session of the role's own account, ended by the role's credential.
  'POST /api/endSession': async (world, { role }) => {
    const session = await freshSession(world.server, role);
    return { session: session ? sessionIdOf(session.token) : 'no-such-session' };
  },
  'POST /api/createOrder': (_world, { role, n }) => ({
    scenario: DEMO_SCENARIO.fileName,
    username: usernameOf(role),
    identifier: `Matrix order ${n}`,
    date: FUTURE,
    players: [{ email: `p${n}@order.example`, team: -1 }],
    ...(role === 'admin' ? { branding: DEMO.client.name, username: DEMO.client.name } : {}),
  }),
  'POST /api/getResponses': (world, { role }) =>
    role === 'facilitator'
      ? { group: DEMO_EXERCISES.facilitated.identifier }
      : { group: world.drill.identifier, ...clientFor(role) },
  'POST /api/getEvidence': (world, { role }) => ({
    group: world.drill.identifier,
    ...clientFor(role),
  }),
  'POST /api/getReplay': (world, { role }) =>
    role === 'facilitator'
      ? { group: DEMO_EXERCISES.facilitated.identifier, player: world.joined.alias, minute: 0 }
      : {
          group: world.drill.identifier,
          player: drillPlayer(world, role).user,
          minute: 0,
          ...clientFor(role),
        },
  'POST /api/extendExercise': (world, { role }) => ({
    exerciseName: world.drill.identifier,
    code: drillPlayer(world, role).token,
  }),
  'POST /api/sendReminder': (world, { role }) => ({
    exerciseName: world.drill.identifier,
    code: drillPlayer(world, role).token,
    email: drillPlayer(world, role).user,
    ...(role === 'admin' ? { admin: true, scenario: world.scenario } : {}),
  }),
  'POST /api/getInvitations': (world, { role }) => ({
    exerciseName: world.drill.identifier,
    ...clientFor(role),
  }),
  'POST /api/resendInvitation': (world, { role }) => ({
    exerciseName: world.drill.identifier,
    code: drillPlayer(world, role).token,
    ...clientFor(role),
  }),
  'POST /api/getOutboxMessage': (world) => ({ id: world.outboxId }),

  // player (the entries carry the link's token themselves)
  'POST /api/loginToken': () => ({ token: DEMO_EXERCISES.campaign.players[1].token }),
  'POST /api/joinFacilitated': (_world, { n }) => ({
    token: DEMO_EXERCISES.facilitated.joinToken,
    alias: `Joiner ${n}`,
    team: 'Athena',
  }),
  'POST /api/getMail': (world) => ({ player: world.player.user, team: world.player.team }),
  'POST /api/getMailFacilitated': (world, { role }) => ({
    ...(role === 'player' ? { token: world.joined.token } : {}),
    player: world.joined.user,
    team: 'Athena',
  }),
  'POST /api/setResponse': (world) => ({
    user: world.player.user,
    id: world.player.question,
    response: 'Isolate FS-02 from the network now',
    next: '3',
    scenario: world.scenario,
  }),
  'POST /api/getDraft': (world) => ({
    user: world.player.user,
    id: world.player.question,
    scenario: world.scenario,
  }),
  'POST /api/setDraft': (world) => ({
    user: world.player.user,
    id: world.player.question,
    scenario: world.scenario,
    response: 'We isolate it',
  }),
  'POST /api/getNotes': (world) => ({ code: DEMO_PLAYER_LINK, user: world.player.user }),
  'POST /api/updateNotes': (world) => ({
    code: DEMO_PLAYER_LINK,
    user: world.player.user,
    notes: 'FS-02 isolated',
  }),
  'POST /api/getPassed': (world) => ({ player: world.player.user }),
  'POST /api/setPlayerLanguage': () => ({ language: 'de' }),
  'POST /api/markRead': (world) => ({ id: '1', user: world.player.user, scenario: world.scenario }),
  'POST /api/readTweets': (world) => ({ user: world.player.user }),
  'POST /api/likeSocial': (world, { role }) => ({
    ...(role === 'player' ? { token: world.joined.token } : {}),
    player: world.joined.user,
    id: world.joined.social,
  }),
  'POST /api/addSocial': (world, { role }) => ({
    ...(role === 'player' ? { token: world.joined.token } : {}),
    player: world.joined.user,
    id: world.joined.social,
    content: 'On it',
  }),

  ...EDITOR_REQUESTS,
  ...SIGN_ON_REQUESTS,

  // admin console
  'POST /api/createFacilitate': (world, { n }) => ({
    branding: '',
    email: `lead${n}@facilitator.example`,
    identifier: `Matrix live ${n}`,
    scenario: world.scenario,
    teams: ['Athena'],
    date: FUTURE,
  }),
  'POST /api/createIndividualAccount': (_world, { n }) => ({
    username: `matrixacct${n}`,
    email: `acct${n}@matrix.example`,
    password: 'matrix-pass-2026',
    subscription: '1',
  }),
  'POST /api/createSubAccount': (_world, { n }) => ({
    username: `${DEMO.client.name}-matrix${n}`,
    email: `sub${n}@matrix.example`,
    password: 'matrix-pass-2026',
    client: DEMO.client.name,
  }),
  'POST /api/getCustomers': () => ({ role: '1' }),
  'POST /api/getCustomersIncludingSubs': () => ({ role: '1' }),
  'POST /api/getCustomer': () => ({ client: DEMO.client.name }),
  'POST /api/getCredits': (_world, { role }) =>
    role === 'admin' ? { client: DEMO.client.name } : {},
  'POST /api/modifyCredits': () => ({ client: OTHER_TENANT.client, credits: 50 }),
  'POST /api/addScenarioToClient': () => ({
    client: OTHER_TENANT.client,
    scenario: EXTRA_SCENARIO,
  }),
  'POST /api/removeScenarioFromClient': async (world) => {
    await asAdmin(world, '/api/addScenarioToClient', {
      client: OTHER_TENANT.client,
      scenario: EXTRA_SCENARIO,
    });
    return { client: OTHER_TENANT.client, scenario: EXTRA_SCENARIO };
  },
  'POST /api/getPrivate': () => ({ client: DEMO.client.name }),
  'POST /api/modifyPrivate': () => ({ client: OTHER_TENANT.client, private: false }),
  'POST /api/forgetPerson': () => ({ email: 'nobody@forget.example' }),
  'POST /api/changeCustomerEmail': () => ({
    client: OTHER_TENANT.client,
    email: 'it@globex.example',
  }),
  'POST /api/getExercises': (world) => ({ scenario: world.scenario }),
  'POST /api/shortenURL': (world, { n, credential }) => ({
    scenario: world.scenario,
    exercise: DEMO_EXERCISES.facilitated.identifier,
    shorten: `short${n}`,
    editor: credential ?? '',
  }),
  'POST /api/removeExercise': async (world, { n }) => {
    const identifier = `Matrix removed ${n}`;
    await asAdmin(world, '/api/createFacilitate', {
      branding: '',
      email: `gone${n}@facilitator.example`,
      identifier,
      scenario: world.scenario,
      teams: ['Athena'],
      date: FUTURE,
    });
    return { scenario: world.scenario, exercise: identifier };
  },
  'POST /api/getCampaignDetails': (world) => ({
    scenario: world.scenario,
    exercise: world.drill.identifier,
  }),

  // client gateway
  'POST /api/createClient': (_world, { n }) => ({
    name: `matrixclient${n}`,
    email: `client${n}@matrix.example`,
    configuration,
  }),
  'PUT /api/updateClient': () => ({
    name: OTHER_TENANT.client,
    email: 'it@globex.example',
    configuration,
  }),
  'DELETE /api/deleteClient/:name': async (world, { n }) => {
    const name = `matrixdrop${n}`;
    await fetch(`${world.server.url}/api/createClient`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.admin}` },
      body: JSON.stringify({ name, email: `drop${n}@matrix.example`, configuration }),
    });
    return { name };
  },

  // facilitator console
  'POST /api/pushFacilitatorEvent': () => ({ time: PUSH_TIME_OPTIONS_MINUTES[0] }),
  'POST /api/sendFacilitatorEvents': () => ({
    type: 'Email',
    content: '<p>Status?</p>',
    name: 'Sam Patel',
    role: 'SOC Analyst',
    org: 'Acme Corp',
    address: 'sam@acme.example',
    subject: 'Status',
    recipient: 'all',
  }),
  'POST /api/changePlayerTeam': (world) => ({ player: world.joined.alias, team: 'Artemis' }),
  'POST /api/changePlayerTimeSetting': (world) => ({
    player: world.joined.alias,
    timeSetting: 'x1.5',
  }),
  'POST /api/letPlayerBackIn': (world) => ({ player: world.joined.alias }),
  // Integrations: each send that names a hook gets one of tenant A's own (matrixHook).
  'POST /api/getWebhooks': (_world, { role }) => clientFor(role),
  'POST /api/createWebhook': (_world, { role }) => ({
    ...clientFor(role),
    url: `https://hooks.matrix.example/${role}`,
    events: ['exercise.ordered'],
  }),
  'POST /api/deleteWebhook': async (world, { role, n }) => ({
    ...clientFor(role),
    hook: await matrixHook(world, n),
  }),
  'POST /api/rotateWebhookSecret': async (world, { role, n }) => ({
    ...clientFor(role),
    hook: await matrixHook(world, n),
  }),
  'POST /api/testWebhook': async (world, { role, n }) => ({
    ...clientFor(role),
    hook: await matrixHook(world, n),
  }),
  'POST /api/getWebhookDeliveries': async (world, { role, n }) => ({
    ...clientFor(role),
    hook: await matrixHook(world, n, true),
  }),
  'POST /api/getLearningRecordStore': (_world, { role }) => clientFor(role),
  'POST /api/setLearningRecordStore': (_world, { role }) => ({
    ...clientFor(role),
    endpoint: `https://lrs.matrix.example/${role}/xapi/`,
    username: 'matrix',
    secret: 'matrix-secret',
  }),
  // Tenant A has a store to remove each time.
  'POST /api/deleteLearningRecordStore': async (world, { role }) => {
    await learningRecordsRepo(world.server.store).saveStore({
      _id: DEMO.client.name,
      endpoint: 'https://lrs.matrix.example/xapi/',
      username: 'matrix',
      secret: 'matrix-secret',
      updatedAt: new Date().toISOString(),
      updatedBy: 'matrix',
    });
    return clientFor(role);
  },
  // Names tenant A's client: tenant B's owner and trainer are refused it.
  'POST /api/getCreditMovements': () => ({ client: DEMO.client.name }),
  // An account changes its own password in a session of its own (the change ends every
  // session of the account, the role's credential included, so it runs last of all).
  'POST /api/changePassword': async (world, { role }) => {
    const session = await freshSession(world.server, role);
    if (!session) return { currentPassword: 'not-a-password', newPassword: 'another-password-1' };
    return {
      token: session.token,
      currentPassword: session.password,
      newPassword: `${session.password}-changed`,
    };
  },
};

/** Calls that change what later calls meet run in this order, after all the others. */
export const RUN_LAST: readonly string[] = [
  'POST /api/pauseFacilitated',
  'POST /api/resetCampaign',
  'POST /api/hideEmailAddress',
  'POST /api/logout',
  'POST /api/changePassword',
];
/** Calls that others need first (the session open and running). */
export const RUN_FIRST: readonly string[] = [
  'POST /api/openExercise',
  'POST /api/continueFacilitated',
];
