export * from './clock';
export * from './engine';
export * from './layout';
export * from './check';
