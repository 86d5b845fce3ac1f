import { useMutation } from '@tanstack/react-query';
import { ApiError, OpenAPI } from '../../../api/generated/client';
import type { ApiRequestOptions } from '../../../api/generated/client/core/ApiRequestOptions';
import { getHeaders, getQueryString, getResponseBody } from '../../../api/generated/client/core/request';
import { apiFetch, apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { fileNameFromDisposition } from '../model/file-name';

const BIO_DATA_PATH = '/api/PVBioData/GetPVBioData';

/** The PDF and the name the server gives it (`Content-Disposition`), when it gives one. */
export interface BioDataFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GET /api/PVBioData/GetPVBioData outside the generated client, which asks for JSON and reads any other answer as
 * text: a PDF would arrive as a broken string. The headers are still the client's (`getHeaders`: the bearer token,
 * renewed first when it is about to run out, and the language); a failure becomes the same ApiError, with the
 * problem+json body, that every other call throws, so `authorized` retries a 401 and lib/problem.ts reads the rest.
 */
async function fetchBioData(memberId?: number): Promise<BioDataFile> {
  const query = { memberId };
  const options: ApiRequestOptions = {
    method: 'GET',
    url: BIO_DATA_PATH,
    query,
    headers: { 'Accept-Language': apiLocale(), Accept: 'application/pdf, application/problem+json' },
  };
  const url = `${OpenAPI.BASE}${BIO_DATA_PATH}${getQueryString(query)}`;
  const response = await apiFetch(url, { method: 'GET', headers: await getHeaders(OpenAPI, options) });
  const type = response.headers.get('Content-Type')?.toLowerCase() ?? '';
  if (!response.ok || !type.startsWith('application/pdf')) {
    // A problem+json answer as the generated client reads it; a 200 that is no PDF (a proxy's page) has nothing to
    // show.
    const body: unknown = response.ok ? undefined : await getResponseBody(response);
    const result = { url, ok: false, status: response.status, statusText: response.statusText, body };
    throw new ApiError(options, result, response.statusText || `The bio-data could not be downloaded (${response.status}).`);
  }
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/**
 * A bio-data as a PDF: the member's own (no `memberId`), or that of a member whose connection with the caller is
 * accepted (rule 38); anyone else's is a 404. In the page's language.
 */
export const getBioData = (memberId?: number) => authorized(() => fetchBioData(memberId));

export function useDownloadBioData(config: MutationConfig<typeof getBioData> = {}) {
  return useMutation({ ...config, mutationFn: getBioData });
}
