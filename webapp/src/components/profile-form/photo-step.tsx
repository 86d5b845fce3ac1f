import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Image, List, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent, type ReactNode } from 'react';
import type { SubmittedAnswer } from '../../api/generated/client';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '../../api/generated/rules/rules';
import { ProblemAlert } from '../problem-alert';
import { useUploadProfilePhoto } from './api/upload-profile-photo';
import { checkPhotoFiles, type PhotoFileProblem } from './model/crop';
import { CropModal } from './crop-modal';
import { StepActions } from './step-parts';
import { scrollToFirstError } from './form-errors';

/** An object URL that follows a blob: the old one is revoked when it changes and when the step goes. */
function useObjectUrl(): [string | null, (blob: Blob | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const set = useCallback((blob: Blob | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = blob ? URL.createObjectURL(blob) : null;
    setUrl(current.current);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  return [url, set];
}

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
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState(false);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<PhotoFileProblem | 'missing' | null>(null);
  const [dragging, setDragging] = useState(false);
  const [source, setSource] = useObjectUrl();
  const [preview, setPreview] = useObjectUrl();

  const upload = useUploadProfilePhoto({
    onSuccess: onSubmitted,
    onError: scrollToFirstError,
  });

  const choose = (files: File[]) => {
    const found = checkPhotoFiles(files);
    setProblem(found);
    if (found) return;
    setSource(files[0] ?? null);
    setCropping(true);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    choose(Array.from(event.target.files ?? []));
    // The same file can be chosen again (to crop it differently).
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  };

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

  const maxMb = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
  const problemText =
    problem === 'single-file'
      ? t`Please select single image file to upload.`
      : problem === 'too-large'
        ? t`The photo is larger than ${maxMb} MB. Please choose a smaller one.`
        : problem === 'missing'
          ? t`Please choose your photo and crop it.`
          : null;

  return (
    <form onSubmit={submit} noValidate data-testid="wizard-step-photo">
      <Stack gap="md">
        <ProblemAlert error={upload.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            <Text fw={600}>
              <Trans>Photo guidelines</Trans>
            </Text>
            <List size="sm" spacing={4} data-testid="photo-guidelines">
              <List.Item>
                <Trans>A recent, passport-size photo of you alone</Trans>
              </List.Item>
              <List.Item>
                <Trans>No group photo</Trans>
              </List.Item>
              <List.Item>
                <Trans>No side-face photo</Trans>
              </List.Item>
              <List.Item>
                <Trans>No sunglasses</Trans>
              </List.Item>
              <List.Item>
                <Trans>No blurry photo</Trans>
              </List.Item>
            </List>
            <Text size="xs" c="dimmed">
              <Trans>One JPEG or PNG image, at most {maxMb} MB. Your photo is shown only to approved members.</Trans>
            </Text>
          </Stack>

          <Paper
            withBorder
            radius="md"
            p="md"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            style={{
              borderStyle: 'dashed',
              borderColor: dragging ? 'var(--mantine-color-green-6)' : undefined,
              background: dragging ? 'var(--mantine-color-green-0)' : undefined,
            }}
            data-error={problem !== null || undefined}
          >
            <Stack align="center" gap="sm">
              {preview ? (
                <Image
                  src={preview}
                  alt={t`Your cropped photo`}
                  w={180}
                  h={240}
                  radius="md"
                  fit="cover"
                  data-testid="photo-preview"
                />
              ) : (
                <Box
                  w={180}
                  h={240}
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    background: 'var(--mantine-color-gray-1)',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  <ThemeIcon variant="light" size={64} radius="xl" aria-hidden>
                    <svg width="36" height="36" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
                    </svg>
                  </ThemeIcon>
                </Box>
              )}
              <Text size="sm" c="dimmed" ta="center">
                <Trans>Drop your photo here, or</Trans>
              </Text>
              <Group gap="xs" justify="center">
                <Button variant="light" onClick={() => input.current?.click()} data-testid="photo-choose">
                  {cropped ? <Trans>Choose another photo</Trans> : <Trans>Choose a photo</Trans>}
                </Button>
                {source && cropped && (
                  <Button variant="subtle" onClick={() => setCropping(true)} data-testid="photo-recrop">
                    <Trans>Crop again</Trans>
                  </Button>
                )}
              </Group>
              <input
                ref={input}
                type="file"
                accept={PHOTO_MIME_TYPES.join(',')}
                onChange={onInput}
                hidden
                data-testid="photo-input"
              />
            </Stack>
          </Paper>
        </SimpleGrid>
        {problemText && (
          <Alert color="orange" variant="light" role="alert" data-testid="photo-warning">
            {problemText}
          </Alert>
        )}
        <StepActions loading={upload.isPending} onPrevious={onPrevious} submitLabel={submitLabel ?? <Trans>Submit</Trans>} />
      </Stack>
      <CropModal
        source={cropping ? source : null}
        onClose={() => setCropping(false)}
        onCropped={(photo) => {
          setCropped(photo);
          setPreview(photo);
          setCropping(false);
          setProblem(null);
        }}
      />
    </form>
  );
}
