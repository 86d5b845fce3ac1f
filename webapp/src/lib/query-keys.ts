/**
 * The query keys that more than one part of the app touches: a feature reads its own data under these keys, and others
 * (live events, the wizard, the profile page) invalidate them. Keeping them here spares features importing each other.
 */
export const QUERY_KEYS = {
  /** Every notifications query starts with this key, so one invalidation refreshes them all. */
  notifications: ['notifications'],
  /** The member's own profile, any status. */
  ownProfile: ['profile', 'own'],
  /** What the wizard has saved so far (status 0). */
  wizardDetail: ['create-profile', 'member-detail'],
  /** Every moderators' query. */
  admin: ['admin'],
  /**
   * Every list of members (matches, recently viewed, search) and every member's detail: opening a detail, a connection
   * or a shortlist change makes them all stale at once.
   */
  matches: ['matches'],
  /** Every list of the inbox (accepted, received, sent, declined, blocked). */
  inbox: ['inbox'],
  /** The member's own activity (what they did). */
  activity: ['activity'],
  /** The reference lists. */
  lookups: ['lookups'],
  /** The member's own account details (e-mail, mobile, status, a new e-mail waiting for its code). */
  accountInfo: ['account', 'info'],
  verification: ['account', 'verification'],
  /** The pose of the verification photo the server gave (asked only when the member takes the photo). */
  selfiePose: ['account', 'selfie-pose'],
  /** The member's privacy: private mode, browsing invisibly, and whether private mode is offered (rule 47). */
  privacy: ['account', 'privacy'],
  /** The member's sign-ins (every page of the login history). */
  loginHistory: ['account', 'login-history'],
} as const;

/**
 * What a connection change (a request sent, answered or cancelled, a shortlist or block change, here or announced by
 * a live event) makes stale: the cards and details, the inbox, the own profile (its `connectQuota`), the
 * notifications (an answer rewrites the one that announced the request) and the activity (the action is in it).
 */
export const CONNECTION_QUERY_KEYS = [
  QUERY_KEYS.matches,
  QUERY_KEYS.inbox,
  QUERY_KEYS.ownProfile,
  QUERY_KEYS.notifications,
  QUERY_KEYS.activity,
] as const;
