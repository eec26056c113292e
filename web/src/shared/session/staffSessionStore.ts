import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STAFF_ROLES, type StaffRole } from '@dojo/protocol';
import { STAFF_KEYS } from './keys';
import { keyedStorage, oneOf, text, type Codecs } from './keyedStorage';
import { useSession } from './sessionStore';

/** The editor back-office (editor/admin) session, kept apart from the portal's. */
export interface StaffSessionState {
  editorToken: string | null;
  editorUser: string | null;
  editorRole: StaffRole | null;
}

export interface StaffSessionActions {
  signIn(result: { token: string; user: string; role: StaffRole }, now: number): void;
  /** The token a password change answered (every other session has ended). */
  renewToken(token: string): void;
  signOut(): void;
}

const signedOut: StaffSessionState = { editorToken: null, editorUser: null, editorRole: null };

const codecs: Codecs<StaffSessionState> = {
  editorToken: text(STAFF_KEYS.editorToken),
  editorUser: text(STAFF_KEYS.editorUser),
  editorRole: oneOf(STAFF_KEYS.editorRole, STAFF_ROLES),
};

export const useStaffSession = create<StaffSessionState & StaffSessionActions>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ token, user, role }, now) => {
        set({ editorToken: token, editorUser: user, editorRole: role });
        useSession.getState().touchSetupTime(now);
      },
      renewToken: (editorToken) => set({ editorToken }),
      signOut: () => set(signedOut),
    }),
    {
      name: 'staffSession',
      storage: keyedStorage(codecs),
      partialize: ({ editorToken, editorUser, editorRole }) => ({
        editorToken,
        editorUser,
        editorRole,
      }),
      skipHydration: true,
    },
  ),
);

/** The editor's token for a call ('' when signed out: the call is then refused). */
export function useEditorToken(): string {
  return useStaffSession((state) => state.editorToken) ?? '';
}
