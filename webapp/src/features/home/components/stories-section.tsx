import { Trans } from '@lingui/react/macro';
import { Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HomeService } from '../../../api/generated/client';

/**
 * Families who met on Sagpan (docs/rules.md rule 48): the stories both of a pair agreed to and a moderator published,
 * with their first names and words only. Read after the page is drawn, and shown only when there are some, at the
 * foot of the page, so nothing above it moves.
 */
export function StoriesSection() {
  const stories = useQuery({
    queryKey: ['home', 'stories'],
    queryFn: () => HomeService.getPublishedStories(),
    staleTime: 10 * 60_000,
  });
  const list = stories.data ?? [];
  if (list.length === 0) return null;
  return (
    <Box component="section" py={{ base: 'xl', md: '4rem' }} aria-labelledby="stories-title" data-testid="home-stories">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id="stories-title">
            <Trans>Families who met on Sagpan</Trans>
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {list.map((story) => (
            <Card key={`${story.names}-${story.month}`} radius="lg" padding="lg" withBorder data-testid="home-story">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {story.names}
              </Text>
              <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {story.words}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
