import { describe, expect, it } from 'vitest';
import { enquiryListSearch, pageCount, ticketListSearch } from './list-search';
import { parseTicketId } from './ticket-id';

describe('the ticket queue’s address', () => {
  it('reads the status and the page', () => {
    expect(ticketListSearch.parse({ status: 'answered', page: 2 })).toEqual({ status: 'answered', page: 2 });
    expect(ticketListSearch.parse({})).toEqual({});
  });
  it('falls back to the open tickets and the first page for anything else', () => {
    expect(ticketListSearch.parse({ status: 'merged', page: 0 })).toEqual({});
    expect(ticketListSearch.parse({ status: 3, page: 'two' })).toEqual({});
    expect(ticketListSearch.parse({ page: 1.5 })).toEqual({});
  });
});

describe('the enquiries’ address', () => {
  it('reads handled and the page', () => {
    expect(enquiryListSearch.parse({ handled: true, page: 3 })).toEqual({ handled: true, page: 3 });
    expect(enquiryListSearch.parse({ handled: 'yes' })).toEqual({});
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('parseTicketId', () => {
  it('reads a ticket id as a member id is read', () => {
    expect(parseTicketId('31')).toBe(31);
    expect(parseTicketId('0')).toBeNull();
    expect(parseTicketId('031')).toBeNull();
    expect(parseTicketId('abc')).toBeNull();
  });
});
