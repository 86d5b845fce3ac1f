import { ApiError, OpenAPI } from '../api/generated/client';
import type { ApiRequestOptions } from '../api/generated/client/core/ApiRequestOptions';
import { getHeaders, getQueryString, getResponseBody } from '../api/generated/client/core/request';
import { apiFetch, apiLocale } from './api-client';

/** A downloaded file (a PDF, a spreadsheet) and the name the server gives it (`Content-Disposition`), if any. */
export interface PdfFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name in a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`), or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * GET a file of the API (the bio-data and an event's booklet as PDFs, the registrants' spreadsheet as CSV) outside the
 * generated client, which asks for JSON and reads any other answer as text: a PDF would arrive as a broken string. The
 * headers are still the client's (`getHeaders`: the bearer token, renewed first when it is about to run out, and the
 * language); a failure becomes the same ApiError, with the problem+json body, that every other call throws, so
 * `authorized` retries a 401 and lib/problem.ts reads the rest. `type` is the media type the answer must have.
 */
export async function fetchFile(
  path: string,
  query: Record<string, string | number | undefined>,
  type: string,
): Promise<PdfFile> {
  const options: ApiRequestOptions = {
    method: 'GET',
    url: path,
    query,
    headers: { 'Accept-Language': apiLocale(), Accept: `${type}, application/problem+json` },
  };
  const url = `${OpenAPI.BASE}${path}${getQueryString(query)}`;
  const response = await apiFetch(url, { method: 'GET', headers: await getHeaders(OpenAPI, options) });
  const answered = response.headers.get('Content-Type')?.toLowerCase() ?? '';
  if (!response.ok || !answered.startsWith(type)) {
    // A problem+json answer as the generated client reads it; a 200 of another type (a proxy's page) has nothing to
    // show.
    const body: unknown = response.ok ? undefined : await getResponseBody(response);
    const result = { url, ok: false, status: response.status, statusText: response.statusText, body };
    throw new ApiError(options, result, response.statusText || `The file could not be downloaded (${response.status}).`);
  }
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** A PDF of the API: the bio-data, an event's booklet. */
export const fetchPdf = (path: string, query: Record<string, string | number | undefined>) =>
  fetchFile(path, query, 'application/pdf');
