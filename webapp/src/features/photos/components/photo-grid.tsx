import { Trans, useLingui } from '@lingui/react/macro';
import {
  AspectRatio,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  type BadgeProps,
  type ButtonProps,
} from '@mantine/core';
import { useState, type DragEvent } from 'react';
import type { OwnPhoto } from '../../../api/generated/client';
import { PHOTO_RATIO } from '../../../components/profile-form/model/crop';
import { canAddPhoto, canMakeMain, deleteBlock } from '../model/photo-rules';

/** Badges and buttons whose (long, Gujarati) words wrap inside a narrow card instead of being cut. */
const WRAPPING_BADGE: BadgeProps['styles'] = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
};

const WRAPPING_BUTTON: ButtonProps['styles'] = {
  root: { height: 'auto', minHeight: 30, paddingBlock: 4 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
  inner: { height: 'auto' },
};

export interface PhotoGridProps {
  photos: readonly OwnPhoto[];
  /** A photo is on its way up (the add tile shows a loader). */
  adding: boolean;
  /** The photo whose "Make main photo" is under way, if any. */
  makingMainId: number | null;
  onAdd: () => void;
  /** Files dropped on the add tile. */
  onDropFiles: (files: File[]) => void;
  onMakeMain: (photo: OwnPhoto) => void;
  onDelete: (photo: OwnPhoto) => void;
}

/** The member's photos in 3:4 frames, two per row on a phone and three on a wider screen, and the "Add photo" tile. */
export function PhotoGrid({ photos, adding, makingMainId, onAdd, onDropFiles, onMakeMain, onDelete }: PhotoGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="photos-grid">
      {photos.map((photo) => (
        <PhotoCard
          key={photo.photoId}
          photo={photo}
          photos={photos}
          makingMain={makingMainId === photo.photoId}
          onMakeMain={onMakeMain}
          onDelete={onDelete}
        />
      ))}
      {canAddPhoto(photos) && <AddPhotoTile adding={adding} onAdd={onAdd} onDropFiles={onDropFiles} />}
    </SimpleGrid>
  );
}

function PhotoCard({
  photo,
  photos,
  makingMain,
  onMakeMain,
  onDelete,
}: {
  photo: OwnPhoto;
  photos: readonly OwnPhoto[];
  makingMain: boolean;
  onMakeMain: (photo: OwnPhoto) => void;
  onDelete: (photo: OwnPhoto) => void;
}) {
  const { t } = useLingui();
  const pending = photo.status === 'pending';
  const blocked = deleteBlock(photo, photos);
  const explanationId = `photo-delete-blocked-${photo.photoId}`;
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column', minWidth: 0 }}
      data-testid={`photo-card-${photo.photoId}`}
      data-status={photo.status}
      data-default={photo.isDefault || undefined}
    >
      <AspectRatio ratio={PHOTO_RATIO}>
        <Image
          src={photo.url}
          alt={photo.isDefault ? t`Your main photo` : t`One of your photos`}
          fit="cover"
          style={pending ? { opacity: 0.75 } : undefined}
        />
      </AspectRatio>
      <Stack gap={6} p="xs" style={{ flex: 1 }}>
        {(photo.isDefault || pending) && (
          <Group gap={4}>
            {photo.isDefault && (
              <Badge color="green" tt="none" styles={WRAPPING_BADGE} data-testid="photo-badge-main">
                <Trans>Main photo</Trans>
              </Badge>
            )}
            {pending && (
              <Badge color="orange" variant="light" tt="none" styles={WRAPPING_BADGE} data-testid="photo-badge-pending">
                <Trans>Awaiting approval</Trans>
              </Badge>
            )}
          </Group>
        )}
        {pending && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {photo.pendingDefault ? (
              <Trans>Others see it once a moderator approves it; then it becomes your main photo.</Trans>
            ) : (
              <Trans>Others see it once a moderator approves it.</Trans>
            )}
          </Text>
        )}
        <Stack gap={6} mt="auto">
          {canMakeMain(photo) && (
            <Button
              size="xs"
              variant="light"
              fullWidth
              styles={WRAPPING_BUTTON}
              loading={makingMain}
              onClick={() => onMakeMain(photo)}
              data-testid={`photo-make-main-${photo.photoId}`}
            >
              <Trans>Make main photo</Trans>
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            fullWidth
            styles={WRAPPING_BUTTON}
            disabled={blocked !== null}
            aria-describedby={blocked ? explanationId : undefined}
            onClick={() => onDelete(photo)}
            data-testid={`photo-delete-${photo.photoId}`}
          >
            <Trans>Delete</Trans>
          </Button>
          {blocked === 'only-approved' && (
            <Text size="xs" c="dimmed" id={explanationId} data-testid="photo-delete-blocked" style={{ overflowWrap: 'anywhere' }}>
              <Trans>Your only approved photo cannot be deleted. Add another one first; once it is approved, you can delete this one.</Trans>
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

function AddPhotoTile({
  adding,
  onAdd,
  onDropFiles,
}: {
  adding: boolean;
  onAdd: () => void;
  onDropFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!adding) onDropFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <UnstyledButton
      onClick={onAdd}
      disabled={adding}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-busy={adding || undefined}
      data-testid="photo-add"
      style={{
        border: `2px dashed var(--mantine-color-${dragging ? 'green-6' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: dragging ? 'var(--mantine-color-green-0)' : 'var(--mantine-color-gray-0)',
        minWidth: 0,
        alignSelf: 'start',
        width: '100%',
      }}
    >
      <AspectRatio ratio={PHOTO_RATIO}>
        <Center p="xs">
          <Stack align="center" gap="xs">
            {adding ? (
              <>
                <Loader size="sm" />
                <Text size="sm" ta="center">
                  <Trans>Uploading…</Trans>
                </Text>
              </>
            ) : (
              <>
                <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
                  <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
                  </svg>
                </ThemeIcon>
                <Text fw={600} ta="center" c="green.9" style={{ overflowWrap: 'anywhere' }}>
                  <Trans>Add photo</Trans>
                </Text>
              </>
            )}
          </Stack>
        </Center>
      </AspectRatio>
    </UnstyledButton>
  );
}
