import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberDetail, StepAnswer, SubmittedAnswer } from '../../../api/generated/client';
import { TOAST_MS } from '../../../api/generated/rules/rules';
import { updateUser } from '../../auth/session/session-store';
import { OWN_PROFILE_KEY, mergeSaved } from '../../create-profile/api/wizard-api';
import { FamilyStep } from '../../create-profile/components/family-step';
import { PersonalStep } from '../../create-profile/components/personal-step';
import { PhotoStep } from '../../create-profile/components/photo-step';
import { ProfessionalStep } from '../../create-profile/components/professional-step';

const LAST_STEP = 3;

/**
 * Status 2 (changes requested): the wizard's four steps in edit mode, starting at step 1 with the saved values. Each
 * step is saved with the same CreateProfile calls; the photo is optional. The status stays 2 until the member submits
 * the profile again from /profile.
 */
export function EditProfileWizard({ detail, onDone }: { detail: MemberDetail; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const compact = useMediaQuery('(max-width: 36em)', true, { getInitialValueInEffect: false });
  const [step, setStep] = useState(0);
  const titles = [t`Personal details`, t`Lifestyle & family`, t`Professional details`, t`Photo`];

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSaved = (saved: object, answer: StepAnswer) => {
    queryClient.setQueryData(OWN_PROFILE_KEY, (old: MemberDetail | undefined) =>
      old ? mergeSaved(old, saved, old.wizardStep) : old,
    );
    notifications.show({ message: answer.message, color: 'green', autoClose: TOAST_MS });
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const finish = () => {
    void queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    window.scrollTo({ top: 0 });
    onDone();
  };

  const onPhoto = (answer: SubmittedAnswer) => {
    if (answer.user.profileImage) updateUser({ profileImage: answer.user.profileImage });
    notifications.show({ message: answer.message, color: 'green', autoClose: TOAST_MS });
    finish();
  };

  const previous = () => goTo(Math.max(step - 1, 0));
  const current = step + 1;
  const stepCount = titles.length;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="profile-edit-wizard">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={1} size="h2">
              <Trans>Edit my profile</Trans>
            </Title>
            <Text c="dimmed" size="sm">
              <Trans>Make the changes the moderator asked for. Each step is saved when you continue.</Trans>
            </Text>
          </div>
          <Button variant="subtle" onClick={finish} data-testid="profile-edit-close">
            <Trans>Back to my profile</Trans>
          </Button>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} shadow="xs">
          <Stack gap="lg">
            <Stepper
              active={step}
              onStepClick={goTo}
              size={compact ? 'sm' : 'md'}
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
            {step === 0 && <PersonalStep key="personal" detail={detail} onSaved={onSaved} />}
            {step === 1 && <FamilyStep key="family" detail={detail} onSaved={onSaved} onPrevious={previous} />}
            {step === 2 && (
              <ProfessionalStep key="professional" detail={detail} onSaved={onSaved} onPrevious={previous} />
            )}
            {step === 3 && (
              <Stack gap="xs">
                <Text size="sm" c="dimmed" data-testid="profile-edit-photo-optional">
                  <Trans>A new photo is optional: finish without one to keep your current photo.</Trans>
                </Text>
                <PhotoStep
                  memberId={detail.id}
                  onSubmitted={onPhoto}
                  onPrevious={previous}
                  onSkip={finish}
                  submitLabel={<Trans>Finish</Trans>}
                />
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
