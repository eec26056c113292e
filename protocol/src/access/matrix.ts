import type { CallDef } from '../core/call';
import {
  accounts,
  adminOnly,
  clientRecord,
  clientRecordOrFacilitator,
  customers,
  facilitatorLink,
  open,
  ownerRecord,
  playerOnly,
  staff,
  staffOrPlayer,
  type AccessRow,
} from './roles';

/** The key of a call in the matrix: its method and path. */
export function accessKey(def: Pick<CallDef, 'method' | 'path'>): string {
  return `${def.method} ${def.path}`;
}

/**
 * Every declared call and what each role gets from it, in one table (docs/security.md). A
 * server test sends every call as every role with a valid request naming the first client's
 * records and expects exactly these answers: `ok` is a 2xx, a refusal its exact status; a
 * declared call without a row here fails that test.
 */
/** A call every account makes for itself (its own second factor). */
const ownAccount = accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'editor', 'admin');

export const ACCESS_MATRIX: Readonly<Record<string, AccessRow>> = {
  // auth
  'POST /api/loginCustomer': open,
  'POST /api/loginEditor': open,
  'POST /api/agreeNDA': customers,
  'POST /api/session': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/logout': accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'editor', 'admin'),
  'POST /api/changePassword': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  /** Ours: the second factor (docs/auth.md); the code's step needs no session yet. */
  'POST /api/loginSecondFactor': open,
  'POST /api/getSecondFactor': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/startTotpEnrolment': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/resetSecondFactor': adminOnly,
  /** Ours: passkeys (docs/auth.md, "Passkeys"); each account its own; sign-in needs no session yet. */
  'POST /api/startPasskeyRegistration': ownAccount,
  'POST /api/finishPasskeyRegistration': ownAccount,
  'POST /api/listPasskeys': ownAccount,
  'POST /api/removePasskey': ownAccount,
  'POST /api/startPasskeySignIn': open,
  'POST /api/finishPasskeySignIn': open,
  /** Ours: the rules that require a factor: the admin's for authors, an owner's for trainers. */
  'POST /api/getSecondFactorRules': accounts('owner', 'otherOwner', 'admin'),
  'POST /api/setSecondFactorRule': accounts('owner', 'otherOwner', 'admin'),
  /** Ours: the audit log; a client owner reads their own client's accounts only. */
  'POST /api/getAuditLog': accounts('owner', 'otherOwner', 'admin'),
  /** Ours: the caller's own sessions (docs/auth.md, "Sessions"). */
  'POST /api/endSession': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/listSessions': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/confirmTotpEnrolment': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),

  // portal (a trainer reaches only the exercises it trains; another client's accounts get 404
  // for the first client's records; checked by the services)
  'GET /api/getPortalScenarios': open,
  /** With only the token this is the portal's form; the admin's form names a client. */
  'POST /api/getCredits': accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'admin'),
  /** A portal order, or (with `branding`) the admin's campaign. */
  'POST /api/createOrder': accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'admin'),
  'POST /api/getTrainers': customers,
  'POST /api/getIdentifiers': customers,
  'POST /api/getClientScenarios': customers,
  'POST /api/getCustomerData': customers,
  /** Ours: a client's own credit movements; naming another client's is refused. */
  'POST /api/getCreditMovements': accounts('trainer', 'owner'),
  /** Ours: the NDA the client's players are shown. */
  'POST /api/getPlayerNda': customers,
  'POST /api/getReports': accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'admin'),
  'POST /api/getResponses': clientRecordOrFacilitator('trainer', 'owner', 'admin'),
  'POST /api/extendExercise': clientRecord('trainer', 'owner'),
  'POST /api/sendReminder': clientRecord('trainer', 'owner', 'admin'),
  'POST /api/getReplay': clientRecordOrFacilitator('trainer', 'owner', 'admin'),
  /** Ours: the signed evidence download, for accounts only (not the facilitator's link). */
  'POST /api/getEvidence': clientRecord('trainer', 'owner', 'admin'),
  'POST /api/getInvitations': clientRecord('trainer', 'owner', 'admin'),
  'POST /api/resendInvitation': clientRecord('trainer', 'owner', 'admin'),
  'POST /api/getOutbox': adminOnly,
  'POST /api/getOutboxMessage': adminOnly,
  'POST /api/getMailLog': adminOnly,

  // integrations (docs/integrations.md): the client's owner for its own client, the admin for any
  'POST /api/getWebhooks': accounts('owner', 'otherOwner', 'admin'),
  'POST /api/createWebhook': accounts('owner', 'otherOwner', 'admin'),
  'POST /api/deleteWebhook': ownerRecord(),
  'POST /api/rotateWebhookSecret': ownerRecord(),
  'POST /api/testWebhook': ownerRecord(),
  'POST /api/getWebhookDeliveries': ownerRecord(),
  'POST /api/getLearningRecordStore': accounts('owner', 'otherOwner', 'admin'),
  'POST /api/setLearningRecordStore': accounts('owner', 'otherOwner', 'admin'),
  // Each owner removes its own client's store (none there: nothing to do, still 200).
  'POST /api/deleteLearningRecordStore': accounts('owner', 'otherOwner', 'admin'),

  // single sign-on (docs/auth.md): anyone starts one; a client's settings are its owner's and the admin's
  'POST /api/findSignOn': open,
  'POST /api/completeSignOn': open,
  'GET /api/findStaffSignOn': open,
  'POST /api/getSignOnSettings': ownerRecord(),
  'POST /api/saveSignOnSettings': ownerRecord(),
  'POST /api/testSignOnIssuer': ownerRecord(),

  // player (the entries take the exercise link's token; the rest the player's token)
  'POST /api/loginToken': open,
  'POST /api/joinFacilitated': open,
  'POST /api/getMail': playerOnly,
  'POST /api/getMailFacilitated': playerOnly,
  'POST /api/setResponse': playerOnly,
  'POST /api/getDraft': playerOnly,
  'POST /api/setDraft': playerOnly,
  'POST /api/getNotes': playerOnly,
  'POST /api/updateNotes': playerOnly,
  'POST /api/getPassed': playerOnly,
  'POST /api/agreeExerciseNda': playerOnly,
  'POST /api/setPlayerLanguage': playerOnly,
  'POST /api/markRead': playerOnly,
  'POST /api/readTweets': playerOnly,
  'POST /api/addSocial': playerOnly,
  'POST /api/likeSocial': playerOnly,

  // scenario editor
  'POST /api/files': staff,
  'POST /api/loadFile': staff,
  'POST /api/saveFile': staff,
  /** Ours: one language's translation of a scenario (docs/translations.md). */
  'POST /api/saveTranslation': staff,
  'POST /api/removeScenario': staff,
  'POST /api/previousVersions': staff,
  /** Ours: like previousVersions (also refused to the account it is hidden from). */
  'POST /api/removedItems': staff,
  'POST /api/restoreVersion': staff,
  /** Ours: drafts (docs/editor-api.md, "Drafts and publishing"). */
  'POST /api/publishScenario': staff,
  'POST /api/saveNamedVersion': staff,
  'POST /api/publishLibrary': staff,
  'POST /api/editorFeatures': staff,
  'POST /api/sections': staff,
  'POST /api/loadSection': staff,
  'POST /api/saveSection': staff,
  'POST /api/removeSection': staff,
  /** Customers get only what their client's scenarios use (checked by the services). */
  'POST /api/images': accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'editor', 'admin'),
  'POST /api/mediaLibrary': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/pdf': accounts('trainer', 'owner', 'otherOwner', 'otherTrainer', 'editor', 'admin'),
  'POST /api/savePDF': staff,
  'POST /api/loadPDF': staffOrPlayer,
  'POST /api/uploadImage': staff,
  'POST /api/uploadVideo': staff,
  'POST /api/exportScenario': staff,
  'POST /api/importScenario': staff,
  'POST /api/previewMsel': staff,
  'POST /api/importMsel': staff,
  'POST /api/exportMsel': staff,

  // organisations and personas
  'POST /api/getOrganisations': accounts(
    'trainer',
    'owner',
    'otherOwner',
    'otherTrainer',
    'editor',
    'admin',
  ),
  'POST /api/createOrganisation': staff,
  'POST /api/editOrganisation': staff,
  'POST /api/removeOrganisation': staff,
  'POST /api/createPersona': staff,
  'POST /api/editPersona': staff,
  'POST /api/removePersona': staff,

  // admin console
  'POST /api/createFacilitate': adminOnly,
  'POST /api/createIndividualAccount': adminOnly,
  'POST /api/createSubAccount': adminOnly,
  'POST /api/getCustomers': adminOnly,
  'POST /api/getCustomersIncludingSubs': adminOnly,
  'POST /api/getCustomer': adminOnly,
  'POST /api/modifyCredits': adminOnly,
  /** Ours: the credit log of every client. */
  'POST /api/getCreditLog': adminOnly,
  'POST /api/addScenarioToClient': adminOnly,
  'POST /api/removeScenarioFromClient': adminOnly,
  'POST /api/getPrivate': adminOnly,
  'POST /api/modifyPrivate': adminOnly,
  'POST /api/hideEmailAddress': adminOnly,
  'POST /api/forgetPerson': adminOnly,
  'POST /api/changeCustomerEmail': adminOnly,
  'POST /api/getExercises': adminOnly,
  /** Ours: scenario titles for the admin's choices. */
  'POST /api/getScenarioTitles': adminOnly,
  'POST /api/shortenURL': adminOnly,
  'POST /api/removeExercise': adminOnly,
  'POST /api/getAllExercises': adminOnly,
  'POST /api/getShortened': adminOnly,
  'POST /api/getCampaignDetails': adminOnly,

  // client gateway (bearer header)
  'GET /api/getClients': adminOnly,
  'GET /api/listClients': adminOnly,
  'POST /api/createClient': adminOnly,
  'PUT /api/updateClient': adminOnly,
  'DELETE /api/deleteClient/:name': adminOnly,

  // facilitator console (the link's token)
  'POST /api/loginJWTFacilitator': facilitatorLink,
  'POST /api/getFacilitatorEvents': facilitatorLink,
  'POST /api/getParticipants': facilitatorLink,
  'POST /api/retrievePlayers': facilitatorLink,
  'POST /api/openExercise': facilitatorLink,
  'POST /api/pauseFacilitated': facilitatorLink,
  'POST /api/continueFacilitated': facilitatorLink,
  'POST /api/pushFacilitatorEvent': facilitatorLink,
  'POST /api/sendFacilitatorEvents': facilitatorLink,
  'POST /api/getFacilitatorLibrary': facilitatorLink,
  'POST /api/changePlayerTeam': facilitatorLink,
  'POST /api/changePlayerTimeSetting': facilitatorLink,
  'POST /api/resetCampaign': facilitatorLink,
  'POST /api/letPlayerBackIn': facilitatorLink,
};
