import { Center, Pagination } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageControlLabels } from './use-page-control-labels';

/**
 * A list's pages as links (the page is in the address, so it can be bookmarked or opened in a new tab), as the audit
 * log has them. Nothing when the list has one page.
 */
export function PagedLinks({
  pages,
  page,
  to,
  search,
  testId,
}: {
  pages: number;
  page: number;
  /** The list's path. */
  to: string;
  /** The address's search for page `n` (the list's other filters kept). */
  search: (n: number) => Record<string, unknown>;
  testId: string;
}) {
  const controlLabels = usePageControlLabels();
  if (pages <= 1) return null;
  // Only the page shown is the current one: the router would otherwise also mark the first page's links (whose search
  // is part of any other page's) as current.
  const toPage = (n: number) => ({
    component: Link,
    to,
    search: search(Math.min(Math.max(n, 1), pages)),
    activeOptions: { exact: true, includeSearch: true },
  });
  return (
    <Center>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        getItemProps={toPage}
        getControlProps={(control) => ({
          ...toPage({ first: 1, previous: page - 1, next: page + 1, last: pages }[control]),
          'aria-label': controlLabels[control],
        })}
        size="sm"
        data-testid={testId}
      />
    </Center>
  );
}
