import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getCommunitiesQueryOptions } from '../../../lib/lookups/get-communities';
import { useReleaseAdopted } from '../../../lib/prerendered';
import { PillChoice } from '../../../components/pill-choice';

const MIN_AGE = 18;
const MAX_AGE = 70;

// Registration arrives in the next milestone; a plain link (not a typed route) keeps the address and the choices.
const REGISTRATION_PATH = '/auth/registration';

/** The ages offered, as the select's values. */
const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, index) => String(MIN_AGE + index));

interface CommunityOption {
  id: number;
  name: string;
  parentCommunityId?: number | null;
}

/** Parents as groups, each offering the whole parent community first and then its sub-communities. */
function groupCommunities(communities: CommunityOption[], wholeLabel: (name: string) => string) {
  const parents = communities.filter((c) => c.parentCommunityId == null);
  return parents.map((parent) => ({
    group: parent.name,
    items: [
      { value: String(parent.id), label: wholeLabel(parent.name) },
      ...communities
        .filter((c) => c.parentCommunityId === parent.id)
        .map((c) => ({ value: String(c.id), label: c.name })),
    ],
  }));
}

export function MatchTeaserForm() {
  // A prerendered page's controls here wait until the app has adopted them (lib/prerendered.ts).
  useReleaseAdopted();
  const { t } = useLingui();
  // Not a suspending query: the home page shows at once; the communities fill the select when they arrive.
  const communities = useQuery(getCommunitiesQueryOptions());
  const [lookingFor, setLookingFor] = useState<'bride' | 'groom'>('bride');
  const [communityId, setCommunityId] = useState('');
  const [ageFrom, setAgeFrom] = useState('21');
  const [ageTo, setAgeTo] = useState('30');

  // The browser's own selects: on a phone they open the system's picker, and they cost the page nothing while it loads
  // (target Q7).
  const communityData = useMemo(
    () => [
      { value: '', label: communities.isPending ? t`Loading communities…` : t`Any Patidar community` },
      ...groupCommunities(communities.data?.result ?? [], (name) => t`All of ${name}`),
    ],
    [communities.data, communities.isPending, t],
  );

  const registrationHref = useMemo(() => {
    const params = new URLSearchParams({ lookingFor });
    if (communityId) params.set('communityId', communityId);
    params.set('ageFrom', ageFrom);
    params.set('ageTo', ageTo);
    return `${REGISTRATION_PATH}?${params.toString()}`;
  }, [lookingFor, communityId, ageFrom, ageTo]);

  return (
    <Paper shadow="md" radius="lg" p={{ base: 'md', sm: 'lg' }} withBorder component="section" aria-labelledby="teaser-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="teaser-title">
            <Trans>Find a match</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Tell us whom you are looking for; you can refine it after registering.</Trans>
          </Text>
        </div>

        <Stack gap={4}>
          <Text size="sm" fw={500} id="looking-for-label">
            <Trans>I am looking for a</Trans>
          </Text>
          <PillChoice
            fullWidth
            aria-labelledby="looking-for-label"
            value={lookingFor}
            onChange={setLookingFor}
            options={[
              { value: 'bride', label: t`Bride` },
              { value: 'groom', label: t`Groom` },
            ]}
          />
        </Stack>

        <NativeSelect
          data-testid="community-select"
          label={t`Community`}
          data={communityData}
          value={communityId}
          onChange={(event) => setCommunityId(event.currentTarget.value)}
          disabled={communities.isError}
        />
        {communities.isError && (
          <Alert color="pink" variant="light" p="xs" data-testid="community-error">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                <Trans>The list of communities could not be loaded.</Trans>
              </Text>
              <Button size="compact-sm" variant="subtle" color="pink" onClick={() => void communities.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Group>
          </Alert>
        )}

        <Group grow gap="sm" align="flex-start">
          <NativeSelect
            label={t`Age from`}
            data={AGES}
            value={ageFrom}
            onChange={(event) => setAgeFrom(event.currentTarget.value)}
          />
          <NativeSelect
            label={t`Age to`}
            data={AGES}
            value={ageTo}
            onChange={(event) => setAgeTo(event.currentTarget.value)}
          />
        </Group>

        <Button component="a" href={registrationHref} size="md" radius="xl" fullWidth>
          <Trans>Find my match</Trans>
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          <Trans>Profiles are seen only by approved members, never by the public.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
