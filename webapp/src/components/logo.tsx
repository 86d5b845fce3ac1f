import { Group, Stack, Text } from '@mantine/core';
import markUrl from '../assets/sagpan-mark.svg';

interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

const markSizes = { sm: 32, md: 40, lg: 56 } as const;
const titleSizes = { sm: 'lg', md: 'xl', lg: '1.75rem' } as const;

/** The wordmark: two interlinked rings and the name in both scripts. The name is a proper noun and is not translated. */
export function Logo({ size = 'md', inverted = false }: LogoProps) {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="સગપણ Sagpan">
      <img src={markUrl} width={markSizes[size]} height={markSizes[size]} alt="" />
      <Stack gap={0}>
        <Text fw={600} fz={titleSizes[size]} lh={1.15} c={inverted ? 'white' : 'green.9'}>
          સગપણ
        </Text>
        <Text fz="xs" fw={500} lh={1.1} c={inverted ? 'green.1' : 'blue.8'} style={{ letterSpacing: '0.12em' }}>
          SAGPAN
        </Text>
      </Stack>
    </Group>
  );
}
