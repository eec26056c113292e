/**
 * Libraries only some requests need, loaded on their first use instead of at start: together
 * about 28 MB of an idle process's memory (before passkeys joined them) (docs/performance.md, "Start-up and idle memory").
 * `lazyLibraries.test.ts` builds the server as production does and fails when its start-up
 * code imports one of them statically.
 */

/** exceljs: MSEL sheets (XLSX import and export). */
export const loadExcel = () => import('exceljs').then((module) => module.default);

/** mailparser: the outbox viewer and bounce notifications. */
export const loadMailParser = () => import('mailparser');

/** jszip: the evidence download and its check. */
export const loadZip = () => import('jszip').then((module) => module.default);

/** @simplewebauthn/server: passkey ceremonies, with its base64url helpers for stored keys. */
export const loadWebAuthn = async () => {
  const [ceremonies, helpers] = await Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]);
  return { ...ceremonies, isoBase64URL: helpers.isoBase64URL };
};

/** Packages that must come through this module (the test reads this list). */
export const LAZY_LIBRARIES = ['exceljs', 'mailparser', 'jszip', '@simplewebauthn/server'] as const;
