import { PHOTO_ASPECT } from '../../../api/generated/rules/rules';

/** A photo whole, in the photos' 3:4 frame: never cropped, never stretched (a photo of another shape gets margins). */
export const PHOTO_FRAME = {
  aspectRatio: `${PHOTO_ASPECT[0]} / ${PHOTO_ASPECT[1]}`,
  backgroundColor: 'var(--mantine-color-gray-1)',
} as const;
