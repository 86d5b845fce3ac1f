import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ProfileNav } from '../../../components/profile-nav';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePartnerPreference } from '../api/get-partner-preference';
import { PreferencesForm } from './preferences-form';

function SavedPreferencesForm({ memberId }: { memberId: number }) {
  const { data } = usePartnerPreference(memberId);
  return <PreferencesForm saved={data} />;
}

/** /profile/partner-preferences: whom the member is looking for (rule 26). */
export function PartnerPreferencesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Partner preferences`);
  const memberId = useSession()?.user.memberId;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="partner-preferences-page">
      <ProfileNav />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Partner preferences</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Age, height, marital status and community decide who appears in your matches; the other preferences put
              the closest matches first. Leave a preference at “Any” to accept everyone.
            </Trans>
          </Text>
        </div>
        {memberId !== undefined && <SavedPreferencesForm memberId={memberId} />}
      </Stack>
    </Container>
  );
}
