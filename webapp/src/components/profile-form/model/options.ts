import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FAMILY_TYPES, MARITAL_STATUSES, VISA_TYPES } from '../../../api/generated/rules/rules';

/** Labels of document 000's fixed option lists, by their number (1-based, as the server stores them). */
const MARITAL_STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Never married`,
  2: msg`Widowed`,
  3: msg`Divorced`,
  4: msg`Awaiting divorce`,
};

const FAMILY_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Joint family`,
  2: msg`Nuclear family`,
};

const VISA_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Citizenship`,
  2: msg`Permanent resident`,
  3: msg`Work permit visa`,
  4: msg`Study permit visa`,
  5: msg`Tourist visa`,
  6: msg`Business visa`,
};

export const YES_LABEL = msg`Yes`;
export const NO_LABEL = msg`No`;
export const MALE_LABEL = msg`Male`;
export const FEMALE_LABEL = msg`Female`;

export interface OptionList {
  count: number;
  labels: Record<number, MessageDescriptor>;
}

export const MARITAL_STATUS_OPTIONS: OptionList = { count: MARITAL_STATUSES, labels: MARITAL_STATUS_LABELS };
export const FAMILY_TYPE_OPTIONS: OptionList = { count: FAMILY_TYPES, labels: FAMILY_TYPE_LABELS };
export const VISA_TYPE_OPTIONS: OptionList = { count: VISA_TYPES, labels: VISA_TYPE_LABELS };

/** Select items 1..count with their translated labels. */
export function optionItems(list: OptionList, translate: (descriptor: MessageDescriptor) => string) {
  return Array.from({ length: list.count }, (_, index) => {
    const value = index + 1;
    const label = list.labels[value];
    return { value: String(value), label: label ? translate(label) : String(value) };
  });
}

/** The translated label of option `value`, or undefined when it is not one of the list. */
export function optionLabel(
  list: OptionList,
  value: number | null | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): string | undefined {
  if (value === null || value === undefined) return undefined;
  const label = list.labels[value];
  return label ? translate(label) : undefined;
}
