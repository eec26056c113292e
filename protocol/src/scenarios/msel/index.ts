/** MSEL sheets in and out of scenarios: the pure rules (docs/msel.md). The calls are in ./rest. */
export * from './columns';
export * from './channels';
export * from './time';
export * from './text';
export * from './limits';
export * from './messages';
export * from './plan';
export * from './export';
export * from './timeline';
export { MselFormat, MselPreview, MselFile } from './rest';
