import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { problemFieldErrors, problemMessages } from '../../../lib/problem';
import { ruleMessageOrText } from '../../../lib/rule-messages';
import { showToast } from '../../../lib/toast';
import { useQuickSearch } from '../api/quick-search';
import { checkProfileId } from '../model/quick-search';

function SearchIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

interface QuickSearchFormProps {
  /** After a member was found and their page opened (closes a popover or the menu drawer). */
  onFound?: () => void;
  /**
   * `inline`: one line in the header, the message in a small bubble below it (the header keeps its height);
   * `stacked`: the message under the field, the button below (a popover, the phone's menu).
   */
  layout: 'inline' | 'stacked';
  autoFocus?: boolean;
}

/**
 * Document 001's quick search: a profile id (PT104233) to the member's page. Empty: QUICK_SEARCH_REQUIRED; not a
 * profile id: the rule's message; nobody found (0): the warning toast "Profile not found...".
 */
export function QuickSearchForm({ onFound, layout, autoFocus = false }: QuickSearchFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const search = useQuickSearch({
    onSuccess: (memberId) => {
      if (memberId > 0) {
        setValue('');
        onFound?.();
        void navigate({ to: '/matches/detail/$id', params: { id: String(memberId) } });
      } else {
        showToast({ message: t`Profile not found...`, color: 'orange' });
      }
    },
    onError: (failure) => {
      const [first] = problemFieldErrors(failure).profileId ?? [];
      setError(first ? ruleMessageOrText(first, i18n) : problemMessages(failure, i18n).join('\n'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProfileId(value);
    if (!checked.ok) {
      // QUICK_SEARCH_REQUIRED: the quick search's own words for an empty field.
      setError(checked.code === 'required' ? t`Please enter a profile id` : ruleMessageOrText(checked.code, i18n));
      return;
    }
    setError(null);
    search.mutate(checked.profileId);
  };

  const input = (
    <TextInput
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        if (error) setError(null);
      }}
      placeholder="PT104233"
      aria-label={t`Profile ID`}
      autoFocus={autoFocus}
      autoComplete="off"
      spellCheck={false}
      maxLength={20}
      size="sm"
      error={layout === 'inline' ? Boolean(error) : error}
      aria-describedby={layout === 'inline' && error ? errorId : undefined}
      errorProps={{ 'data-testid': 'quick-search-error', role: 'alert' }}
      data-testid="quick-search"
      style={layout === 'inline' ? { width: 120 } : undefined}
    />
  );

  if (layout === 'inline') {
    return (
      <form onSubmit={submit} noValidate role="search" aria-label={t`Quick search by profile ID`}>
        <Popover opened={Boolean(error)} position="bottom-start" withArrow shadow="md" withinPortal>
          <Popover.Target>
            <Group gap={4} wrap="nowrap">
              {input}
              <ActionIcon
                type="submit"
                size="lg"
                variant="light"
                loading={search.isPending}
                aria-label={t`Search`}
                data-testid="quick-search-submit"
              >
                <SearchIcon />
              </ActionIcon>
            </Group>
          </Popover.Target>
          <Popover.Dropdown maw={260}>
            <Text size="sm" c="red.8" id={errorId} role="alert" data-testid="quick-search-error">
              {error}
            </Text>
          </Popover.Dropdown>
        </Popover>
      </form>
    );
  }

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t`Quick search by profile ID`}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          <Trans>Find a member by profile ID</Trans>
        </Text>
        {input}
        <Button
          type="submit"
          loading={search.isPending}
          leftSection={<SearchIcon size={16} />}
          data-testid="quick-search-submit"
        >
          <Trans>Search</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The quick search in the header of an approved member: a field and a button on a wide screen; a button that opens it
 * in a popover on a middle one. On a phone the header has no room: the quick search is at the top of the menu drawer.
 */
export function HeaderQuickSearch() {
  const { t } = useLingui();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xl})`, undefined, { getInitialValueInEffect: false });
  const middle = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);

  if (wide) return <QuickSearchForm layout="inline" />;
  if (!middle) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={280} shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          onClick={() => setOpened((o) => !o)}
          aria-label={t`Quick search by profile ID`}
          aria-expanded={opened}
          data-testid="quick-search-open"
        >
          <SearchIcon size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <QuickSearchForm layout="stacked" onFound={close} autoFocus />
      </Popover.Dropdown>
    </Popover>
  );
}
