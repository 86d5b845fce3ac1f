import { useMutation } from '@tanstack/react-query';
import { fetchPdf } from '../../../lib/pdf-download';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

/** Which booklet: the event's, in Gujarati or English. */
export interface BookletRequest {
  eventId: number;
  lang: 'gu' | 'en';
}

/**
 * An event's booklet (docs/rules.md rule 49), `GET /api/Event/{eventId}/Booklet?lang=…`: an A4 PDF with the cover, the
 * index and two registrants a page, each with only what they chose to show. For its organisers and its registrants;
 * 404 for anyone else.
 */
export const getBooklet = ({ eventId, lang }: BookletRequest) =>
  authorized(() => fetchPdf(`/api/Event/${eventId}/Booklet`, { lang }));

export function useDownloadBooklet(config: MutationConfig<typeof getBooklet> = {}) {
  return useMutation({ ...config, mutationFn: getBooklet });
}
