import type {
  AdminTicketList,
  AdminTicketSummary,
  Enquiry,
  EnquiryList,
  PopupEdit,
  SupportTicket,
} from '../../../api/generated/client';

/** Tickets, enquiries and popups for the support pages' tests. */

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

export const meera = { memberId: 7, profileId: 'PT100233', firstName: 'Meera', lastName: 'Patel' };

export const openTicket: AdminTicketSummary = {
  ticketId: 31,
  topic: 'My photo does not show',
  status: 'open',
  createdOn: hoursAgo(30),
  updatedOn: hoursAgo(5),
  messageCount: 3,
  member: meera,
};

export const secondTicket: AdminTicketSummary = {
  ticketId: 32,
  topic: 'Change my e-mail',
  status: 'open',
  createdOn: hoursAgo(2),
  updatedOn: hoursAgo(2),
  messageCount: 1,
  member: { memberId: 8, profileId: 'PT100244', firstName: '', lastName: '' },
};

export const ticketList = (result: AdminTicketSummary[], totalCount = result.length): AdminTicketList => ({
  result,
  totalCount,
  hasMore: totalCount > result.length,
});

export const thread: SupportTicket = {
  ticketId: 31,
  topic: 'My photo does not show',
  status: 'open',
  createdOn: hoursAgo(30),
  updatedOn: hoursAgo(5),
  member: meera,
  messages: [
    {
      messageId: 1,
      fromModerator: false,
      body: 'My photo does not show.\nI uploaded it yesterday.',
      createdOn: hoursAgo(30),
      attachments: [
        {
          attachmentId: 11,
          fileName: 'screen.png',
          contentType: 'image/png',
          sizeBytes: 52_000,
          url: '/api/Attachment/11?sig=a',
        },
        {
          attachmentId: 12,
          fileName: 'receipt.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1_500_000,
          url: '/api/Attachment/12?sig=b',
        },
      ],
    },
    { messageId: 2, fromModerator: true, body: 'Which photo?', createdOn: hoursAgo(20), attachments: [] },
    { messageId: 3, fromModerator: false, body: 'The first one.', createdOn: hoursAgo(5), attachments: [] },
  ],
};

export const openEnquiry: Enquiry = {
  enquiryId: 5,
  topicId: 1,
  topic: 'Registration',
  fullName: 'Asha Shah',
  email: 'asha@example.com',
  countryCode: '+91',
  mobile: '9825012345',
  message: 'How do I register my son?\nHe lives abroad.',
  language: 'gu',
  createdOn: hoursAgo(3),
  handledOn: null,
  attachments: [],
};

export const handledEnquiry: Enquiry = {
  ...openEnquiry,
  enquiryId: 4,
  fullName: 'Kiran Mehta',
  language: 'en',
  handledOn: hoursAgo(1),
};

export const enquiryList = (result: Enquiry[], totalCount = result.length): EnquiryList => ({
  result,
  totalCount,
  hasMore: totalCount > result.length,
});

export const popup: PopupEdit = {
  titleGu: 'સૂચના',
  titleEn: 'Notice',
  bodyGu: 'સગપણ રવિવારે બંધ રહેશે.',
  bodyEn: 'Sagpan is closed on Sunday.',
  buttonTextGu: 'વધુ વાંચો',
  buttonTextEn: 'Read more',
  buttonAction: 'https://example.com/notice',
};
