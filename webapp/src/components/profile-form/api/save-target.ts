/**
 * Where a step form saves: the wizard's CreateProfile calls (status 0, and the edit mode of status 2), or the profile
 * tabs' Profile calls (status 3), which take the same bodies and the tabs' extra fields.
 */
export type SaveTarget = 'wizard' | 'profile';
