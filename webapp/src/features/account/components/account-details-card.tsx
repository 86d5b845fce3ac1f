import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountInfo } from '../../../api/generated/client';
import { formatTime } from '../../../lib/relative-time';
import { STATUS_COLORS } from '../../../lib/profile-status';
import { STATUS_LABELS } from '../model/labels';
import { SectionCard } from './section-card';

function Detail({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Profile id, e-mail (and a new one waiting for its code), mobile, member since and status. */
export function AccountDetailsCard({ info }: { info: AccountInfo }) {
  const { i18n } = useLingui();
  const pending = info.pendingEmail;
  return (
    <SectionCard title={<Trans>Account details</Trans>} testId="account-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Detail label={<Trans>Profile ID</Trans>} testId="account-profile-id">
          {info.profileId}
        </Detail>
        <Detail label={<Trans>Status</Trans>} testId="account-status">
          <Badge color={STATUS_COLORS[info.profileStatus]} variant="light" data-status={info.profileStatus}>
            {i18n._(STATUS_LABELS[info.profileStatus])}
          </Badge>
        </Detail>
        <Detail label={<Trans>E-mail</Trans>} testId="account-email">
          {info.email}
          {pending && (
            <Text size="xs" c="orange.8" mt={2} data-testid="account-pending-email">
              <Trans>Waiting for its code: {pending}</Trans>
            </Text>
          )}
        </Detail>
        <Detail label={<Trans>Mobile number</Trans>} testId="account-phone">
          {`${info.countryCode} ${info.phoneNumber}`.trim()}
        </Detail>
        <Detail label={<Trans>Member since</Trans>} testId="account-member-since">
          <time dateTime={info.createdOn}>{formatTime(info.createdOn, i18n.locale, { dateStyle: 'long' })}</time>
        </Detail>
      </SimpleGrid>
    </SectionCard>
  );
}
