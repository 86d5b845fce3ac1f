import { useLingui } from '@lingui/react/macro';

type PageControl = 'first' | 'previous' | 'next' | 'last';

/** Names for Mantine's page arrows (Pagination's controls), which show only an icon. */
export function usePageControlLabels(): Record<PageControl, string> {
  const { t } = useLingui();
  return { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };
}
