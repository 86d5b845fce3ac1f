import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export function HowItWorks() {
  const { t } = useLingui();

  const steps = [
    {
      title: t`Register`,
      text: t`Create an account with your name, e-mail and mobile number. It takes a couple of minutes.`,
    },
    {
      title: t`Confirm your e-mail`,
      text: t`We send a six-digit code to your e-mail. Enter it to confirm the address is yours.`,
    },
    {
      title: t`Complete the profile in four steps`,
      text: t`Personal details, lifestyle and family, education and work, and a recent photo.`,
    },
    {
      title: t`Approval in about 24 hours`,
      text: t`Our team reviews every profile by hand. You get a notification as soon as yours is approved.`,
    },
    {
      title: t`Connect`,
      text: t`Browse matches, send a connection request, and talk to the family once it is accepted.`,
    },
  ];

  return (
    <Box component="section" py={{ base: 'xl', md: '4rem' }} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id="how-it-works-title">
            <Trans>How it works</Trans>
          </Title>
          <Text c="dimmed" maw={560}>
            <Trans>From registration to the first conversation between families, in five simple steps.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {steps.map((step, index) => (
            <Stack component="li" key={step.title} gap="xs">
              <ThemeIcon size={40} radius="xl" variant="light" color={index % 2 === 0 ? 'green' : 'blue'}>
                <Text fw={600}>{index + 1}</Text>
              </ThemeIcon>
              <Title order={3} size="h5">
                {step.title}
              </Title>
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
