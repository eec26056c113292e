import { customAlphabet } from 'nanoid';
import { ANONYMOUS_ALIAS } from '@dojo/protocol';
import { newId } from '../../store/ids';

// Link tokens are random ids (store/ids: 20 nanoid characters, 120 bits): unguessable, safe in a URL.

/** Makes the tokens of new links; injected so the demo data can use fixed ones. */
export type TokenMaker = () => string;

export const newLinkToken: TokenMaker = newId;

const letters = customAlphabet('abcdefghijklmnopqrstuvwxyz', ANONYMOUS_ALIAS.letters);
const digits = customAlphabet('0123456789', ANONYMOUS_ALIAS.digits);

/** A privacy-mode participant id: 8 letters then 8 digits (docs/portal.md), e.g. 'qkzvtmra40918273'. */
export function anonymousId(): string {
  return `${letters()}${digits()}`;
}

/** `count` distinct participant ids. */
export function anonymousIds(count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(anonymousId());
  return [...ids];
}
