import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';

/** The account's status as its owner reads it on the account page. */
export const STATUS_LABELS: Record<ProfileStatus, MessageDescriptor> = {
  [ProfileStatus.Wizard]: msg`Profile not finished`,
  [ProfileStatus.Submitted]: msg`Awaiting approval`,
  [ProfileStatus.ChangesRequested]: msg`Changes requested`,
  [ProfileStatus.Approved]: msg`Active`,
  [ProfileStatus.Deactivated]: msg`Deactivated`,
  [ProfileStatus.Suspended]: msg`Suspended`,
};

/** How a sign-in was made (`method` of the login history). */
export const SIGN_IN_METHODS: Readonly<Record<string, MessageDescriptor>> = {
  password: msg`Password`,
  code: msg`Code by e-mail`,
  email_confirmation: msg`E-mail confirmation`,
};
