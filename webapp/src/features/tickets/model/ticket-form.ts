import { RULES } from '../../../api/generated/rules/rules';
import { fieldErrors, trimmed, type FieldCodes } from '../../../components/profile-form/model/fields';

/** The new-ticket form's text fields as the inputs hold them. */
export interface NewTicketValues {
  topic: string;
  message: string;
}

/** A reply's text, as the input holds it. */
export interface ReplyValues {
  message: string;
}

/** The fields the server may name in a 400's `errors`: the form's, and the files. */
export const NEW_TICKET_FIELDS = ['topic', 'message', 'attachments'] as const;
export const REPLY_FIELDS = ['message', 'attachments'] as const;

export const emptyNewTicket = (): NewTicketValues => ({ topic: '', message: '' });

/**
 * Rule codes of a new ticket (document 001: "topic and message required"), by the shared rules the server applies
 * (RULES.topic: 1 to 100 characters, RULES.message: 1 to 4000). The texts are checked as they will be sent: trimmed,
 * so that spaces alone are no topic.
 */
export function validateNewTicket(values: NewTicketValues): FieldCodes {
  return fieldErrors({
    topic: [RULES.topic, trimmed(values.topic)],
    message: [RULES.message, trimmed(values.message)],
  });
}

export function validateReply(values: ReplyValues): FieldCodes {
  return fieldErrors({ message: [RULES.message, trimmed(values.message)] });
}

/** The new ticket as it is sent: the texts trimmed, the files chosen. */
export function buildNewTicket<F>(values: NewTicketValues, attachments: readonly F[]) {
  return { topic: trimmed(values.topic), message: trimmed(values.message), attachments: [...attachments] };
}

/** A reply as it is sent. */
export function buildReply<F>(ticketId: number, values: ReplyValues, attachments: readonly F[]) {
  return { ticketId, message: trimmed(values.message), attachments: [...attachments] };
}

/** The ticket id of `/ticket/$ticketId`: a whole number from 1; null for anything else. */
export function ticketIdFrom(param: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
