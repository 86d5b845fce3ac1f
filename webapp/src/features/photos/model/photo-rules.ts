import type { OwnPhoto } from '../../../api/generated/client';
import { MAX_PHOTOS } from '../../../api/generated/rules/rules';

/** The part of a photo that the rules of My photos look at. */
export type PhotoFacts = Pick<OwnPhoto, 'photoId' | 'status' | 'isDefault'>;

/** Whether another photo may be added (rule 27: at most MAX_PHOTOS). */
export function canAddPhoto(photos: readonly PhotoFacts[]): boolean {
  return photos.length < MAX_PHOTOS;
}

/** Why a photo cannot be deleted, or null when it can: the only approved photo stays (others would see none). */
export type DeleteBlock = 'only-approved' | null;

export function deleteBlock(photo: PhotoFacts, photos: readonly PhotoFacts[]): DeleteBlock {
  if (photo.status !== 'approved') return null;
  const approved = photos.filter((p) => p.status === 'approved').length;
  return approved <= 1 ? 'only-approved' : null;
}

/** Only an approved photo that is not already the main one can become the main (card) photo. */
export function canMakeMain(photo: PhotoFacts): boolean {
  return photo.status === 'approved' && !photo.isDefault;
}
