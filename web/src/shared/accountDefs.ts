/*
 * The protocol's declarations of the customer's account (sign-in, second factor, single
 * sign-on, the portal's calls), with their zod schemas: a chunk of their own beside the
 * protocol's (./protocolDefs.ts), so that a player's pages, which need none of them, never
 * download or build them (docs/ARCHITECTURE.md, "What the browser downloads"). Import this
 * module only through `loadAccountDefs()` (./protocolLater.ts).
 */
export { authCalls, portalCalls, ssoCalls } from '@dojo/protocol';
