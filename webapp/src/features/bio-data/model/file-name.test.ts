import { describe, expect, it } from 'vitest';
import { bioDataFileName, fileNameFromDisposition } from './file-name';

describe('bioDataFileName', () => {
  it('names the file after the profile id (rule 21)', () => {
    expect(bioDataFileName('PT104233')).toBe('PT104233.pdf');
    expect(bioDataFileName(' pt104233 ', 'other.pdf')).toBe('PT104233.pdf');
  });

  it("takes the server's name, without folders, when there is no valid profile id; else bio-data.pdf", () => {
    expect(bioDataFileName('', 'PT555555.pdf')).toBe('PT555555.pdf');
    expect(bioDataFileName(undefined, '../../etc/PT555555.pdf')).toBe('PT555555.pdf');
    expect(bioDataFileName('nonsense', null)).toBe('bio-data.pdf');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename and filename*', () => {
    expect(fileNameFromDisposition('attachment; filename="PT104233.pdf"')).toBe('PT104233.pdf');
    expect(fileNameFromDisposition('attachment; filename=PT104233.pdf')).toBe('PT104233.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''PT104233%20x.pdf")).toBe('PT104233 x.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
