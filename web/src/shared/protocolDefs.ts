/*
 * The protocol's declarations the app shell and the player's first screen use, with their zod
 * schemas. They arrive as a chunk of their own (with zod), fetched by `loadProtocolDefs()` in
 * parallel with the page's code, so the first load carries no schema (docs/ARCHITECTURE.md,
 * "What the browser downloads"). Import this module only through `loadProtocolDefs()`.
 */
export {
  ALIAS_MIN_LENGTH,
  ALIAS_RULE,
  TEXT_LIMITS,
  aliasForm,
  authCalls,
  authEvents,
  broadcasts,
  playerCalls,
  portalCalls,
  session,
  ssoCalls,
} from '@dojo/protocol';
export { answerOf } from './api/answer';
