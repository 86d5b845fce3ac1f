import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { APPROVAL_HOURS } from '../../../api/generated/rules/rules';

/** What profileStatus means for the member (DECISIONS: 1 awaiting approval, 2 changes requested, 4 deactivated, 5 suspended). */
export function ProfileStatusBanner({ status }: { status: number }) {
  const hours = APPROVAL_HOURS;
  switch (status) {
    case 1:
      return (
        <Alert color="blue" variant="light" title={<Trans>Awaiting approval</Trans>} data-testid="profile-status-banner" data-status={status}>
          <Trans>
            Your profile has been submitted and is awaiting approval. Approval takes about {hours} hours; you will get a
            notification once it is approved.
          </Trans>
        </Alert>
      );
    case 2:
      return (
        <Alert color="orange" variant="light" title={<Trans>Changes requested</Trans>} data-testid="profile-status-banner" data-status={status}>
          <Trans>
            A moderator has asked for some changes to your profile before it can be approved. The moderator's reason will
            be shown here.
          </Trans>
        </Alert>
      );
    case 3:
      return (
        <Alert color="green" variant="light" title={<Trans>Approved</Trans>} data-testid="profile-status-banner" data-status={status}>
          <Trans>Your profile is approved and visible to other approved members.</Trans>
        </Alert>
      );
    case 4:
      return (
        <Alert color="gray" variant="light" title={<Trans>Deactivated</Trans>} data-testid="profile-status-banner" data-status={status}>
          <Trans>You have deactivated your profile. It is hidden from other members until you reactivate it.</Trans>
        </Alert>
      );
    case 5:
      return (
        <Alert color="red" variant="light" title={<Trans>Suspended</Trans>} data-testid="profile-status-banner" data-status={status}>
          <Trans>
            Your profile has been suspended by the moderators and is hidden from other members. Please contact us if you
            think this is a mistake.
          </Trans>
        </Alert>
      );
    default:
      return null;
  }
}
