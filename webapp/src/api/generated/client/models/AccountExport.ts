/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChannelSetting } from './ChannelSetting';
import type { CheckState } from './CheckState';
import type { ConsentState } from './ConsentState';
import type { ExportAccount } from './ExportAccount';
import type { ExportActivity } from './ExportActivity';
import type { ExportEventRegistration } from './ExportEventRegistration';
import type { ExportListed } from './ExportListed';
import type { ExportModeratorView } from './ExportModeratorView';
import type { ExportNotification } from './ExportNotification';
import type { ExportOutcome } from './ExportOutcome';
import type { ExportReport } from './ExportReport';
import type { ExportRequest } from './ExportRequest';
import type { ExportStatusChange } from './ExportStatusChange';
import type { ExportStory } from './ExportStory';
import type { ExportVisit } from './ExportVisit';
import type { FamilyManager } from './FamilyManager';
import type { LoginHistoryItem } from './LoginHistoryItem';
import type { ManagedProfile } from './ManagedProfile';
import type { MemberDetail } from './MemberDetail';
import type { OwnContacts } from './OwnContacts';
import type { PartnerPreference } from './PartnerPreference';
import type { PrivacySettings } from './PrivacySettings';
import type { SatapetaState } from './SatapetaState';
import type { SupportTicket } from './SupportTicket';
import type { VouchGiven } from './VouchGiven';
import type { VouchOffer } from './VouchOffer';
/**
 * Everything Sagpan stores about the member.
 */
export type AccountExport = {
    /**
     * ISO 8601 in UTC, e.g. `2026-11-21T10:15:00Z`.
     */
    exportedOn: string;
    account: ExportAccount;
    /**
     * The profile as the member's own profile page reads it (lookup ids; photos as short-lived URLs).
     */
    profile?: MemberDetail | null;
    partnerPreferences?: PartnerPreference | null;
    notificationSettings: Array<ChannelSetting>;
    satapeta: SatapetaState;
    connectionRequests: Array<ExportRequest>;
    shortlisted: Array<ExportListed>;
    blocked: Array<ExportListed>;
    visitsMade: Array<ExportVisit>;
    /**
     * How many members opened the member's profile, and how many times in all.
     */
    visitors: number;
    visitsReceived: number;
    reportsMade: Array<ExportReport>;
    notifications: Array<ExportNotification>;
    loginHistory: Array<LoginHistoryItem>;
    activity: Array<ExportActivity>;
    statusHistory: Array<ExportStatusChange>;
    /**
     * The member's support tickets, each with its whole thread (files as short-lived URLs).
     */
    tickets: Array<SupportTicket>;
    /**
     * Whether the account's address receives the news (the footer's subscription).
     */
    subscribedToNews: boolean;
    /**
     * Each time a moderator opened the member's whole profile and contacts, newest first.
     */
    moderatorViews: Array<ExportModeratorView>;
    /**
     * Every identity document and verification photo sent (rule 44), oldest first: what was shown and decided,
     * never the image, which is deleted once decided.
     */
    verificationChecks: Array<CheckState>;
    /**
     * Samaj volunteers' words for the member (rule 45), whatever became of them, newest first.
     */
    vouchesReceived: Array<VouchOffer>;
    /**
     * As a samaj volunteer: the words the member gave, oldest first.
     */
    vouchesGiven: Array<VouchGiven>;
    /**
     * The family members invited to look after the profile, or looking after it, with their rights (rule 46).
     */
    familyManagers: Array<FamilyManager>;
    /**
     * The profiles the account looks after as a family manager.
     */
    profilesManaged: Array<ManagedProfile>;
    /**
     * The person's consent to the profile, when someone else created it: where the code went and when they agreed.
     */
    personConsent?: ConsentState | null;
    /**
     * The family's contacts, and the requests of connected members to see those kept until asked (rule 46).
     */
    familyContacts: OwnContacts;
    /**
     * Private mode, browsing invisibly and hiding last active (rule 47), as the member chose them.
     */
    privacy: PrivacySettings;
    /**
     * The member's own answers to "how did it go" (rule 48), one per accepted connection; never the other side's.
     */
    outcomes: Array<ExportOutcome>;
    /**
     * The success stories of the member's engaged connections (rule 48): the words, and who agreed to them.
     */
    successStories: Array<ExportStory>;
    /**
     * The events the member registered for (rule 49), with their number and what the booklet may show.
     */
    eventRegistrations: Array<ExportEventRegistration>;
};

