import { Avatar, Box, Center } from '@mantine/core';
import { useState } from 'react';

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * A member's photo at a fixed size (3:4, as photos are cropped), or their initials when there is none or it does not load
 * (a signed address that has run out). `alt` names the member; a blurred photo looks blurred because the server made it so.
 */
export function MemberPhoto({
  url,
  firstName,
  lastName,
  alt,
  width,
}: {
  url?: string | null;
  firstName: string;
  lastName: string;
  alt: string;
  width: number | string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && failed !== url ? url : null;
  return (
    <Box
      w={width}
      style={{ aspectRatio: '3 / 4', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', flexShrink: 0 }}
      bg="green.0"
      data-testid="member-photo"
      data-fallback={shown ? undefined : true}
    >
      {shown ? (
        <img
          src={shown}
          alt={alt}
          loading="lazy"
          onError={() => setFailed(shown)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top', display: 'block' }}
        />
      ) : (
        <Center h="100%">
          <Avatar radius="xl" color="green" size="lg" alt={alt}>
            {initials(firstName, lastName)}
          </Avatar>
        </Center>
      )}
    </Box>
  );
}
