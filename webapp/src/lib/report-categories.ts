import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportCategory } from '../api/generated/client';

/**
 * Why a member reports another (docs/rules.md rule 30), as the reporter chooses it and the moderators read it, in the
 * dialog's order. A fake profile and a request for money put the report first in the moderators' queue.
 */
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, MessageDescriptor> = {
  fake_profile: msg`Fake profile or someone else's photos`,
  asks_for_money: msg`Asks for money, gifts or payments`,
  married_already: msg`Already married`,
  abusive: msg`Abusive or rude`,
  other: msg`Something else`,
};

export const REPORT_CATEGORIES = Object.keys(REPORT_CATEGORY_LABELS) as ReportCategory[];
