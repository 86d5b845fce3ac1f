import type { AttachmentInfo } from '../api/generated/client';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, ATTACHMENTS_PER_MESSAGE } from '../api/generated/rules/rules';

/**
 * The files sent with a message (a ticket, a ticket's answer, a contact enquiry; rule 33), checked in the browser
 * with the server's limits (shared/src/limits.rs, generated): at most ATTACHMENTS_PER_MESSAGE, each of the
 * ATTACHMENT_MIME_TYPES and at most ATTACHMENT_MAX_BYTES. The server checks them again by their bytes and has the last
 * word; here the obvious mistakes are refused early.
 */

export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];

/** The whole megabytes of the size limit, for the texts ("at most 5 MB"). */
export const ATTACHMENT_MAX_MB = Math.round(ATTACHMENT_MAX_BYTES / (1024 * 1024));

// The types a file's name stands for, for a browser that reports none (some phones do). Only those among
// ATTACHMENT_MIME_TYPES count.
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const isAccepted = (type: string): type is AttachmentMimeType =>
  (ATTACHMENT_MIME_TYPES as readonly string[]).includes(type);

/** A file input's `accept`: the types, and their extensions for systems that do not know the types. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_MIME_TYPES,
  ...Object.keys(TYPE_BY_EXTENSION)
    .filter((extension) => isAccepted(TYPE_BY_EXTENSION[extension]))
    .map((extension) => `.${extension}`),
].join(',');

/** What the checks read of a chosen file (a `File` has all of it). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
  lastModified?: number;
}

/** Why a chosen file is refused, or why the files cannot go together. */
export type AttachmentProblem =
  | { kind: 'too-many'; max: number }
  | { kind: 'too-large'; fileName: string }
  | { kind: 'wrong-type'; fileName: string };

/**
 * The accepted type of a file, or null: the type the browser reports, or, when it reports none, the one its name ends
 * with. A file that only pretends is refused by the server, which reads the bytes.
 */
export function attachmentType(file: Pick<FileFacts, 'name' | 'type'>): AttachmentMimeType | null {
  const reported = file.type.toLowerCase();
  const type = reported !== '' ? reported : (TYPE_BY_EXTENSION[file.name.toLowerCase().split('.').pop() ?? ''] ?? '');
  return isAccepted(type) ? type : null;
}

/** What is wrong with one file on its own (its type, its size), or null. */
export function fileProblem(file: FileFacts): AttachmentProblem | null {
  if (attachmentType(file) === null) return { kind: 'wrong-type', fileName: file.name };
  if (file.size > ATTACHMENT_MAX_BYTES) return { kind: 'too-large', fileName: file.name };
  return null;
}

const sameFile = (a: FileFacts, b: FileFacts) =>
  a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;

/**
 * Adds newly chosen files to those already chosen: each must be an accepted type and small enough, and no more than
 * ATTACHMENTS_PER_MESSAGE in all; a file chosen twice counts once. What cannot be added is named in `problems` (too
 * many files once).
 */
export function addAttachments<F extends FileFacts>(
  current: readonly F[],
  added: readonly F[],
): { files: F[]; problems: AttachmentProblem[] } {
  const files = [...current];
  const problems: AttachmentProblem[] = [];
  let tooMany = false;
  for (const file of added) {
    const problem = fileProblem(file);
    if (problem) {
      problems.push(problem);
    } else if (files.some((chosen) => sameFile(chosen, file))) {
      continue;
    } else if (files.length >= ATTACHMENTS_PER_MESSAGE) {
      tooMany = true;
    } else {
      files.push(file);
    }
  }
  if (tooMany) problems.push({ kind: 'too-many', max: ATTACHMENTS_PER_MESSAGE });
  return { files, problems };
}

/**
 * The first reason the files cannot be sent together, or null: too many of them, then a file of another type, then
 * one too large. For a form that holds whatever was picked and says what is wrong.
 */
export function attachmentsProblem(files: readonly FileFacts[]): AttachmentProblem | null {
  if (files.length > ATTACHMENTS_PER_MESSAGE) return { kind: 'too-many', max: ATTACHMENTS_PER_MESSAGE };
  const problems = files.map(fileProblem).filter((problem) => problem !== null);
  return problems.find((problem) => problem.kind === 'wrong-type') ?? problems[0] ?? null;
}

/** Whether a stored file is a picture (shown as a thumbnail) rather than a document (a PDF, shown as a link). */
export function isPicture(attachment: Pick<AttachmentInfo, 'contentType'>): boolean {
  return attachment.contentType.startsWith('image/');
}

/**
 * A file's size as a member reads it, in the page's language with digits 0-9: "820 KB", "1.4 MB". KB and MB are
 * written the same in Gujarati.
 */
export function fileSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale === 'gu' ? 'gu-IN' : 'en-IN', {
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  });
  if (bytes < 1024 * 1024) return `${format.format(Math.max(1, Math.ceil(bytes / 1024)))} KB`;
  return `${format.format(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}
