import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { ATTACHMENTS_PER_MESSAGE } from '../../api/generated/rules/rules';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB, addAttachments, type AttachmentProblem } from '../../lib/attachments';
import { PickedFileList } from './picked-file-list';

/** The test ids of the picker's parts. */
export interface AttachmentPickerTestIds {
  /** The hidden file input itself: a browser test hands it files (`setInputFiles`). */
  input: string;
  /** The box files can be dropped on. */
  box: string;
  button: string;
  /** Each picked file, and its remove button. */
  file: string;
  remove: string;
  /** Each file that was not added, and why. */
  problem: string;
  /** The server's word on the files. */
  error: string;
}

/**
 * The files of a message: "Attach files" (or files dropped on the box), checked at once (lib/attachments: a JPEG or
 * PNG picture or a PDF, small enough, no more than allowed), each listed with its size and a button to take it off
 * again. A file that cannot be added is not, and the picker says why.
 */
export function AttachmentPicker({
  files,
  onChange,
  error,
  disabled = false,
  label,
  testId,
  testIds: renamed,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The server's word on the files (a 400 that names `attachments`, a 413 or 415). */
  error?: string | null;
  disabled?: boolean;
  /** A label above the box, where the form around it has none. */
  label?: ReactNode;
  /** Names the input itself and, with suffixes (`-file`, `-remove`, `-problem`...), the other parts. */
  testId: string;
  /** Other names for some parts, where a caller's tests know them so. */
  testIds?: Partial<AttachmentPickerTestIds>;
}) {
  const testIds: AttachmentPickerTestIds = {
    input: testId,
    box: `${testId}-box`,
    button: `${testId}-button`,
    file: `${testId}-file`,
    remove: `${testId}-remove`,
    problem: `${testId}-problem`,
    error: `${testId}-error`,
    ...renamed,
  };
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  const full = files.length >= ATTACHMENTS_PER_MESSAGE;

  const add = (added: File[]) => {
    if (disabled || added.length === 0) return;
    const result = addAttachments(files, added);
    setProblems(result.problems);
    if (result.files.length !== files.length) onChange(result.files);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // The same file can be chosen again after it was taken off.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    add(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, i) => i !== index));
  };

  const problemText = (problem: AttachmentProblem): string => {
    switch (problem.kind) {
      case 'wrong-type': {
        const fileName = problem.fileName;
        return t`“${fileName}” cannot be attached: only JPEG or PNG pictures and PDF files can.`;
      }
      case 'too-large': {
        const fileName = problem.fileName;
        const maxMb = ATTACHMENT_MAX_MB;
        return t`“${fileName}” is larger than ${maxMb} MB. Please choose a smaller file.`;
      }
      case 'too-many': {
        const max = problem.max;
        return t`At most ${max} files can be attached to one message.`;
      }
    }
  };

  const max = ATTACHMENTS_PER_MESSAGE;
  const maxMb = ATTACHMENT_MAX_MB;

  const box = (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      data-testid={testIds.box}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap" align="center">
          <Button
            variant="default"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={disabled || full}
            data-testid={testIds.button}
          >
            <Trans>Attach files</Trans>
          </Button>
          <Text size="xs" c="dimmed" style={{ flex: '1 1 180px', overflowWrap: 'anywhere' }}>
            <Trans>
              Optional. Up to {max} files: JPEG or PNG pictures or PDF, at most {maxMb} MB each.
            </Trans>
          </Text>
        </Group>
        <input
          ref={input}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={onInput}
          disabled={disabled}
          hidden
          aria-label={t`Attach files`}
          data-testid={testIds.input}
        />
        <PickedFileList
          files={files}
          onRemove={remove}
          disabled={disabled}
          testIds={{ file: testIds.file, remove: testIds.remove }}
        />
        {problems.map((problem, index) => (
          <Text
            key={`${index}-${problem.kind}`}
            size="sm"
            c="red.9"
            role="alert"
            style={{ overflowWrap: 'anywhere' }}
            data-testid={testIds.problem}
          >
            {problemText(problem)}
          </Text>
        ))}
        {error && (
          <Text size="sm" c="red.7" role="alert" style={{ overflowWrap: 'anywhere' }} data-testid={testIds.error}>
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );

  if (!label) return box;
  return (
    <Stack gap={4}>
      <Input.Label labelElement="div">{label}</Input.Label>
      {box}
    </Stack>
  );
}
