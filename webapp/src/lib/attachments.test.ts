import { describe, expect, it } from 'vitest';
import openapi from '../../../openapi.json';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, ATTACHMENTS_PER_MESSAGE } from '../api/generated/rules/rules';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_MB,
  addAttachments,
  attachmentsProblem,
  attachmentType,
  fileProblem,
  fileSize,
  isPicture,
  type FileFacts,
} from './attachments';

const file = (name: string, type: string, size = 1000, lastModified = 1): FileFacts => ({
  name,
  type,
  size,
  lastModified,
});

describe('the limits', () => {
  it('are the ones the contract states for every call that takes files', () => {
    const forms = [
      openapi.paths['/api/Ticket/NewTicket'].post,
      openapi.paths['/api/Ticket/TicketReply'].post,
      openapi.paths['/api/Admin/Ticket/Answer'].post,
      openapi.paths['/api/Home/Contact'].post,
    ].map((operation) => operation.requestBody.content['multipart/form-data'].schema);
    for (const form of forms) {
      const description = form.properties.attachments.description;
      expect(description).toContain(`Up to ${ATTACHMENTS_PER_MESSAGE} files`);
      expect(description).toContain(`${ATTACHMENT_MAX_MB} MiB`);
      expect(description).toMatch(/jpeg, png or pdf/);
    }
    expect(ATTACHMENT_MAX_MB * 1024 * 1024).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('let the file dialog offer the types and their extensions', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual([...ATTACHMENT_MIME_TYPES, '.jpg', '.jpeg', '.png', '.pdf']);
  });
});

describe('attachmentType', () => {
  it('takes the JPEG, PNG and PDF types the browser reports, and nothing else', () => {
    expect(attachmentType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(attachmentType(file('a.png', 'IMAGE/PNG'))).toBe('image/png');
    expect(attachmentType(file('a.pdf', 'application/pdf'))).toBe('application/pdf');
    expect(attachmentType(file('a.gif', 'image/gif'))).toBeNull();
    expect(attachmentType(file('a.heic', 'image/heic'))).toBeNull();
    // A reported type wins over the name.
    expect(attachmentType(file('a.pdf', 'text/plain'))).toBeNull();
  });

  it('reads the name when the browser reports no type', () => {
    expect(attachmentType(file('Scan.JPEG', ''))).toBe('image/jpeg');
    expect(attachmentType(file('photo.jpg', ''))).toBe('image/jpeg');
    expect(attachmentType(file('bill.pdf', ''))).toBe('application/pdf');
    expect(attachmentType(file('scan.PDF', ''))).toBe('application/pdf');
    expect(attachmentType(file('notes.docx', ''))).toBeNull();
    expect(attachmentType(file('no-extension', ''))).toBeNull();
  });
});

describe('fileProblem', () => {
  it('refuses another type and a file over the size limit, and lets one of exactly the limit through', () => {
    expect(fileProblem(file('notes.txt', 'text/plain'))).toEqual({ kind: 'wrong-type', fileName: 'notes.txt' });
    expect(fileProblem(file('big.jpg', 'image/jpeg', ATTACHMENT_MAX_BYTES + 1))).toEqual({
      kind: 'too-large',
      fileName: 'big.jpg',
    });
    expect(fileProblem(file('exact.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES))).toBeNull();
  });
});

describe('addAttachments', () => {
  it('adds accepted files after those already chosen', () => {
    const first = file('a.png', 'image/png');
    const second = file('b.pdf', 'application/pdf', 2000);
    expect(addAttachments([first], [second])).toEqual({ files: [first, second], problems: [] });
  });

  it('names each file of the wrong type or too large, and keeps the others', () => {
    const ok = file('ok.jpg', 'image/jpeg');
    const big = file('big.png', 'image/png', ATTACHMENT_MAX_BYTES + 1);
    const exact = file('exact.png', 'image/png', ATTACHMENT_MAX_BYTES);
    const word = file('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(addAttachments([], [word, big, ok, exact])).toEqual({
      files: [ok, exact],
      problems: [
        { kind: 'wrong-type', fileName: 'letter.docx' },
        { kind: 'too-large', fileName: 'big.png' },
      ],
    });
  });

  it(`keeps at most ${ATTACHMENTS_PER_MESSAGE} files and says so once`, () => {
    const chosen = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    const added = [file('3.png', 'image/png'), file('4.png', 'image/png'), file('5.png', 'image/png')];
    expect(addAttachments(chosen, added)).toEqual({
      files: [...chosen, added[0]],
      problems: [{ kind: 'too-many', max: ATTACHMENTS_PER_MESSAGE }],
    });
  });

  it('counts a file chosen twice once', () => {
    const a = file('a.png', 'image/png');
    expect(addAttachments([a], [{ ...a }])).toEqual({ files: [a], problems: [] });
    // Another file of the same name is another file.
    const b = file('a.png', 'image/png', 1000, 2);
    expect(addAttachments([a], [b]).files).toEqual([a, b]);
  });

  it('never changes the files chosen before', () => {
    const current = [file('a.jpg', 'image/jpeg')];
    addAttachments(current, [file('b.jpg', 'image/jpeg')]);
    expect(current).toHaveLength(1);
  });
});

describe('attachmentsProblem', () => {
  it(`lets up to ${ATTACHMENTS_PER_MESSAGE} jpeg, png or pdf files of at most the size limit through`, () => {
    expect(attachmentsProblem([])).toBeNull();
    expect(
      attachmentsProblem([
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png'),
        file('c.pdf', 'application/pdf', ATTACHMENT_MAX_BYTES),
      ]),
    ).toBeNull();
    // A system that knows no type for the file: its name decides here, its bytes on the server.
    expect(attachmentsProblem([file('scan.PDF', '')])).toBeNull();
  });

  it('names the first problem: too many files, then another type, then a file too large', () => {
    const four = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.png`, 'image/png'));
    expect(attachmentsProblem(four)).toEqual({ kind: 'too-many', max: ATTACHMENTS_PER_MESSAGE });
    const big = file('big.jpg', 'image/jpeg', ATTACHMENT_MAX_BYTES + 1);
    const notes = file('notes.txt', 'text/plain');
    expect(attachmentsProblem([big])).toEqual({ kind: 'too-large', fileName: 'big.jpg' });
    expect(attachmentsProblem([big, notes])).toEqual({ kind: 'wrong-type', fileName: 'notes.txt' });
  });
});

describe('isPicture', () => {
  it('shows JPEG and PNG as pictures, PDF as a document', () => {
    expect(isPicture({ contentType: 'image/jpeg' })).toBe(true);
    expect(isPicture({ contentType: 'image/png' })).toBe(true);
    expect(isPicture({ contentType: 'application/pdf' })).toBe(false);
  });
});

describe('fileSize', () => {
  it('writes KB below a megabyte and MB with one decimal above, with digits 0-9 in both languages', () => {
    expect(fileSize(0, 'en')).toBe('1 KB');
    expect(fileSize(1, 'en')).toBe('1 KB');
    expect(fileSize(52_000, 'en')).toBe('51 KB');
    expect(fileSize(820 * 1024, 'en')).toBe('820 KB');
    expect(fileSize(1_500_000, 'en')).toBe('1.4 MB');
    expect(fileSize(1.44 * 1024 * 1024, 'en')).toBe('1.4 MB');
    expect(fileSize(5 * 1024 * 1024, 'gu')).toBe('5 MB');
    expect(fileSize(1.5 * 1024 * 1024, 'gu')).toMatch(/^1[.,]5 MB$/);
  });
});
