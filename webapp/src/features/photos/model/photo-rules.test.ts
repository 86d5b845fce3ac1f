import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS } from '../../../api/generated/rules/rules';
import { canAddPhoto, canMakeMain, deleteBlock, type PhotoFacts } from './photo-rules';

const approved = (photoId: number, isDefault = false): PhotoFacts => ({ photoId, status: 'approved', isDefault });
const pending = (photoId: number): PhotoFacts => ({ photoId, status: 'pending', isDefault: false });

describe('canAddPhoto', () => {
  it('allows a photo while there are fewer than MAX_PHOTOS', () => {
    expect(canAddPhoto([])).toBe(true);
    expect(canAddPhoto(Array.from({ length: MAX_PHOTOS - 1 }, (_, i) => approved(i + 1)))).toBe(true);
  });

  it('refuses one more at MAX_PHOTOS', () => {
    expect(canAddPhoto(Array.from({ length: MAX_PHOTOS }, (_, i) => approved(i + 1)))).toBe(false);
  });
});

describe('deleteBlock', () => {
  it('keeps the only approved photo, even beside pending ones', () => {
    const main = approved(1, true);
    expect(deleteBlock(main, [main])).toBe('only-approved');
    expect(deleteBlock(main, [main, pending(2), pending(3)])).toBe('only-approved');
  });

  it('lets an approved photo go when another approved one stays', () => {
    const main = approved(1, true);
    const other = approved(2);
    expect(deleteBlock(main, [main, other])).toBeNull();
    expect(deleteBlock(other, [main, other])).toBeNull();
  });

  it('always lets a pending photo go', () => {
    const main = approved(1, true);
    const waiting = pending(2);
    expect(deleteBlock(waiting, [main, waiting])).toBeNull();
  });
});

describe('canMakeMain', () => {
  it('offers an approved photo that is not the main one', () => {
    expect(canMakeMain(approved(2))).toBe(true);
  });

  it('does not offer the main photo or a pending one', () => {
    expect(canMakeMain(approved(1, true))).toBe(false);
    expect(canMakeMain(pending(2))).toBe(false);
  });
});
