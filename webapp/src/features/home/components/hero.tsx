import { Trans } from '@lingui/react/macro';
import { Badge, Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MatchTeaserForm } from './match-teaser-form';
import classes from './hero.module.css';

function Tick() {
  return (
    <ThemeIcon size={22} radius="xl" color="green" aria-hidden>
      <svg viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="2.4">
        <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ThemeIcon>
  );
}

export function Hero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 'xl', md: '3rem' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: '3rem' }}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" color="blue" size="lg" radius="xl" className={classes.badge}>
              <Trans>For Kadva and Leva Patidar families</Trans>
            </Badge>
            <Title order={1} className={classes.title} data-testid="home-title">
              <Trans>Find a life partner among trusted Patidar families</Trans>
            </Title>
            <Text size="lg" c="gray.7">
              <Trans>
                Sagpan brings together vetted profiles of Kadva and Leva Patidar families. Our team checks every profile
                by hand before approving it, so you meet genuine families looking for marriage.
              </Trans>
            </Text>
            <List spacing="sm" icon={<Tick />}>
              <List.Item>
                <Trans>Every profile is approved manually, usually within 24 hours.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Your e-mail and mobile number are never shown publicly.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Parents' phone numbers are shared only after a connection request is accepted.</Trans>
              </List.Item>
            </List>
          </Stack>
          <Box>
            <MatchTeaserForm />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
