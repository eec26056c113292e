import type { RoleClaim, SsoSettings } from '@dojo/protocol';
import type { Store } from '../../store';
import { saveAtRevision, type Revised } from '../../revisions/revisions';

/** A client's single sign-on (docs/auth.md, "Single sign-on"): one per client, keyed by its name. */
export interface SignOnSettingsDoc extends SsoSettings, Revised {
  _id: string;
  /** Kept to talk to the token endpoint; never answered back (only its last four characters). */
  clientSecret: string;
  updatedAt: string;
}

/** A sign-on under way: what the callback must find again (10 minutes at most). */
export interface SignOnFlowDoc {
  /** The `state` sent to the provider. */
  _id: string;
  /** `client:<name>` or `staff` (the operator's provider). */
  connection: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: number;
  /** The same instant as a date, for the store's expiry index (an abandoned flow goes). */
  expireAt: Date;
}

/** A finished sign-on waiting for the web app to take its session (1 minute, once). */
export interface SignOnHandoverDoc {
  _id: string;
  username: string;
  expiresAt: number;
  /** The same instant as a date, for the store's expiry index (one never taken goes). */
  expireAt: Date;
}

/** Which account a provider's subject signed in as (the subject, not the e-mail, is stable). */
export interface SignOnIdentityDoc {
  /** `<connection>|<sub>` */
  _id: string;
  username: string;
}

export type { RoleClaim };

/** The only place that touches the single sign-on collections. */
export function ssoRepo(store: Store) {
  const settings = store.collection<SignOnSettingsDoc>('signOnSettings');
  const flows = store.collection<SignOnFlowDoc>('signOnFlows');
  const handovers = store.collection<SignOnHandoverDoc>('signOnHandovers');
  const identities = store.collection<SignOnIdentityDoc>('signOnIdentities');
  return {
    /**
     * Flows and handovers nobody finished are removed by the store once `expireAt` has
     * passed (a TTL index: MongoDB's monitor, the embedded engine on its next read).
     */
    async ensureIndexes() {
      await flows.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 });
      await handovers.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 });
    },
    settingsOf(client: string) {
      return settings.findOne({ _id: client });
    },
    /** The client whose allowed domains hold this one, if any. */
    settingsForDomain(domain: string) {
      return settings.findOne({ domains: domain });
    },
    /** Saved only while still at `base` (0: only a new one); null when stale, nothing changed. */
    saveSettings(doc: Omit<SignOnSettingsDoc, 'revision'>, base: number) {
      const { _id, ...fields } = doc;
      return saveAtRevision(settings, _id, fields, base);
    },
    async removeSettings(client: string) {
      await settings.deleteOne({ _id: client });
    },
    async startFlow(flow: SignOnFlowDoc) {
      await flows.deleteMany({ expiresAt: { $lt: flow.expiresAt - 20 * 60_000 } });
      await flows.insertOne(flow);
    },
    /** The flow of this state, taken once: a replayed callback finds nothing. */
    async takeFlow(state: string, now: number) {
      const flow = await flows.findOne({ _id: state });
      if (!flow) return null;
      const taken = await flows.deleteOne({ _id: state });
      return taken.deletedCount === 1 && flow.expiresAt > now ? flow : null;
    },
    async giveHandover(handover: SignOnHandoverDoc) {
      await handovers.deleteMany({ expiresAt: { $lt: handover.expiresAt - 20 * 60_000 } });
      await handovers.insertOne(handover);
    },
    async takeHandover(id: string, now: number) {
      const handover = await handovers.findOne({ _id: id });
      if (!handover) return null;
      const taken = await handovers.deleteOne({ _id: id });
      return taken.deletedCount === 1 && handover.expiresAt > now ? handover : null;
    },
    async identity(connection: string, subject: string) {
      return identities.findOne({ _id: `${connection}|${subject}` });
    },
    async linkIdentity(connection: string, subject: string, username: string) {
      const _id = `${connection}|${subject}`;
      await identities.updateOne({ _id }, { $set: { _id, username } }, { upsert: true });
    },
  };
}
export type SsoRepo = ReturnType<typeof ssoRepo>;
