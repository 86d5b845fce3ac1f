import { Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import type { MemberDetail, StepAnswer } from '../../../api/generated/client';
import { PersonalStep } from '../../../components/profile-form/personal-step';
import { EditRequestList } from './edit-request-list';
import { EditRequestModal } from './edit-request-modal';

/**
 * The Personal Details tab: the wizard's personal fields and the tab's extra ones; the name, date of birth and gender
 * read-only, changed through an edit request, with the member's requests below.
 */
export function PersonalTab({
  profile,
  onSaved,
}: {
  profile: MemberDetail;
  onSaved: (saved: object, answer: StepAnswer) => void;
}) {
  const [requesting, setRequesting] = useState(false);
  return (
    <Stack gap="lg">
      <PersonalStep detail={profile} onSaved={onSaved} extended onRequestChange={() => setRequesting(true)} />
      <Divider />
      <EditRequestList profile={profile} />
      <EditRequestModal opened={requesting} onClose={() => setRequesting(false)} profile={profile} />
    </Stack>
  );
}
