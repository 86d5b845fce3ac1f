import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { MemberDetail, StepAnswer, SubmittedAnswer } from '../../../api/generated/client';
import { TOAST_MS } from '../../../api/generated/rules/rules';
import { problemMessages } from '../../../lib/problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { updateUser } from '../../auth/session/session-store';
import { MEMBER_DETAIL_KEY, OWN_PROFILE_KEY, memberDetailQuery, mergeSaved } from '../api/wizard-api';
import { FamilyStep } from './family-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';
import { ProfessionalStep } from './professional-step';
import { ProfileCreatedModal } from './profile-created-modal';

const LAST_STEP = 3;

/** The four-step profile wizard of a member with profileStatus 0 (document 000). */
export function CreateProfilePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Create your profile`);
  const detail = useQuery(memberDetailQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width: 36em)', true, { getInitialValueInEffect: false });
  // null until the member moves: then the first unfinished step of what the server has saved.
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedAnswer | null>(null);

  const titles = [t`Personal details`, t`Lifestyle & family`, t`Professional details`, t`Photo`];

  if (detail.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t`Your profile could not be loaded`} role="alert">
          <Stack gap="sm">
            <Text size="sm">{problemMessages(detail.error, i18n).join('\n')}</Text>
            <Button variant="light" color="red" onClick={() => void detail.refetch()} w="fit-content">
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const member: MemberDetail = detail.data;
  const step = chosenStep ?? Math.min(member.wizardStep, LAST_STEP);

  const goTo = (next: number) => {
    setChosenStep(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSaved = (saved: object, answer: StepAnswer) => {
    queryClient.setQueryData(MEMBER_DETAIL_KEY, (old: MemberDetail | undefined) =>
      mergeSaved(old, saved, answer.wizardStep),
    );
    notifications.show({ message: answer.message, color: 'green', autoClose: TOAST_MS });
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const finish = () => {
    if (submitted) {
      // The stored sign-in follows the server: awaiting approval (1), with the new photo; then the routing table
      // sends the member to /profile.
      updateUser({ profileStatus: submitted.user.profileStatus, profileImage: submitted.user.profileImage });
    }
    queryClient.removeQueries({ queryKey: MEMBER_DETAIL_KEY });
    void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    void navigate({ to: '/profile', replace: true });
  };

  const previous = () => goTo(Math.max(step - 1, 0));
  const stepCount = titles.length;
  const current = step + 1;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Create your profile</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Fill in four short steps. Your details are saved after each step, so you can continue later.</Trans>
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            <Stepper
              active={step}
              size={compact ? 'sm' : 'md'}
              allowNextStepsSelect={false}
              iconSize={compact ? 32 : undefined}
              styles={compact ? { steps: { flexWrap: 'nowrap' }, separator: { marginInline: 4 } } : undefined}
              data-testid="wizard-stepper"
            >
              {titles.map((title) => (
                <Stepper.Step key={title} label={compact ? undefined : title} aria-label={title} />
              ))}
            </Stepper>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} data-testid="wizard-step-count">
                <Trans>
                  Step {current} of {stepCount}
                </Trans>
              </Text>
              <Title order={2} size="h3" data-testid="wizard-step-title">
                {titles[step]}
              </Title>
            </div>
            {step === 0 && <PersonalStep key="personal" detail={member} onSaved={onSaved} />}
            {step === 1 && <FamilyStep key="family" detail={member} onSaved={onSaved} onPrevious={previous} />}
            {step === 2 && (
              <ProfessionalStep key="professional" detail={member} onSaved={onSaved} onPrevious={previous} />
            )}
            {step === 3 && <PhotoStep memberId={member.id} onSubmitted={setSubmitted} onPrevious={previous} />}
          </Stack>
        </Paper>
      </Stack>
      <ProfileCreatedModal opened={submitted !== null} onContinue={finish} />
    </Container>
  );
}
