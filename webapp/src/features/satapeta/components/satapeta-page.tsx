import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ProfileNav } from '../../../components/profile-nav';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSatapeta } from '../api/get-satapeta';
import { SatapetaLinked } from './satapeta-linked';
import { SatapetaPending } from './satapeta-pending';
import { SatapetaRequestForm } from './satapeta-request-form';

/** The state's view: off, the form; pending, the code (or the form again for a new one); linked, the sibling. */
function SatapetaSetting({ memberId, ownProfileId }: { memberId: number; ownProfileId?: string }) {
  const { data } = useSatapeta(memberId);
  const [newCode, setNewCode] = useState(false);
  const sibling = data.sibling ?? null;

  if (data.status === 'linked' && sibling) return <SatapetaLinked sibling={sibling} />;
  if (data.status === 'pending' && sibling) {
    return newCode ? (
      <SatapetaRequestForm
        ownProfileId={ownProfileId}
        initialProfileId={sibling.profileId}
        onCancel={() => setNewCode(false)}
        onSent={() => setNewCode(false)}
      />
    ) : (
      <SatapetaPending sibling={sibling} codeExpiresOn={data.codeExpiresOn} onNewCode={() => setNewCode(true)} />
    );
  }
  return <SatapetaRequestForm ownProfileId={ownProfileId} />;
}

/**
 * /profile/satapeta (rule 11): the member links their profile with a sibling's for an exchange marriage. The
 * sibling's profile id and birth date send a six-digit code to the sibling; with that code both profiles are linked
 * and marked satapeta accepted, which the search's satapeta filter finds. Either side can turn it off.
 */
export function SatapetaPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Satapeta`);
  const user = useSession()?.user;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="satapeta-page">
      <ProfileNav />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Satapeta</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4} data-testid="satapeta-explanation">
            <Trans>
              Satapeta is an exchange marriage between the siblings of two families. Link your profile with your
              brother's or sister's, so that families who are looking for satapeta can find you both.
            </Trans>
          </Text>
        </div>
        {user && <SatapetaSetting memberId={user.memberId} ownProfileId={user.profileId} />}
      </Stack>
    </Container>
  );
}
