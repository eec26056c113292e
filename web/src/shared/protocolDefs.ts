/*
 * The protocol's declarations a player's pages and the app's socket use, with their zod
 * schemas. They arrive as a chunk of their own (with zod), fetched by `loadProtocolDefs()` in
 * parallel with the page's code, so the first load carries no schema (docs/ARCHITECTURE.md,
 * "What the browser downloads"). The customer's account calls are a chunk of their own
 * (./accountDefs.ts). Import this module only through `loadProtocolDefs()`.
 */
export {
  ALIAS_MIN_LENGTH,
  ALIAS_RULE,
  TEXT_LIMITS,
  aliasForm,
  broadcasts,
  playerCalls,
  session,
} from '@dojo/protocol';
export { answerOf } from './api/answer';
