import { useLingui } from '@lingui/react/macro';
import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { MemberPhoto as Photo } from '../../../api/generated/client';
import { MemberPhoto } from './member-photo';

/**
 * A member's photos: the chosen one large (the default first, as the server orders them) and a row of small ones to
 * choose from. With no photo, the initials.
 */
export function PhotoGallery({
  photos,
  firstName,
  lastName,
}: {
  photos: Photo[];
  firstName: string;
  lastName: string;
}) {
  const { t } = useLingui();
  const ordered = [...photos].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const [chosenId, setChosenId] = useState<number | undefined>(ordered[0]?.photoId);
  const chosen = ordered.find((photo) => photo.photoId === chosenId) ?? ordered[0];
  const fullName = `${firstName} ${lastName}`.trim();
  const count = ordered.length;

  return (
    <Stack gap="xs" w={{ base: '100%', xs: 240 }} maw={320} data-testid="member-photos" data-count={count}>
      <MemberPhoto
        url={chosen?.url}
        firstName={firstName}
        lastName={lastName}
        alt={t`Photo of ${fullName}`}
        width="100%"
      />
      {count > 1 && (
        <Group gap={6} wrap="wrap">
          {ordered.map((photo, index) => {
            const number = index + 1;
            const selected = photo.photoId === chosen?.photoId;
            return (
              <UnstyledButton
                key={photo.photoId}
                onClick={() => setChosenId(photo.photoId)}
                aria-label={t`Photo ${number} of ${count}`}
                aria-pressed={selected}
                data-testid="member-photo-thumb"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  outline: selected ? '2px solid var(--mantine-color-green-6)' : undefined,
                  outlineOffset: 2,
                }}
              >
                <MemberPhoto url={photo.url} firstName={firstName} lastName={lastName} alt="" width={48} />
              </UnstyledButton>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
