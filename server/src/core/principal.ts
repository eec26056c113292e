import type { CustomerRole, StaffRole } from '@dojo/protocol';

/** Who a verified token belongs to, as every route and socket sees it. */
export type Principal =
  | { kind: 'customer'; user: string; client: string; role: CustomerRole }
  | { kind: 'staff'; user: string; role: StaffRole };

/** A player, reached through an exercise link: no account, one exercise, one player. */
export interface PlayerPrincipal {
  kind: 'player';
  /** The player's e-mail, participant id or (facilitated) alias. */
  user: string;
  exerciseId: string;
  playerId: string;
  team: string | null;
}

/** A facilitator, reached through a /facilitator/{token} link: one facilitated exercise. */
export interface FacilitatorPrincipal {
  kind: 'facilitator';
  /** The facilitator's e-mail address, as the exercise was created with it. */
  user: string;
  exerciseId: string;
}

/** A player in the waiting room of a facilitated session not open yet: told when it opens. */
export interface WaitingPrincipal {
  kind: 'waiting';
  /** The alias they chose. */
  user: string;
  exerciseId: string;
}

/** Whoever a socket may belong to: an account or a player. */
export type AnyPrincipal = Principal | PlayerPrincipal;

export type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;
export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;
