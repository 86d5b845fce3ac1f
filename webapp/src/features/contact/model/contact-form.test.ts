import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_PER_MESSAGE } from '../../../api/generated/rules/rules';
import { testI18n } from '../../../testing/render';
import {
  attachmentMessage,
  contactCodes,
  contactRequest,
  emptyContactValues,
  validateContact,
  type ContactValues,
} from './contact-form';

const valid: ContactValues = {
  topicId: '2',
  fullName: 'Meera Patel',
  email: 'meera@example.com',
  countryCode: '+91',
  mobile: '9876543210',
  message: 'How do I change my photo?',
  attachments: [],
};

const file = (name: string, type: string, size = 1024) => {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};

describe('contactCodes', () => {
  it('has nothing to say about a complete form', () => {
    expect(contactCodes(valid)).toEqual({});
  });

  it('asks for every field of an empty form, +91 standing by default', () => {
    expect(emptyContactValues().countryCode).toBe('+91');
    expect(contactCodes(emptyContactValues())).toEqual({
      topicId: 'required',
      fullName: 'required',
      email: 'required',
      mobile: 'required',
      message: 'required',
    });
  });

  it('applies the shared rules: name letters, e-mail, digits, lengths', () => {
    expect(
      contactCodes({
        ...valid,
        fullName: 'Meera2',
        email: 'meera@',
        mobile: '98765x4321',
        message: 'x'.repeat(4001),
      }),
    ).toEqual({
      fullName: 'invalid_name',
      email: 'invalid_email',
      mobile: 'invalid_phone',
      message: 'too_long|4000',
    });
    expect(contactCodes({ ...valid, fullName: 'M'.repeat(31) })).toEqual({ fullName: 'too_long|30' });
    expect(contactCodes({ ...valid, mobile: '12345' })).toEqual({ mobile: 'phone_too_short|6' });
    expect(contactCodes({ ...valid, countryCode: '91' })).toEqual({ countryCode: 'invalid_country_code' });
  });

  it('wants ten digits for +91 only, as the server does', () => {
    expect(contactCodes({ ...valid, mobile: '987654321' })).toEqual({ mobile: 'phone_too_short|10' });
    expect(contactCodes({ ...valid, countryCode: '+44', mobile: '7946012' })).toEqual({});
  });

  it('takes a Gujarati name, and checks the name, address and number without the spaces around them', () => {
    expect(
      contactCodes({ ...valid, fullName: ' મીરા પટેલ ', email: ' meera@example.com ', mobile: ' 9876543210 ' }),
    ).toEqual({});
  });
});

describe('contactRequest', () => {
  it('sends the topic as a number and the text as checked', () => {
    const photo = file('photo.png', 'image/png');
    expect(
      contactRequest({ ...valid, fullName: ' Meera Patel ', email: ' meera@example.com', attachments: [photo] }),
    ).toEqual({
      topicId: 2,
      fullName: 'Meera Patel',
      email: 'meera@example.com',
      countryCode: '+91',
      mobile: '9876543210',
      message: 'How do I change my photo?',
      attachments: [photo],
    });
  });
});

// The checks themselves are lib/attachments' (and its tests'); the form words what they find.
describe('attachmentMessage', () => {
  it('words each problem', () => {
    expect(attachmentMessage({ kind: 'too-many', max: ATTACHMENTS_PER_MESSAGE }, testI18n)).toBe(
      `You can attach at most ${ATTACHMENTS_PER_MESSAGE} files.`,
    );
    expect(attachmentMessage({ kind: 'too-large', fileName: 'big.jpg' }, testI18n)).toBe(
      'The file big.jpg is larger than 5 MB.',
    );
    expect(attachmentMessage({ kind: 'wrong-type', fileName: 'notes.txt' }, testI18n)).toBe(
      'The file notes.txt is not a JPEG, PNG or PDF file.',
    );
  });
});

describe('validateContact', () => {
  it('translates the codes and adds the attachments problem', () => {
    expect(
      validateContact({ ...valid, mobile: '98765', attachments: [file('notes.txt', 'text/plain')] }, testI18n),
    ).toEqual({
      mobile: 'The phone number must have at least 6 digits.',
      attachments: 'The file notes.txt is not a JPEG, PNG or PDF file.',
    });
  });
});
