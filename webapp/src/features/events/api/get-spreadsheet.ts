import { useMutation } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/pdf-download';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import type { BookletRequest } from './get-booklet';

/**
 * The registrants of an event as a spreadsheet for its organisers' desk (docs/rules.md rule 49),
 * `GET /api/Admin/Events/{eventId}/Spreadsheet?lang=…`: CSV, one row per registrant in the booklet, each field only as
 * they chose to show it.
 */
export const getSpreadsheet = ({ eventId, lang }: BookletRequest) =>
  authorized(() => fetchFile(`/api/Admin/Events/${eventId}/Spreadsheet`, { lang }, 'text/csv'));

export function useDownloadSpreadsheet(config: MutationConfig<typeof getSpreadsheet> = {}) {
  return useMutation({ ...config, mutationFn: getSpreadsheet });
}
