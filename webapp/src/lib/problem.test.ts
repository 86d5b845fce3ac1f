import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as enMessages } from '../locales/en/messages';
import { messages as guMessages } from '../locales/gu/messages';
import { ApiError } from '../api/generated/client';
import { isFailedCall, problemFieldErrors, problemMessages } from './problem';

const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
const gu = setupI18n({ locale: 'gu', messages: { gu: guMessages } });

const noResponse = 'Something went wrong, Please retry and still persist error contact administrator.';

describe('problemMessages', () => {
  it('lists every field error, flattening the arrays', () => {
    const problem = {
      type: 'about:blank',
      title: 'Invalid input',
      status: 400,
      detail: 'The request has invalid fields.',
      code: 'validation_failed',
      errors: { email: ['The e-mail is not valid.'], phoneNumber: ['Too short.', 'Digits only.'] },
    };
    expect(problemMessages(problem, en)).toEqual(['The e-mail is not valid.', 'Too short.', 'Digits only.']);
  });

  it('translates rule codes that arrive as field errors', () => {
    expect(problemMessages({ status: 400, errors: { firstName: ['too_long|30'] } }, en)).toEqual([
      'Please enter no more than 30 characters.',
    ]);
  });

  it('uses the detail when there are no field errors', () => {
    const problem = { status: 409, code: 'email_taken', detail: 'This e-mail is already registered.', errors: {} };
    expect(problemMessages(problem, en)).toEqual(['This e-mail is already registered.']);
  });

  it('reads the body of an error thrown by the generated client', () => {
    const apiError = Object.assign(new Error('Conflict'), { status: 422, body: { detail: 'Limit reached.' } });
    expect(problemMessages(apiError, en)).toEqual(['Limit reached.']);
  });

  it('falls back to the general message when nothing came back', () => {
    expect(problemMessages(new TypeError('Failed to fetch'), en)).toEqual([noResponse]);
    expect(problemMessages(undefined, en)).toEqual([noResponse]);
    expect(problemMessages({ status: 500, title: 'Internal Server Error' }, en)).toEqual([noResponse]);
  });

  it('gives the general message in Gujarati too', () => {
    const [message] = problemMessages(null, gu);
    expect(message).not.toBe(noResponse);
    expect(message).toMatch(/[\u0A80-\u0AFF]/);
  });
});

describe('isFailedCall', () => {
  it('tells a failed call from a fault in the code', () => {
    const answer = new ApiError(
      { method: 'GET', url: '/api/Profile' },
      { url: '/api/Profile', ok: false, status: 404, statusText: 'Not Found', body: { detail: 'No such member.' } },
      'Not Found',
    );
    expect(isFailedCall(answer)).toBe(true);
    expect(isFailedCall(new TypeError('Failed to fetch'))).toBe(true);
    expect(isFailedCall(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isFailedCall(new Error('boom'))).toBe(false);
  });
});

describe('problemFieldErrors', () => {
  it('gives each field its messages, as sent', () => {
    const error = { status: 400, body: { errors: { reason: 'required', email: ['too_long|256', ''], x: [] } } };
    expect(problemFieldErrors(error)).toEqual({ reason: ['required'], email: ['too_long|256'] });
  });
  it('is empty for a failure without field errors', () => {
    expect(problemFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
    expect(problemFieldErrors({ status: 409, detail: 'Taken.' })).toEqual({});
  });
});
