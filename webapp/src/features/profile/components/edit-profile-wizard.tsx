import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberDetail, StepAnswer, SubmittedAnswer } from '../../../api/generated/client';
import { FamilyStep } from '../../../components/profile-form/family-step';
import { mergeSaved } from '../../../components/profile-form/model/merge-saved';
import { PersonalStep } from '../../../components/profile-form/personal-step';
import { PhotoStep } from '../../../components/profile-form/photo-step';
import { ProfessionalStep } from '../../../components/profile-form/professional-step';
import { StepSuspense } from '../../../components/profile-form/step-parts';
import { LAST_STEP, WizardProgress } from '../../../components/profile-form/wizard-progress';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { updateUser } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/toast';

/**
 * Status 2 (changes requested): the wizard's four steps in edit mode, starting at step 1 with the saved values. Each
 * step is saved with the same CreateProfile calls; the photo is optional. The status stays 2 until the member submits
 * the profile again from /profile.
 */
export function EditProfileWizard({ detail, onDone }: { detail: MemberDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSaved = (saved: object, answer: StepAnswer) => {
    queryClient.setQueryData(QUERY_KEYS.ownProfile, (old: MemberDetail | undefined) =>
      old ? mergeSaved(old, saved, old.wizardStep) : old,
    );
    showToast({ message: answer.message });
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const finish = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
    window.scrollTo({ top: 0 });
    onDone();
  };

  const onPhoto = (answer: SubmittedAnswer) => {
    if (answer.user.profileImage) updateUser({ profileImage: answer.user.profileImage });
    showToast({ message: answer.message });
    finish();
  };

  const previous = () => goTo(Math.max(step - 1, 0));

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
            <WizardProgress step={step} onStepClick={goTo} />
            <StepSuspense>
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
            </StepSuspense>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
