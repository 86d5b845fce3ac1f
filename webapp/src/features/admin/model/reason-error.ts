import { ApiError } from '../../../api/generated/client';
import { problemFieldErrors } from '../../../lib/problem';

/**
 * The reason field's message of a 400 answer to a reasoned decision, if that is what the error is: the reason dialog
 * shows it under the field and stays open. Any other error closes the dialog and the page shows it.
 */
export function reasonError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fields = problemFieldErrors(error);
  return (fields.reason ?? fields.Reason)?.[0];
}
