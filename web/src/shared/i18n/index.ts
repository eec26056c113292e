/*
 * The product's own text in the player's language (docs/languages.md): `language.ts` has no
 * React in it, so the app's start (web/src/main.tsx) can load a catalogue before React's code
 * has arrived; `hooks.ts` has the components' side.
 */
export * from './language';
export * from './hooks';
