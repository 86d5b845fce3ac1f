import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import openapi from '../../../../../openapi.json';
import { testI18n } from '../../../testing/render';
import {
  isTicketStatus,
  languageLabel,
  mailtoHref,
  personName,
  phoneHref,
  phoneText,
  TICKET_STATUSES,
  ticketStatusColor,
  ticketStatusLabel,
} from './support';

const tr = (d: MessageDescriptor) => testI18n._(d);

describe('the ticket statuses', () => {
  it('are the contract’s, in the filter’s order', () => {
    expect([...TICKET_STATUSES].sort()).toEqual([...openapi.components.schemas.TicketStatus.enum].sort());
    expect(TICKET_STATUSES).toEqual(['open', 'answered', 'closed']);
  });
  it('read as words, each in its colour', () => {
    expect(ticketStatusLabel('open', tr)).toBe('Open');
    expect(ticketStatusLabel('answered', tr)).toBe('Answered');
    expect(ticketStatusLabel('closed', tr)).toBe('Closed');
    expect(new Set(TICKET_STATUSES.map(ticketStatusColor)).size).toBe(3);
  });
  it('show a status this build does not know as it is', () => {
    expect(isTicketStatus('merged')).toBe(false);
    expect(isTicketStatus('toString')).toBe(false);
    expect(ticketStatusLabel('merged', tr)).toBe('merged');
    expect(ticketStatusColor('merged')).toBe('gray');
  });
});

describe('the contact details of an enquiry', () => {
  it('name a person, or fall back to the profile id', () => {
    expect(personName('Meera', 'Patel', 'PT100233')).toBe('Meera Patel');
    expect(personName('Meera', '', 'PT100233')).toBe('Meera');
    expect(personName(' ', '', 'PT100233')).toBe('PT100233');
  });
  it('write the phone with its code and dial it as digits', () => {
    expect(phoneText('+91', '9825012345')).toBe('+91 9825012345');
    expect(phoneHref('+91', '9825012345')).toBe('tel:+919825012345');
    expect(phoneHref('+1', '(415) 555-0100')).toBe('tel:+14155550100');
  });
  it('mail the address and nothing more', () => {
    expect(mailtoHref('asha@example.com')).toBe('mailto:asha@example.com');
    expect(mailtoHref(' a+b@example.com ')).toBe('mailto:a%2Bb@example.com');
    expect(mailtoHref('a@example.com?cc=x@evil.test')).not.toContain('?');
  });
  it('name the language the visitor wrote in', () => {
    expect(languageLabel('gu', tr)).toBe('Gujarati');
    expect(languageLabel('en', tr)).toBe('English');
    expect(languageLabel('hi', tr)).toBe('hi');
    expect(languageLabel('constructor', tr)).toBe('constructor');
  });
});
