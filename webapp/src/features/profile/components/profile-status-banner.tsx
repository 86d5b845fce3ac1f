import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { APPROVAL_HOURS } from '../../../api/generated/rules/rules';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';

/** The moderator's reason, quoted under the banner's text. */
function Reason({ reason }: { reason?: string | null }) {
  if (!reason?.trim()) return null;
  return (
    <Text
      size="sm"
      mt="sm"
      p="sm"
      bg="white"
      style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      data-testid="profile-status-reason"
    >
      <Text span fw={600} size="sm">
        <Trans>Moderator's reason:</Trans>
      </Text>{' '}
      {reason}
    </Text>
  );
}

/**
 * What profileStatus means for the member (awaiting approval, changes requested, approved, deactivated, suspended), with
 * the moderator's reason when changes are requested or the profile is suspended, and room for actions below.
 */
export function ProfileStatusBanner({
  status,
  reason,
  children,
}: {
  status: ProfileStatus;
  reason?: string | null;
  children?: ReactNode;
}) {
  const hours = APPROVAL_HOURS;
  const common = { variant: 'light', 'data-testid': 'profile-status-banner', 'data-status': status } as const;
  switch (status) {
    case ProfileStatus.Submitted:
      return (
        <Alert color="blue" title={<Trans>Awaiting approval</Trans>} {...common}>
          <Trans>
            Your profile has been submitted and is awaiting approval. Approval takes about {hours} hours; you will get a
            notification once it is approved.
          </Trans>
          {children}
        </Alert>
      );
    case ProfileStatus.ChangesRequested:
      return (
        <Alert color="orange" title={<Trans>Changes requested</Trans>} {...common}>
          <Trans>
            A moderator has asked for some changes to your profile before it can be approved. Edit your profile, then
            submit it for approval again.
          </Trans>
          <Reason reason={reason} />
          {children}
        </Alert>
      );
    case ProfileStatus.Approved:
      return (
        <Alert color="green" title={<Trans>Approved</Trans>} {...common}>
          <Trans>Your profile is approved and visible to other approved members.</Trans>
          {children}
        </Alert>
      );
    case ProfileStatus.Deactivated:
      return (
        <Alert color="gray" title={<Trans>Deactivated</Trans>} {...common}>
          <Trans>You have deactivated your profile. It is hidden from other members until you reactivate it.</Trans>
          {children}
        </Alert>
      );
    case ProfileStatus.Suspended:
      return (
        <Alert color="red" title={<Trans>Suspended</Trans>} {...common}>
          <Trans>
            Your profile has been suspended by the moderators and is hidden from other members. Please contact us if you
            think this is a mistake.
          </Trans>
          <Reason reason={reason} />
          <Anchor component={Link} to="/ticket" size="sm" display="block" mt="xs" data-testid="profile-open-ticket">
            <Trans>Open a support ticket</Trans>
          </Anchor>
          {children}
        </Alert>
      );
    default:
      return null;
  }
}
