import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardConnection, DeclineReason, RequestReply } from '../../../api/generated/client';
import { note } from '../../../api/generated/rules/rules';

/**
 * Replies beyond yes and no (docs/rules.md rule 47a): the ones the reply dialog offers besides Accept, in its order.
 * `interested` is Accept itself.
 */
export const OPEN_REPLIES = [
  'need_time',
  'need_info',
  'talking_elsewhere',
  'not_interested',
] as const satisfies readonly RequestReply[];

/** What the receiver chooses, in the dialog. */
export const REPLY_CHOICE_LABELS: Record<RequestReply, MessageDescriptor> = {
  interested: msg`Interested: accept`,
  need_time: msg`We need a little time`,
  need_info: msg`We would like to know more`,
  talking_elsewhere: msg`Talks are in progress elsewhere`,
  not_interested: msg`Not interested`,
};

/** The sender's view of a reply that left the request open. */
export const REPLY_TO_SENDER: Partial<Record<RequestReply, MessageDescriptor>> = {
  need_time: msg`They need a little time. Your request stays open.`,
  need_info: msg`They asked you a question.`,
  talking_elsewhere: msg`Their family is in talks elsewhere just now. Your request stays open.`,
};

/** The receiver's own view of their open reply. */
export const REPLY_BY_ME: Partial<Record<RequestReply, MessageDescriptor>> = {
  need_time: msg`You said you need a little time.`,
  need_info: msg`You asked a question.`,
  talking_elsewhere: msg`You said talks are in progress elsewhere.`,
};

/** Why a request was declined, as the receiver notes it for themselves alone. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, MessageDescriptor> = {
  family_decided: msg`Our family decided`,
  location: msg`Where they live`,
  community: msg`Community or gol`,
  education_work: msg`Education or work`,
  age_height: msg`Age or height`,
  not_ready: msg`Not ready to marry yet`,
  other: msg`Something else`,
};

export const DECLINE_REASONS = Object.keys(DECLINE_REASON_LABELS) as DeclineReason[];

/** A question or an answer by the shared rule (1 to 500 characters once trimmed): the text, or a rule code. */
export function checkNote(value: string): { ok: true; text: string } | { ok: false; code: string } {
  const text = value.trim();
  const result = note.safeParse(text);
  if (result.success) return { ok: true, text: result.data };
  return { ok: false, code: result.error.issues[0]?.message ?? 'required' };
}

/** The lines a request shows under its actions: where the reply stands, the question and its answer. */
export interface ThreadLines {
  reply?: string;
  question?: string;
  answer?: string;
  /** The sender may answer the question (none yet, or a new one). */
  mayAnswer: boolean;
  /** The receiver's private note of why they declined. */
  privateReason?: string;
}

export function threadLines(connection: CardConnection | null | undefined, i18n: I18n): ThreadLines {
  if (!connection) return { mayAnswer: false };
  const open = connection.status === 'sent' || connection.status === 'received';
  const reply = connection.reply;
  const words = open && reply ? (connection.sent ? REPLY_TO_SENDER : REPLY_BY_ME)[reply] : undefined;
  return {
    reply: words ? i18n._(words) : undefined,
    question: connection.question ?? undefined,
    answer: connection.answer ?? undefined,
    mayAnswer: connection.status === 'sent' && reply === 'need_info' && Boolean(connection.question),
    privateReason:
      !connection.sent && connection.declineReason
        ? i18n._(DECLINE_REASON_LABELS[connection.declineReason])
        : undefined,
  };
}
