import { saveFile } from '../../../lib/save-file';

/** The name of the data download, as the server's Content-Disposition names it. */
export const exportFileName = (profileId: string) => `sagpan-${profileId}.json`;

/** The download's contents: the document the client parsed, written out again readably. */
export const exportFileText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** Saves `data` as a JSON file: the generated client has already parsed the answer, so it is written out again. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([exportFileText(data)], { type: 'application/json' }), fileName);
}
