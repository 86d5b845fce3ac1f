import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Image, List, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '../../api/generated/rules/rules';
import { checkPhotoFiles, type PhotoFileProblem } from './model/crop';
import { CropModal } from './crop-modal';

/** What is wrong with the choice: a file check, or no photo at all when one was needed. */
export type PhotoProblem = PhotoFileProblem | 'missing';

/** An object URL that follows a blob: the old one is revoked when it changes and when the picker goes. */
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

/**
 * The photo guidelines, a drop zone with "Choose a photo", the 3:4 crop step and the cropped preview: the wizard's
 * photo step and the Profile Photo tab. The cropped photo goes to `onCropped`; the form that holds the picker uploads
 * it and shows `problem` (a file check of the picker's, or the form's own "missing" / "too-large").
 */
export function PhotoPicker({
  cropped,
  onCropped,
  problem,
  onProblem,
  disabled = false,
}: {
  cropped: Blob | null;
  onCropped: (photo: Blob) => void;
  problem: PhotoProblem | null;
  onProblem: (problem: PhotoProblem | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [source, setSource] = useObjectUrl();
  const [preview, setPreview] = useObjectUrl();

  const choose = (files: File[]) => {
    const found = checkPhotoFiles(files);
    onProblem(found);
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
    if (!disabled) choose(Array.from(event.dataTransfer.files));
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
    <>
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
            if (!disabled) setDragging(true);
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
              <Button
                variant="light"
                onClick={() => input.current?.click()}
                disabled={disabled}
                data-testid="photo-choose"
              >
                {cropped ? <Trans>Choose another photo</Trans> : <Trans>Choose a photo</Trans>}
              </Button>
              {source && cropped && (
                <Button variant="subtle" onClick={() => setCropping(true)} disabled={disabled} data-testid="photo-recrop">
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
      <CropModal
        source={cropping ? source : null}
        onClose={() => setCropping(false)}
        onCropped={(photo) => {
          onCropped(photo);
          setPreview(photo);
          setCropping(false);
          onProblem(null);
        }}
      />
    </>
  );
}
