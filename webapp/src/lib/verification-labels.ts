import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Badge, DocumentType, SelfiePose, VouchRelation } from '../api/generated/client';

/**
 * The words of verification (docs/rules.md rule 44), shared by the member's page, the badges others see and the
 * moderators' queue: the badges, the identity documents a member may show, and the poses of a verification photo; and
 * the words of a samaj volunteer (rule 45), shared by the member's page and the volunteer's.
 */
export const BADGE_LABELS: Record<Badge, MessageDescriptor> = {
  phone: msg`Mobile verified`,
  id: msg`ID checked`,
  photo: msg`Photo verified`,
  samaj: msg`Known to the samaj`,
};

export const DOCUMENT_LABELS: Record<DocumentType, MessageDescriptor> = {
  aadhaar: msg`Aadhaar card`,
  pan: msg`PAN card`,
  passport: msg`Passport`,
  driving_licence: msg`Driving licence`,
  voter_id: msg`Voter ID card`,
};

/** What to do for each pose, said to the member who takes the photo and to the moderator who compares it. */
export const POSE_LABELS: Record<SelfiePose, MessageDescriptor> = {
  hand_on_cheek: msg`One hand on your cheek`,
  thumbs_up: msg`A thumbs up beside your face`,
  two_fingers: msg`Two fingers held up beside your face`,
  hand_on_head: msg`One hand on top of your head`,
  point_at_camera: msg`Pointing at the camera`,
  three_fingers: msg`Three fingers held up beside your face`,
};

export const DOCUMENT_TYPES = Object.keys(DOCUMENT_LABELS) as DocumentType[];

/** Every badge, in the server's order (phone, id, photo, samaj). */
export const BADGES = Object.keys(BADGE_LABELS) as Badge[];

/** How a samaj volunteer knows the family they give their word for (rule 45), in the server's order. */
export const VOUCH_RELATION_LABELS: Record<VouchRelation, MessageDescriptor> = {
  relative: msg`A relative`,
  neighbour: msg`Neighbour`,
  samaj_work: msg`Through samaj work`,
  family_friend: msg`Family friend`,
  other: msg`Other`,
};

export const VOUCH_RELATIONS = Object.keys(VOUCH_RELATION_LABELS) as VouchRelation[];

