import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SubmittedAnswer } from '../../api/generated/client';
import { PHOTO_MAX_BYTES } from '../../api/generated/rules/rules';
import { ProblemAlert } from '../problem-alert';
import { useUploadProfilePhoto } from './api/upload-profile-photo';
import { PhotoPicker, type PhotoProblem } from './photo-picker';
import { StepActions } from './step-parts';
import { scrollToFirstError } from './form-errors';

export function PhotoStep({
  memberId,
  onSubmitted,
  onPrevious,
  onSkip,
  submitLabel,
}: {
  memberId: number;
  onSubmitted: (answer: SubmittedAnswer) => void;
  onPrevious: () => void;
  /** Edit mode: the photo is optional, and submitting without a new one calls this. */
  onSkip?: () => void;
  submitLabel?: ReactNode;
}) {
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);

  const upload = useUploadProfilePhoto({
    onSuccess: onSubmitted,
    onError: scrollToFirstError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cropped && onSkip) {
      onSkip();
      return;
    }
    if (!cropped) {
      setProblem('missing');
      scrollToFirstError();
      return;
    }
    if (cropped.size > PHOTO_MAX_BYTES) {
      setProblem('too-large');
      return;
    }
    upload.mutate({ memberId, photo: cropped });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-step-photo">
      <Stack gap="md">
        <ProblemAlert error={upload.error} />
        <PhotoPicker cropped={cropped} onCropped={setCropped} problem={problem} onProblem={setProblem} />
        <StepActions loading={upload.isPending} onPrevious={onPrevious} submitLabel={submitLabel ?? <Trans>Submit</Trans>} />
      </Stack>
    </form>
  );
}
