import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ProfileNav } from '../../../components/profile-nav';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangePasswordForm } from './change-password-form';
import { SectionCard } from './section-card';

/** /profile/change-password (document 001): the current password, the new one and its confirmation. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Change password`);
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="change-password-page">
      <ProfileNav />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Change password</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              After the change, every other device where you are signed in is signed out. You stay signed in here.
            </Trans>
          </Text>
        </div>
        <SectionCard title={<Trans>Your password</Trans>} testId="change-password-card">
          <ChangePasswordForm />
        </SectionCard>
      </Stack>
    </Container>
  );
}
