import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Container,
  Drawer,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  EMPTY_PREFERENCES,
  PREFERENCE_FIELDS,
  validatePreferences,
  type PreferenceValues,
} from '../../../components/preference-fields/model/preferences';
import {
  AgeFields,
  CommunityField,
  DisabilityField,
  EducationField,
  GolField,
  HeightFields,
  IncomeFields,
  LifestyleFields,
  LocationFields,
  ManglikField,
  VerifiedOnlyField,
  CreatedByField,
  MaritalStatusField,
  NriField,
  OccupationField,
  SatapetaField,
  type PreferenceForm,
} from '../../../components/preference-fields/preference-fields';
import { EmptyList, LoadingCards, ShowMore } from '../../../components/card-pages';
import { ProblemAlert } from '../../../components/problem-alert';
import { scrollToFirstError, serverFieldErrors, translateCodes } from '../../../components/profile-form/form-errors';
import { useAnnualIncomes } from '../../../lib/lookups/get-annual-incomes';
import { useHeights } from '../../../lib/lookups/get-heights';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchPages } from '../api/search-matches';
import { cardsOf } from '../../../lib/card-pages';
import {
  advancedFilterCount,
  isAdvancedField,
  searchFromValues,
  valuesFromSearch,
  type SearchParams,
} from '../model/search-params';
import { MatchGrid, MatchTotal } from './match-results';

const PREFIX = 'search';

/** The side panel's filters (document 001's "filter side panel", less age, community and marital status, on top). */
function AdvancedFields({ form }: { form: PreferenceForm }) {
  const fields = { form, prefix: PREFIX };
  return (
    <Stack gap="md" data-testid="search-advanced">
      <HeightFields {...fields} />
      <IncomeFields {...fields} />
      <LocationFields {...fields} />
      <SatapetaField {...fields} />
      <NriField {...fields} />
      <EducationField {...fields} />
      <OccupationField {...fields} />
      <DisabilityField {...fields} />
      <LifestyleFields {...fields} />
      <GolField {...fields} />
      <VerifiedOnlyField {...fields} />
      <CreatedByField {...fields} />
      {/* Last: a horoscope filter is never a default and is used only if chosen (rule 50). */}
      <ManglikField {...fields} />
    </Stack>
  );
}

function PanelTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h5" c="green.9">
      {children}
    </Title>
  );
}

type SearchPages = ReturnType<typeof useSearchPages>;

/** The results of the search in the address: the total, the cards, "Show more". */
function SearchResults({ results }: { results: SearchPages }) {
  const { t } = useLingui();
  if (results.isPending) {
    return <LoadingCards cols={{ base: 1, sm: 2 }} />;
  }
  if (results.isError && !results.data) {
    return <ProblemAlert error={results.error} title={t`The search could not be done`} />;
  }
  const first = results.data.pages[0];
  const cards = cardsOf(results.data.pages);
  if (!first || cards.length === 0) {
    return (
      <EmptyList testId="search-empty">
        <Trans>No profile found. Try fewer filters, or wider ones.</Trans>
      </EmptyList>
    );
  }
  return (
    <Stack gap="md" data-testid="search-results">
      <MatchTotal list={first} />
      <MatchGrid cards={cards} cols={{ base: 1, sm: 2 }} />
      <ShowMore
        hasMore={results.hasNextPage}
        loading={results.isFetchingNextPage}
        onClick={() => void results.fetchNextPage()}
      />
      {results.isFetchNextPageError && (
        <ProblemAlert error={results.error} title={t`More members could not be loaded`} />
      )}
    </Stack>
  );
}

/**
 * The filters and the results of one search. Remounted (see SearchPage) whenever the address's search changes, so the
 * form always starts from the address, and when the server refuses it, so its field errors show under the fields.
 */
function SearchView({ search, results }: { search: SearchParams; results: SearchPages }) {
  const { t, i18n } = useLingui();
  const theme = useMantineTheme();
  const navigate = useNavigate({ from: '/search' });
  const heights = useHeights();
  const incomes = useAnnualIncomes();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`, undefined, { getInitialValueInEffect: false });
  const serverErrors = results.isError ? serverFieldErrors(results.error, PREFERENCE_FIELDS, i18n) : {};
  const hasAdvancedError = (errors: object) => Object.keys(errors).some(isAdvancedField);
  // On a phone, a refused side panel filter is shown at once: its error is in the drawer.
  const [drawerOpened, setDrawerOpened] = useState(() => !wide && hasAdvancedError(serverErrors));

  const form = useForm<PreferenceValues>({
    mode: 'controlled',
    initialValues: valuesFromSearch(search),
    initialErrors: serverErrors,
    validate: (values) =>
      translateCodes(validatePreferences(values, { heights: heights.data.result, incomes: incomes.data.result }), i18n),
  });

  const run = (next: SearchParams) => {
    setDrawerOpened(false);
    if (JSON.stringify(next) === JSON.stringify(search)) void results.refetch();
    else void navigate({ search: next });
  };

  const apply = form.onSubmit(
    (values) => run(searchFromValues(values)),
    (errors) => {
      if (!wide && hasAdvancedError(errors)) setDrawerOpened(true);
      scrollToFirstError();
    },
  );
  const clear = () => {
    form.setValues(EMPTY_PREFERENCES);
    form.clearErrors();
    run({});
  };

  const fields = { form, prefix: PREFIX };
  const advancedCount = advancedFilterCount(search);

  /**
   * Clear and Search, under the basic filters and under the side panel's. `inForm`: a submit button (Enter in a field
   * searches); the drawer is outside the form's element and submits by hand.
   */
  const actions = (where: 'basic' | 'advanced', inForm: boolean) => (
    <Group gap="sm" grow wrap="nowrap">
      <Button
        variant="default"
        onClick={clear}
        data-testid={where === 'basic' ? 'search-clear' : 'search-advanced-clear'}
      >
        <Trans>Clear</Trans>
      </Button>
      <Button
        type={inForm ? 'submit' : 'button'}
        onClick={inForm ? undefined : () => apply()}
        loading={results.isFetching && !results.isFetchingNextPage}
        data-testid={where === 'basic' ? 'search-submit' : 'search-advanced-submit'}
      >
        <Trans>Search</Trans>
      </Button>
    </Group>
  );

  return (
    <form onSubmit={apply} noValidate data-testid="search-form">
      <Grid gap="md" align="flex-start">
        {wide && (
          <Grid.Col span={4}>
            <Paper withBorder radius="lg" p="md" component="aside" aria-label={t`More filters`}>
              <Stack gap="md">
                <PanelTitle>
                  <Trans>More filters</Trans>
                </PanelTitle>
                <AdvancedFields form={form} />
                {actions('advanced', true)}
              </Stack>
            </Paper>
          </Grid.Col>
        )}
        <Grid.Col span={wide ? 8 : 12}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md" data-testid="search-basic">
              <Stack gap="md">
                <SimpleGrid cols={2} spacing="md">
                  <AgeFields {...fields} />
                </SimpleGrid>
                <CommunityField {...fields} />
                <MaritalStatusField {...fields} />
                {!wide && (
                  <Button
                    variant="light"
                    onClick={() => setDrawerOpened(true)}
                    data-testid="search-more-filters"
                    rightSection={
                      advancedCount > 0 ? (
                        <Badge size="sm" circle data-testid="search-more-filters-count">
                          {advancedCount}
                        </Badge>
                      ) : undefined
                    }
                  >
                    <Trans>More filters</Trans>
                  </Button>
                )}
                {actions('basic', true)}
              </Stack>
            </Paper>
            <SearchResults results={results} />
          </Stack>
        </Grid.Col>
      </Grid>
      {!wide && (
        <Drawer
          opened={drawerOpened}
          onClose={() => setDrawerOpened(false)}
          position="right"
          size="clamp(280px, 100%, 420px)"
          title={t`More filters`}
          styles={{ title: { fontWeight: 600, color: 'var(--mantine-color-green-9)' } }}
          closeButtonProps={{ 'aria-label': t`Close` }}
        >
          <Stack gap="md" pb="md">
            <AdvancedFields form={form} />
            {actions('advanced', false)}
          </Stack>
        </Drawer>
      )}
    </form>
  );
}

/** /search: the basic filters on top, the others in a side panel (a drawer on a phone); the filters are the address's. */
export function SearchPage({ search }: { search: SearchParams }) {
  const { t } = useLingui();
  useDocumentTitle(t`Search`);
  const results = useSearchPages(search);
  const key = `${JSON.stringify(search)}${results.isError ? ':refused' : ''}`;

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="search-page">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Search</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              Leave a filter empty to accept everyone. The page’s address keeps your search, so you can bookmark it.
            </Trans>
          </Text>
        </div>
        <SearchView key={key} search={search} results={results} />
      </Stack>
    </Container>
  );
}
