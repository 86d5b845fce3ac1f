/**
 * zod compiles object parsers with `new Function` unless told not to. The server's Content-Security-Policy allows no
 * eval, and even zod's probe for it is reported as a violation, so the app parses without compiling. Imported first by
 * `main.tsx`: zod reads the setting when each schema is made.
 *
 * zod keeps its settings in one object on globalThis, shared by every copy of zod (`z.config()` writes there too).
 * Setting it there, rather than through `z.config()`, keeps zod out of the entry chunk: it loads with the pages that
 * use it (see scripts/check-bundle.mjs). zod-config.test.ts checks that zod reads the setting.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
