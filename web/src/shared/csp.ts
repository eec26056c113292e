/**
 * Our CSP has no 'unsafe-eval'. zod compiles fast parsers with `new Function` unless told not
 * to; even its guarded probe is reported as a CSP violation, so switch the JIT off up front.
 * Imported first by main.tsx, before zod itself loads (zod arrives later, with the protocol's
 * declarations: ./protocolDefs.ts). zod keeps its settings on `globalThis.__zod_globalConfig`
 * and adopts an object already there (zod's v4/core/core.js), so this sets them without
 * loading zod; csp.test.ts checks that zod reads `jitless` from here.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
export {};
