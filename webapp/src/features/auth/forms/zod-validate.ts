import { i18n } from '@lingui/core';
import type { z } from 'zod';
import { ruleMessageOrText } from '../../../lib/rule-messages';

/**
 * A @mantine/form `validate` function from a zod schema (the generated shared rules): each issue's code, e.g.
 * `too_long|30`, becomes the translated message under its field.
 */
export function zodValidate<T>(schema: z.ZodType<unknown, T>) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = ruleMessageOrText(issue.message, i18n);
    }
    return errors;
  };
}
