import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { EmptyList, ShowMore } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { AnchorLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMatchPages } from '../api/get-match-lists';
import { cardsOf } from '../../../lib/card-pages';
import { MATCH_LISTS, type MatchListKind } from '../model/lists';
import { MatchGrid, MatchTotal } from './match-results';
import { MatchSuggestion } from './match-suggestion';

/** /matches/new, /matches/list, /matches/all, /matches/patidar, /matches/recent: one list, "Show more" at a time. */
export function MatchListPage({ kind }: { kind: MatchListKind }) {
  const { t, i18n } = useLingui();
  const info = MATCH_LISTS[kind];
  const title = i18n._(info.title);
  useDocumentTitle(title);
  const pages = useMatchPages(kind);
  const first = pages.data.pages[0];
  const cards = cardsOf(pages.data.pages);

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid={`match-list-${kind}`}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {i18n._(info.description)}
          </Text>
        </div>
        {first?.suggestion && <MatchSuggestion suggestion={first.suggestion} total={first.totalCount} />}
        {cards.length === 0 ? (
          <EmptyList testId="match-empty">
            {i18n._(info.empty)}
            {kind === 'mine' && !first?.suggestion && (
              <>
                {' '}
                <AnchorLink to="/profile/partner-preferences" underline="always">
                  <Trans>Change my partner preferences</Trans>
                </AnchorLink>
              </>
            )}
          </EmptyList>
        ) : (
          <>
            {first && <MatchTotal list={first} />}
            <MatchGrid cards={cards} />
            <ShowMore
              hasMore={pages.hasNextPage}
              loading={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            />
            {pages.isFetchNextPageError && (
              <ProblemAlert error={pages.error} title={t`More members could not be loaded`} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
