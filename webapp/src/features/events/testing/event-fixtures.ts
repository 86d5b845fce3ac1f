import type { EventView } from '../../../api/generated/client';

/** An event whose registration window is open whatever day the tests run (rule 49). */
export const openEvent: EventView = {
  eventId: 5,
  name: 'Kadva Patidar Parichay Sammelan',
  nameGu: 'કડવા પાટીદાર પરિચય સંમેલન',
  nameEn: 'Kadva Patidar Parichay Sammelan',
  heldOn: '2999-12-31',
  venue: 'Umiya Mataji temple hall',
  villageId: 41,
  golId: null,
  place: 'Unjha',
  committee: [
    { name: 'Ramesh Patel', role: 'President' },
    { name: 'Geeta Patel', role: 'Registration desk' },
  ],
  opensOn: '2000-01-01',
  closesOn: '2999-12-30',
  minAge: 21,
  maxAge: 35,
  openTo: 'both',
  communityIds: [1],
  golIds: [7],
  maritalStatuses: [],
  capacity: 400,
  registered: 12,
  feeNote: '₹ 500 at the desk',
  contact: 'Desk: 98250 12345',
  standing: 'open',
};

/** The same event once the member registered, with number 12. */
export const registeredEvent: EventView = {
  ...openEvent,
  registered: 13,
  standing: 'registered',
  registration: {
    eventNumber: 12,
    showPhoto: true,
    contact: 'family',
    showIncome: false,
    registeredOn: '2026-11-20T10:00:00Z',
  },
};

/** The reference lists the event names. */
export const communities = {
  result: [
    { id: 1, name: 'Kadva Patidar', otherName: 'કડવા પાટીદાર', parentCommunityId: null },
    { id: 3, name: 'Kadva Patidar (Unjha)', otherName: 'કડવા પાટીદાર (ઊંઝા)', parentCommunityId: 1 },
  ],
};
export const gols = {
  result: [
    { id: 7, name: 'Athavis', otherName: 'અઠ્ઠાવીસ', parentCommunityId: 1 },
    { id: 9, name: 'No gol', otherName: 'ગોળ નથી', parentCommunityId: null },
  ],
};
