import { describe, expect, it } from 'vitest';
import { emptyPaperForm, paperActions, paperFormPayload, validatePaperForm, type PaperFormValues } from './paper-form';

const today = { year: 2026, month: 12, day: 8 };

const filled = (): PaperFormValues => ({
  ...emptyPaperForm(),
  firstName: ' Priya ',
  lastName: 'Patel',
  gender: 'female',
  birthDate: '2002-05-14',
  email: 'patel.family@example.com',
  phoneNumber: '9825012345',
});

describe('a paper form', () => {
  it('asks for every field the server needs, each with its rule', () => {
    const errors = validatePaperForm(emptyPaperForm(), today);
    expect(errors).toMatchObject({
      firstName: 'required',
      lastName: 'required',
      gender: 'required',
      birthDate: 'required',
      email: 'required',
      phoneNumber: 'required',
    });
    expect(validatePaperForm(filled(), today)).toEqual({});
  });

  it('holds the age and the mobile to both sides of their limits', () => {
    expect(validatePaperForm({ ...filled(), birthDate: '2008-12-09' }, today).birthDate).toBe('under_age|18');
    expect(validatePaperForm({ ...filled(), birthDate: '2008-12-08' }, today).birthDate).toBeUndefined();
    expect(validatePaperForm({ ...filled(), phoneNumber: '982501234' }, today).phoneNumber).toBe('phone_too_short|10');
    expect(validatePaperForm({ ...filled(), countryCode: '+1', phoneNumber: '982501' }, today).phoneNumber).toBeUndefined();
  });

  it('sends the trimmed values, a bride as false', () => {
    const body = paperFormPayload(filled());
    expect(body).toMatchObject({ firstName: 'Priya', gender: false, createdBy: 'father', language: 'gu' });
    expect(body.booklet).toEqual({ showPhoto: false, contact: 'desk', showIncome: false });
  });

  it('lets its volunteer continue and send the signed consent only while they still enter it', () => {
    expect(paperActions({ stage: 'form', memberId: 7, consented: false })).toEqual({
      continueForm: true,
      sendConsent: true,
    });
    expect(paperActions({ stage: 'consent', memberId: 7, consented: false, consentCheck: { status: 'pending' } }))
      .toEqual({ continueForm: true, sendConsent: false });
    expect(paperActions({ stage: 'review', memberId: null, consented: true })).toEqual({
      continueForm: false,
      sendConsent: false,
    });
  });
});
