import { useMutation } from '@tanstack/react-query';
import { fetchPdf, type PdfFile } from '../../../lib/pdf-download';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';

const BIO_DATA_PATH = '/api/PVBioData/GetPVBioData';

/** The PDF and the name the server gives it (`Content-Disposition`), when it gives one. */
export type BioDataFile = PdfFile;

/**
 * A bio-data as a PDF: the member's own (no `memberId`), or that of a member whose connection with the caller is
 * accepted (rule 38); anyone else's is a 404. In the page's language.
 */
export const getBioData = (memberId?: number) => authorized(() => fetchPdf(BIO_DATA_PATH, { memberId }));

export function useDownloadBioData(config: MutationConfig<typeof getBioData> = {}) {
  return useMutation({ ...config, mutationFn: getBioData });
}
