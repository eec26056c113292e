export * from './roles';
export * from './matrix';
