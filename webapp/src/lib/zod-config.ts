import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to. The server's Content-Security-Policy allows no
 * eval, and even zod's probe for it is reported as a violation, so the app parses without compiling. Imported first by
 * `main.tsx`: zod reads the setting when each schema is made.
 */
z.config({ jitless: true });
