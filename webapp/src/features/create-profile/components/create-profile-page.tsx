import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { MemberDetail, StepAnswer, SubmittedAnswer } from '../../../api/generated/client';
import { ProfileStatus } from '../../../api/generated/rules/types/ProfileStatus';
import { FamilyStep } from '../../../components/profile-form/family-step';
import { mergeSaved } from '../../../components/profile-form/model/merge-saved';
import { PersonalStep } from '../../../components/profile-form/personal-step';
import { PhotoStep } from '../../../components/profile-form/photo-step';
import { ProfessionalStep } from '../../../components/profile-form/professional-step';
import { StepSuspense } from '../../../components/profile-form/step-parts';
import { LAST_STEP, WizardProgress } from '../../../components/profile-form/wizard-progress';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { isActingManager } from '../../../lib/session/roles';
import { updateUser } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWizardDetail } from '../api/get-wizard-detail';
import { ConsentPanel } from './consent-panel';
import { ProfileCreatedModal } from './profile-created-modal';

/** The four-step profile wizard of a member with profileStatus 0 (document 000). */
export function CreateProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create your profile`);
  const { data: member } = useWizardDetail();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // null until the member moves: then the first unfinished step of what the server has saved.
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedAnswer | null>(null);

  const step = chosenStep ?? Math.min(member.wizardStep, LAST_STEP);

  const goTo = (next: number) => {
    setChosenStep(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSaved = (saved: object, answer: StepAnswer) => {
    queryClient.setQueryData(QUERY_KEYS.wizardDetail, (old: MemberDetail | undefined) =>
      mergeSaved(old, saved, answer.wizardStep),
    );
    showToast({ message: answer.message });
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const finish = () => {
    if (submitted) {
      // The stored sign-in follows the server: awaiting approval (1), with the new photo; then the routing table
      // sends the member to /profile.
      updateUser({ profileStatus: submitted.user.profileStatus, profileImage: submitted.user.profileImage });
    }
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
    // The wizard's data goes once the page has: this page still reads it until then.
    void navigate({ to: '/profile', replace: true }).then(() =>
      queryClient.removeQueries({ queryKey: QUERY_KEYS.wizardDetail }),
    );
  };

  const previous = () => goTo(Math.max(step - 1, 0));

  // The photo saved, the profile stays here: someone else created it, and its person has not agreed yet (rule 46).
  const onSubmitted = (answer: SubmittedAnswer) => {
    if (answer.user.profileStatus === ProfileStatus.Wizard) {
      queryClient.setQueryData(QUERY_KEYS.wizardDetail, (old: MemberDetail | undefined) =>
        old ? { ...old, wizardStep: LAST_STEP + 1 } : old,
      );
      showToast({ message: answer.message });
      setChosenStep(null);
      return;
    }
    setSubmitted(answer);
  };
  const waiting = chosenStep === null && member.wizardStep > LAST_STEP;
  // Asking the person is the account holder's, or the samaj volunteer's who enters a family's paper form (rule 49): a
  // family manager reads where it stands (rule 46).
  const user = useSession()?.user;
  const volunteer = user?.manager?.relation === 'volunteer';
  const acting = isActingManager(user) && !volunteer;
  const firstName = member.firstName;

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
            <WizardProgress step={step} />
            {waiting ? (
              <Stack gap="sm">
                {acting ? (
                  <Text size="sm" data-testid="consent-asked-by-holder">
                    <Trans>
                      The profile is complete. It reaches the moderators once {firstName} agrees with a code sent to
                      their own e-mail; whoever created the profile sends it.
                    </Trans>
                  </Text>
                ) : (
                  <>
                    <ConsentPanel firstName={member.firstName} />
                    {volunteer && (
                      <Text size="sm" c="dimmed" data-testid="consent-paper-hint">
                        <Trans>
                          If {firstName} signed the paper form, you may instead send its photo from the event's page
                          (Back to my events).
                        </Trans>
                      </Text>
                    )}
                  </>
                )}
                <Group justify="flex-start">
                  <Button variant="subtle" onClick={() => goTo(LAST_STEP)} data-testid="consent-back-to-photo">
                    <Trans>Back to the photo</Trans>
                  </Button>
                </Group>
              </Stack>
            ) : (
            <StepSuspense>
              {step === 0 && <PersonalStep key="personal" detail={member} onSaved={onSaved} />}
              {step === 1 && <FamilyStep key="family" detail={member} onSaved={onSaved} onPrevious={previous} />}
              {step === 2 && (
                <ProfessionalStep key="professional" detail={member} onSaved={onSaved} onPrevious={previous} />
              )}
              {step === 3 && <PhotoStep memberId={member.id} onSubmitted={onSubmitted} onPrevious={previous} />}
            </StepSuspense>
            )}
          </Stack>
        </Paper>
      </Stack>
      <ProfileCreatedModal opened={submitted !== null} onContinue={finish} />
    </Container>
  );
}
