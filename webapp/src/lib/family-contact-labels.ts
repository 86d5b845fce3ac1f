import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactRelation, ContactVisibility } from '../api/generated/client';

/**
 * Who a family contact is to the member (docs/rules.md rule 46), for the family page that keeps them and the
 * connection's dialog that shows them.
 */
export const CONTACT_RELATION_LABELS: Record<ContactRelation, MessageDescriptor> = {
  father: msg`Father`,
  mother: msg`Mother`,
  brother: msg`Brother`,
  sister: msg`Sister`,
  uncle: msg`Uncle`,
  aunt: msg`Aunt`,
  relative: msg`Relative`,
};

export const CONTACT_RELATIONS = Object.keys(CONTACT_RELATION_LABELS) as ContactRelation[];

/** When a connected member sees a contact (nobody else ever does). */
export const CONTACT_VISIBILITY_LABELS: Record<ContactVisibility, MessageDescriptor> = {
  accepted: msg`Once we are connected`,
  on_request: msg`When they ask and I agree`,
  never: msg`Never: for my own list`,
};

export const CONTACT_VISIBILITIES = Object.keys(CONTACT_VISIBILITY_LABELS) as ContactVisibility[];
