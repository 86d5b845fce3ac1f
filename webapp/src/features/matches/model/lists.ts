import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NEW_MATCH_DAYS } from '../../../api/generated/rules/rules';

/** The five lists of rule 4, in the order /matches shows them. */
export const MATCH_LIST_KINDS = ['new', 'mine', 'all', 'patidar', 'recent'] as const;
export type MatchListKind = (typeof MATCH_LIST_KINDS)[number];

export interface MatchListInfo {
  /** The list's own page. */
  path: '/matches/new' | '/matches/list' | '/matches/all' | '/matches/patidar' | '/matches/recent';
  title: MessageDescriptor;
  /**
   * One line under the title: who is in the list, in which order. New, All and Patidar list first those who fit the
   * core preferences both ways, then the rest (rule 41).
   */
  description: MessageDescriptor;
  /** What the list says when it has nobody, in the words of document 001's empty lists. */
  empty: MessageDescriptor;
}

const days = NEW_MATCH_DAYS;

export const MATCH_LISTS: Readonly<Record<MatchListKind, MatchListInfo>> = {
  new: {
    path: '/matches/new',
    title: msg`New matches`,
    description: msg`Members approved in the last ${days} days whose profile you have not opened yet: those who fit your preferences first, then the newest.`,
    empty: msg`No new matches yet. Members approved in the last ${days} days appear here until you open their profile.`,
  },
  mine: {
    path: '/matches/list',
    title: msg`My matches`,
    description: msg`Members who fit your partner preferences and whose preferences you fit, the best matches first.`,
    empty: msg`No partner profiles found. Members who fit your partner preferences, and whose preferences you fit, appear here.`,
  },
  all: {
    path: '/matches/all',
    title: msg`All matches`,
    description: msg`Every approved member: those who fit your preferences first, then the most recently approved.`,
    empty: msg`No profile found. Approved members appear here as they join.`,
  },
  patidar: {
    path: '/matches/patidar',
    title: msg`Patidar matches`,
    description: msg`Members of your own community (Kadva or Leva Patidar): those who fit your preferences first, then the most recently approved.`,
    empty: msg`No profile found in your community yet. Approved members of your own community appear here.`,
  },
  recent: {
    path: '/matches/recent',
    title: msg`Recently viewed`,
    description: msg`Profiles you opened, the latest first.`,
    empty: msg`No recent profile found. The profiles you open appear here.`,
  },
};
