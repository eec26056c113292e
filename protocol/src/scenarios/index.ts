export * from './entities';
export * from './constants';
export * from './options';
export * from './translations';
export * from './messages';
export * from './rules';
export * as scenarioCalls from './rest';
export type { Publication, PublishCheck } from './rest';
export * from './versions';
export * from './msel';
export * from './merge';
export * from './drafts';
export * as presenceEvents from './presence';
export {
  EDITING_SCOPE_PREFIX,
  EDITORS_LISTED,
  PRESENCE_MESSAGES,
  editingScope,
  SCENARIO_CHANGES,
  type ScenarioChange,
  type ScenarioSaved,
  type ScenarioPresence,
} from './presence';
