import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { ProfileNav } from '../../../components/profile-nav';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccountInfo } from '../api/get-account-info';
import { AccountDetailsCard } from './account-details-card';
import { AccountStateCard } from './account-state-card';
import { ChangeEmailCard } from './change-email-card';
import { ChangePhoneCard } from './change-phone-card';
import { DeleteAccountCard } from './delete-account-card';
import { ExportDataCard } from './export-data-card';
import { LanguageCard } from './language-card';
import { LoginHistoryCard } from './login-history-card';
import { PrivacyCard } from './privacy-card';

/**
 * /profile/account (document 001's "Account information"): the account's details, the mobile number and e-mail, the
 * login history, the data download, deactivating (or reactivating) and deleting. Every status past the wizard has it;
 * a deactivated member comes here to reactivate, and the reactivation then leads the page.
 */
export function AccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Account information`);
  const { data: info } = useAccountInfo();
  const approved = info.profileStatus === ProfileStatus.Approved;
  const deactivated = info.profileStatus === ProfileStatus.Deactivated;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="account-page">
      <ProfileNav />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Account information</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>Your sign-in details, your sign-ins and what you can do with your account.</Trans>
          </Text>
        </div>
        <AccountDetailsCard info={info} />
        {deactivated && <AccountStateCard status={info.profileStatus} />}
        <LanguageCard info={info} />
        <PrivacyCard />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          <ChangePhoneCard info={info} />
          {/* Keyed by the waiting address, so that a code asked for in another tab opens the code step here. */}
          <ChangeEmailCard key={info.pendingEmail ?? ''} info={info} />
        </SimpleGrid>
        {/* The sign-ins are an approved member's (the server answers the others 403). */}
        {approved && <LoginHistoryCard />}
        <ExportDataCard profileId={info.profileId} />
        {!deactivated && <AccountStateCard status={info.profileStatus} />}
        <DeleteAccountCard />
      </Stack>
    </Container>
  );
}
