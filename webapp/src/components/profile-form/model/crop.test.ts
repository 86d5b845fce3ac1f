import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../api/generated/rules/rules';
import { PHOTO_RATIO, checkPhotoFiles, cropRectangle, outputSize } from './crop';

describe('crop rectangle', () => {
  it('is 3:4', () => {
    expect(PHOTO_RATIO).toBe(0.75);
  });

  it('rounds a fractional area to whole pixels and keeps 3:4', () => {
    expect(cropRectangle({ x: 100.4, y: 50.6, width: 300.2, height: 400.4 }, { width: 900, height: 700 })).toEqual({
      x: 100,
      y: 51,
      width: 300,
      height: 400,
    });
  });

  it('keeps the rectangle inside the image', () => {
    const rect = cropRectangle({ x: 700, y: -5, width: 300, height: 400 }, { width: 900, height: 700 });
    expect(rect).toEqual({ x: 600, y: 0, width: 300, height: 400 });
  });

  it('shrinks an area larger than the image to the largest 3:4 box', () => {
    expect(cropRectangle({ x: 0, y: 0, width: 600, height: 800 }, { width: 900, height: 700 })).toEqual({
      x: 0,
      y: 0,
      width: 525,
      height: 700,
    });
    const tall = cropRectangle({ x: 0, y: 0, width: 500, height: 667 }, { width: 400, height: 1000 });
    expect(tall.width).toBe(400);
    expect(tall.height).toBeCloseTo(533, 0);
  });

  it('scales large crops down to the output width', () => {
    expect(outputSize({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(outputSize({ width: 300, height: 400 })).toEqual({ width: 300, height: 400 });
  });
});

describe('photo files', () => {
  const jpeg = { type: 'image/jpeg', size: 1000 };
  it('accepts one JPEG or PNG', () => {
    expect(checkPhotoFiles([jpeg])).toBeNull();
    expect(checkPhotoFiles([{ type: 'image/png', size: 10 }])).toBeNull();
  });
  it('refuses several files, other types and files over the limit', () => {
    expect(checkPhotoFiles([])).toBe('single-file');
    expect(checkPhotoFiles([jpeg, jpeg])).toBe('single-file');
    expect(checkPhotoFiles([{ type: 'image/gif', size: 10 }])).toBe('single-file');
    expect(checkPhotoFiles([{ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 }])).toBe('too-large');
  });
});
