import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CUSTOMER_ROLES, type CustomerRole, type Level } from '@dojo/protocol';
import { SESSION_KEYS } from './keys';
import { ndaAgreedCodec } from './ndaAgreement';
import { flag, keyedStorage, oneOf, text, timestamp, type Codecs } from './keyedStorage';

const LEVELS: readonly Level[] = [0, 1, 2];

/** The portal customer's session, as stored under the legacy keys. */
export interface CustomerSessionState {
  token: string | null;
  user: string | null;
  role: CustomerRole | null;
  agreed: boolean;
  /** The player's NDA for the current exercise link (set by the player area). */
  ndaAgreed: boolean;
  level: Level | null;
  /** The client's logo (Client Gateway), read from the server with the session; not stored. */
  logoUrl: string;
  setupTime: number | null;
  /**
   * How many times the account's fields changed in this page (the NDA agreed, a push, a read
   * applied); not stored. A session read asked for before a change is older than what is
   * shown, and is dropped (refreshCustomerSession).
   */
  accountChanges: number;
}

export interface SignIn {
  token: string;
  user: string;
  role: CustomerRole;
  agreed: boolean;
  level: Level;
}

export interface CustomerSessionActions {
  signIn(result: SignIn, now: number): void;
  setAgreed(agreed: boolean): void;
  setNdaAgreed(agreed: boolean): void;
  applyAccount(account: Pick<SignIn, 'role' | 'agreed' | 'level'> & { logoUrl?: string }): void;
  touchSetupTime(now: number): void;
  /** The token a password change answered (every other session has ended). */
  renewToken(token: string): void;
  signOut(): void;
}

const signedOut = {
  token: null,
  user: null,
  role: null,
  agreed: false,
  ndaAgreed: false,
  level: null,
  logoUrl: '',
} satisfies Omit<CustomerSessionState, 'setupTime' | 'accountChanges'>;

const codecs: Codecs<Omit<CustomerSessionState, 'logoUrl' | 'accountChanges'>> = {
  token: text(SESSION_KEYS.token),
  user: text(SESSION_KEYS.user),
  role: oneOf(SESSION_KEYS.role, CUSTOMER_ROLES),
  agreed: flag(SESSION_KEYS.agreed),
  ndaAgreed: ndaAgreedCodec,
  level: oneOf(SESSION_KEYS.level, LEVELS),
  setupTime: timestamp(SESSION_KEYS.setupTime),
};

/**
 * Persisted to localStorage, one key per field. Hydration is manual (see startSession) so the
 * 24-hour clear runs before anything is read.
 */
export const useSession = create<CustomerSessionState & CustomerSessionActions>()(
  persist(
    (set) => ({
      ...signedOut,
      setupTime: null,
      accountChanges: 0,
      signIn: (result, now) =>
        set((state) => ({ ...result, setupTime: now, accountChanges: state.accountChanges + 1 })),
      setAgreed: (agreed) => set((state) => ({ agreed, accountChanges: state.accountChanges + 1 })),
      setNdaAgreed: (ndaAgreed) => set({ ndaAgreed }),
      applyAccount: ({ role, agreed, level, logoUrl }) =>
        set((state) => ({
          role,
          agreed,
          level,
          logoUrl: logoUrl ?? '',
          accountChanges: state.accountChanges + 1,
        })),
      touchSetupTime: (now) => set({ setupTime: now }),
      renewToken: (token) => set({ token }),
      // Clears authentication, user, role and the stored items; the storage clock stays.
      signOut: () => set(signedOut),
    }),
    {
      name: 'session',
      storage: keyedStorage(codecs),
      partialize: ({ token, user, role, agreed, ndaAgreed, level, setupTime }) => ({
        token,
        user,
        role,
        agreed,
        ndaAgreed,
        level,
        setupTime,
      }),
      skipHydration: true,
    },
  ),
);

export const selectSignedIn = (state: CustomerSessionState) => state.token !== null;
