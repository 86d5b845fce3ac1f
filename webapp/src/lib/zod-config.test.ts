import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod-config', () => {
  it('makes zod parse without compiling (no eval under the Content-Security-Policy)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
