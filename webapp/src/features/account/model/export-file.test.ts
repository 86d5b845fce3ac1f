import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportFileName, exportFileText, saveJsonFile } from './export-file';

/** jsdom's Blob has no text(); its FileReader reads it. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('the data download', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is named after the profile id and written out with two-space indents', () => {
    expect(exportFileName('PT104233')).toBe('sagpan-PT104233.json');
    expect(exportFileText({ account: { profileId: 'PT104233' } })).toBe('{\n  "account": {\n    "profileId": "PT104233"\n  }\n}\n');
  });

  it('is saved through a temporary link to a Blob', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:sagpan/1';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    vi.useFakeTimers();
    try {
      saveJsonFile({ exportedOn: '2026-11-21T10:15:00Z' }, 'sagpan-PT104233.json');
      expect(clicked).toEqual([{ href: 'blob:sagpan/1', download: 'sagpan-PT104233.json' }]);
      expect(blobs[0]?.type).toBe('application/json');
      expect(document.querySelector('a[download]')).toBeNull();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:sagpan/1');
    } finally {
      vi.useRealTimers();
    }
    expect(await textOf(blobs[0])).toBe('{\n  "exportedOn": "2026-11-21T10:15:00Z"\n}\n');
  });
});
