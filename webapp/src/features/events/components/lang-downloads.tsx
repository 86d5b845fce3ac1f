import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProblemAlert } from '../../../components/problem-alert';
import type { PdfFile } from '../../../lib/pdf-download';
import type { BookletRequest } from '../api/get-booklet';

type Lang = BookletRequest['lang'];

/**
 * A file of an event in Gujarati or English (the booklet, the registrants' spreadsheet): a title, a line on what it
 * holds, one button a language (the one pressed shows it is busy, both wait), and the server's words should it fail.
 */
export function LangDownloads({
  name,
  title,
  intro,
  labels,
  errorTitle,
  download,
  eventId,
}: {
  /** Names its test ids: `{name}-download`, and `{name}-gu`, `{name}-en` for the buttons. */
  name: string;
  title: ReactNode;
  intro: ReactNode;
  labels: Record<Lang, ReactNode>;
  errorTitle: string;
  download: UseMutationResult<PdfFile, Error, BookletRequest>;
  eventId: number;
}) {
  const busy = (lang: Lang) => download.isPending && download.variables?.lang === lang;
  return (
    <Stack gap="xs" data-testid={`${name}-download`}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {intro}
      </Text>
      <Group gap="xs" wrap="wrap">
        {(['gu', 'en'] as const).map((lang) => (
          <Button
            key={lang}
            variant="light"
            size="sm"
            loading={busy(lang)}
            disabled={download.isPending}
            onClick={() => download.mutate({ eventId, lang })}
            data-testid={`${name}-${lang}`}
          >
            {labels[lang]}
          </Button>
        ))}
      </Group>
      {download.error && <ProblemAlert error={download.error} title={errorTitle} />}
    </Stack>
  );
}
