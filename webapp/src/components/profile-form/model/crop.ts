import { PHOTO_ASPECT, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '../../../api/generated/rules/rules';

/** A rectangle in the image's own pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** 3:4 (width : height), the frame of every profile photo. */
export const PHOTO_RATIO = PHOTO_ASPECT[0] / PHOTO_ASPECT[1];

/** The uploaded photo is at most this wide (and 4/3 of it high): plenty for every size the app shows. */
export const OUTPUT_MAX_WIDTH = 1200;

export const JPEG_QUALITY = 0.9;

/**
 * The crop area the cropper reports, made safe for a canvas: whole pixels, inside the image, and exactly 3:4 (the
 * cropper's fractional area can drift by a pixel or overhang the edge).
 */
export function cropRectangle(area: Rect, image: Size): Rect {
  // The largest 3:4 box that fits the image bounds the size.
  const maxWidth = Math.min(image.width, Math.floor(image.height * PHOTO_RATIO));
  let width = Math.max(1, Math.min(Math.round(area.width), maxWidth));
  let height = Math.round(width / PHOTO_RATIO);
  if (height > image.height) {
    height = image.height;
    width = Math.max(1, Math.floor(height * PHOTO_RATIO));
  }
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - width);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - height);
  return { x, y, width, height };
}

/** The canvas size for a crop: its own size, scaled down to OUTPUT_MAX_WIDTH when larger, keeping 3:4. */
export function outputSize(crop: Size, maxWidth: number = OUTPUT_MAX_WIDTH): Size {
  const width = Math.max(1, Math.min(crop.width, maxWidth));
  return { width, height: Math.round(width / PHOTO_RATIO) };
}

export type PhotoFileProblem = 'single-file' | 'too-large';

/** Checks a choice of files before cropping: exactly one JPEG or PNG, at most PHOTO_MAX_BYTES. */
export function checkPhotoFiles(files: readonly { type: string; size: number }[]): PhotoFileProblem | null {
  if (files.length !== 1) return 'single-file';
  const [file] = files;
  if (!file || !(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'single-file';
  if (file.size > PHOTO_MAX_BYTES) return 'too-large';
  return null;
}

/** Draws the crop of a loaded image on a canvas and exports it as a JPEG. */
export async function cropToJpeg(image: HTMLImageElement, area: Rect): Promise<Blob> {
  const crop = cropRectangle(area, { width: image.naturalWidth, height: image.naturalHeight });
  const size = outputSize(crop);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  // A PNG with transparency would turn black in a JPEG; white behind it looks like a photo print.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/jpeg', JPEG_QUALITY);
  });
}

/** Loads an image from a URL (an object URL of the chosen file). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image cannot be read'));
    image.src = src;
  });
}
