import { config } from 'zod';

/**
 * Our CSP has no 'unsafe-eval'. zod compiles fast parsers with `new Function` unless told not
 * to; even its guarded probe is reported as a CSP violation, so switch the JIT off up front.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
