import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF, SUPPORT_REPLY_HOURS } from '../../../lib/contact';
import { InfoPageLayout, InfoSection } from './info-page-layout';

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" strokeLinejoin="round" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path
        d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The contact page: the support desk's e-mail and phone, then the contact form (`form`: the contact feature's, put
 * here by the route, since features do not import each other), then when and how support replies.
 */
export function ContactPage({ form }: { form?: ReactNode }) {
  const { t } = useLingui();
  const hours = SUPPORT_REPLY_HOURS;

  return (
    <InfoPageLayout
      title={t`Contact us`}
      lead={<Trans>Questions about registration, your profile or a match? Our support team is happy to help.</Trans>}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <ThemeIcon size={44} radius="xl" variant="light" color="green">
              <MailIcon />
            </ThemeIcon>
            <Title order={2} size="h4">
              <Trans>E-mail</Trans>
            </Title>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={500} data-testid="support-email">
              {SUPPORT_EMAIL}
            </Anchor>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <ThemeIcon size={44} radius="xl" variant="light" color="blue">
              <PhoneIcon />
            </ThemeIcon>
            <Title order={2} size="h4">
              <Trans>Phone</Trans>
            </Title>
            <Anchor href={SUPPORT_PHONE_HREF} fw={500} data-testid="support-phone">
              {SUPPORT_PHONE}
            </Anchor>
          </Stack>
        </Card>
      </SimpleGrid>

      {form}

      <InfoSection title={<Trans>When we reply</Trans>}>
        <Text>
          <Trans>Support replies within {hours} hours on working days.</Trans>
        </Text>
        <Text>
          <Trans>
            If your question is about an existing profile, please mention its profile ID (for example PT104233) so we
            can help you faster. Never send your password to anyone, including us.
          </Trans>
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
