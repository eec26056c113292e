import type { CustomerRole, StaffRole } from '@dojo/protocol';

/** Who a verified token belongs to, as every route and socket sees it. */
export type Principal =
  | { kind: 'customer'; user: string; client: string; role: CustomerRole }
  | { kind: 'staff'; user: string; role: StaffRole };

export type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;
export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;

/** Trainer sub accounts are named `client-name` (portal spec §6). */
export function isTrainerUsername(username: string): boolean {
  return username.includes('-');
}
