import { Trans } from '@lingui/react/macro';
import { Box, Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from '../../../components/logo';
import { ButtonLink } from '../../../components/router-link';
import classes from './error-page.module.css';

export type ErrorPageKind = 'something-went-wrong' | 'not-found';

/** The static error pages (/error/*) and the 404: a plain page with the way back home. */
export function ErrorPage({ kind, embedded = false }: { kind: ErrorPageKind; embedded?: boolean }) {
  const notFound = kind === 'not-found';

  return (
    <Box className={embedded ? undefined : classes.page}>
      {!embedded && (
        <Container size="sm" py="md">
          <Link to="/" className={classes.logoLink}>
            <Logo size="sm" />
          </Link>
        </Container>
      )}
      <Center className={classes.body}>
        <Container size="sm">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={88} radius="xl" variant="light" color={notFound ? 'blue' : 'pink'} aria-hidden>
              <Text fz={36} fw={600} lh={1}>
                {notFound ? '404' : '!'}
              </Text>
            </ThemeIcon>
            <Title order={1} size="h2" data-testid="error-title">
              {notFound ? <Trans>Page not found</Trans> : <Trans>Something went wrong</Trans>}
            </Title>
            <Text c="dimmed" maw={460}>
              {notFound ? (
                <Trans>
                  The page you are looking for does not exist or has moved. Please check the address, or start again
                  from the home page.
                </Trans>
              ) : (
                <Trans>
                  We could not complete your request. Please try again in a little while. If the problem stays, write to
                  us from the contact page and we will help.
                </Trans>
              )}
            </Text>
            <ButtonLink to="/" size="md" radius="xl" mt="sm">
              <Trans>Back to the home page</Trans>
            </ButtonLink>
          </Stack>
        </Container>
      </Center>
    </Box>
  );
}
