import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/router-link';

export function TrustSection() {
  const { t } = useLingui();

  const points = [
    {
      title: t`Checked by people, not only software`,
      text: t`Moderators read every profile and photo before approval, and can ask for corrections or suspend a profile that breaks the rules.`,
    },
    {
      title: t`Privacy first`,
      text: t`Profiles and photos are visible only to approved members, never to search engines or the public. Location data is removed from photos.`,
    },
    {
      title: t`The family decides`,
      text: t`Parents' phone numbers appear only to members whose connection request you accepted. You can block or report anyone at any time.`,
    },
    {
      title: t`Your data stays with us`,
      text: t`Sagpan runs on its own server, with no advertising trackers and no third-party captcha. Delete your account and your data and photos are erased.`,
    },
  ];

  return (
    <Box component="section" py={{ base: 'xl', md: '4rem' }} bg="blue.0" aria-labelledby="trust-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id="trust-title">
            <Trans>Why families trust Sagpan</Trans>
          </Title>
          <Text c="dimmed" maw={600}>
            <Trans>A match is a decision for the whole family. We built Sagpan to respect that.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {points.map((point) => (
            <Card key={point.title} radius="lg" padding="lg" withBorder>
              <Title order={3} size="h5" c="green.9" mb="xs">
                {point.title}
              </Title>
              <Text size="sm" c="gray.7">
                {point.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Stack align="center" mt="xl" gap="xs">
          <ButtonLink to="/about" variant="outline" color="blue" radius="xl">
            <Trans>Learn more about Sagpan</Trans>
          </ButtonLink>
        </Stack>
      </Container>
    </Box>
  );
}
