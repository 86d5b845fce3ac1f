import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './info-page-layout.module.css';

interface InfoPageLayoutProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the text pages (about, terms, privacy, contact): a heading band and a readable column. */
export function InfoPageLayout({ title, lead, children }: InfoPageLayoutProps) {
  useDocumentTitle(title);

  return (
    <>
      <Box className={classes.band}>
        <Container size="md" py={{ base: 'xl', md: '3rem' }}>
          <Stack gap="sm">
            <Title order={1} className={classes.title} data-testid="page-title">
              {title}
            </Title>
            {lead && (
              <Text size="lg" c="gray.7">
                {lead}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'lg', md: 'xl' }} className={classes.body}>
        <Stack gap="xl">{children}</Stack>
      </Container>
    </>
  );
}

/** One titled section of a text page. */
export function InfoSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3" c="green.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
