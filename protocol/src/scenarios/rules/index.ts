/** The scenario editor's pure rules, shared by the web editor and the server (docs/editor-rules.md). */
export * from './fields';
export * from './load';
export * from './normalise';
export * from './validate';
export * from './sections';
export * from './timeLimit';
export * from './publication';
export * from './pdf';
export * from './eventMedia';
export * from './scoring';
export * from './translations';
export * from './readiness';
