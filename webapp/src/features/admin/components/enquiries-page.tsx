import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Enquiry } from '../../../api/generated/client';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { ProblemAlert } from '../../../components/problem-alert';
import { ButtonLink } from '../../../components/router-link';
import { dateTime, relativeTime } from '../../../lib/relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ENQUIRY_PAGE_SIZE, getEnquiriesQueryOptions, useEnquiries } from '../api/get-enquiries';
import { handleEnquiry } from '../api/handle-enquiry';
import { pageCount } from '../model/list-search';
import { languageLabel, mailtoHref, phoneHref, phoneText } from '../model/support';
import { PagedLinks } from './paged-links';
import { ReviewEmpty } from './review-parts';
import { useQueueDecision } from './use-queue-decision';

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </div>
  );
}

/** One enquiry: its topic, who wrote (e-mail and phone as links to answer), in which language, what, its files. */
function EnquiryCard({ enquiry, footer }: { enquiry: Enquiry; footer: ReactNode }) {
  const { i18n } = useLingui();
  const tr = (d: MessageDescriptor) => i18n._(d);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid="admin-enquiry"
      data-enquiry-id={enquiry.enquiryId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text
            size="sm"
            fw={600}
            c="blue.8"
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid="admin-enquiry-topic"
          >
            {enquiry.topic}
          </Text>
          <Text
            size="sm"
            fw={500}
            c={enquiry.handledOn ? 'dimmed' : 'orange.8'}
            title={dateTime(enquiry.createdOn, i18n.locale)}
            style={{ flexShrink: 0 }}
          >
            {relativeTime(enquiry.createdOn, i18n.locale)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Detail label={<Trans>Name</Trans>}>
            <Text span fw={600} size="sm" data-testid="admin-enquiry-name">
              {enquiry.fullName}
            </Text>
          </Detail>
          <Detail label={<Trans>E-mail</Trans>}>
            <Anchor href={mailtoHref(enquiry.email)} size="sm" data-testid="admin-enquiry-email">
              {enquiry.email}
            </Anchor>
          </Detail>
          <Detail label={<Trans>Mobile number</Trans>}>
            <Anchor
              href={phoneHref(enquiry.countryCode, enquiry.mobile)}
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="admin-enquiry-phone"
            >
              {phoneText(enquiry.countryCode, enquiry.mobile)}
            </Anchor>
          </Detail>
          <Detail label={<Trans>Wrote in</Trans>}>
            <span data-testid="admin-enquiry-language">{languageLabel(enquiry.language, tr)}</span>
          </Detail>
        </SimpleGrid>
        <Text size="sm" style={wrap} data-testid="admin-enquiry-message">
          {enquiry.message}
        </Text>
        <AttachmentList attachments={enquiry.attachments} testId="admin-attachment" listTestId="admin-attachments" />
        {footer}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/enquiries?handled=…&page=n: the contact form's enquiries, a page at a time. Open ones (the default) oldest
 * first, each with "Mark as handled" once answered by e-mail or phone; handled ones newest first, with when.
 */
export function EnquiriesPage({ handled, page }: { handled: boolean; page: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Enquiries`);
  const { data: list } = useEnquiries(handled, page);
  const items = list.result;
  const queue = useQueueDecision<Enquiry, 'handle'>({
    items,
    queryKey: getEnquiriesQueryOptions(handled, page).queryKey,
    idOf: (enquiry) => enquiry.enquiryId,
    decide: ({ id }) => handleEnquiry(id),
  });
  const { pageError, failedId, failedListed, pending, busy } = queue;
  const problem = <ProblemAlert error={pageError} title={t`Nothing was changed`} />;
  const total = list.totalCount;

  return (
    <Stack gap="lg" data-testid="admin-enquiries" data-handled={handled}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            <Trans>Enquiries</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Messages from the contact form. Answer by e-mail or phone, in the language the visitor wrote in, then
              mark the enquiry as handled.
            </Trans>
          </Text>
        </div>
        <Badge size="lg" variant="light" color={handled ? 'gray' : 'orange'} data-testid="admin-enquiries-count">
          {handled ? <Trans>{total} handled</Trans> : <Trans>{total} waiting</Trans>}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t`Which enquiries`}>
        <ButtonLink
          to="/admin/enquiries"
          search={{}}
          variant={handled ? 'default' : 'filled'}
          size="xs"
          radius="xl"
          activeOptions={{ exact: true, includeSearch: true }}
          data-testid="admin-enquiries-filter-open"
        >
          <Trans>Open</Trans>
        </ButtonLink>
        <ButtonLink
          to="/admin/enquiries"
          search={{ handled: true }}
          variant={handled ? 'filled' : 'default'}
          size="xs"
          radius="xl"
          activeOptions={{ exact: true, includeSearch: true }}
          data-testid="admin-enquiries-filter-handled"
        >
          <Trans>Handled</Trans>
        </ButtonLink>
      </Group>
      {pageError && !failedListed && problem}
      {items.length === 0 ? (
        <ReviewEmpty testId="admin-enquiries-empty">
          {handled ? <Trans>No enquiry has been handled yet.</Trans> : <Trans>No enquiry is waiting.</Trans>}
        </ReviewEmpty>
      ) : (
        <Stack gap="sm">
          {items.map((enquiry) => {
            const marking = pending?.id === enquiry.enquiryId;
            const handledAt = relativeTime(enquiry.handledOn, i18n.locale);
            return (
              <EnquiryCard
                key={enquiry.enquiryId}
                enquiry={enquiry}
                footer={
                  enquiry.handledOn ? (
                    <Text size="sm" c="dimmed" title={dateTime(enquiry.handledOn, i18n.locale)}>
                      <Trans>Handled {handledAt}</Trans>
                    </Text>
                  ) : (
                    <>
                      {failedId === enquiry.enquiryId && problem}
                      <Button
                        variant="light"
                        color="green"
                        w={{ base: '100%', xs: 'fit-content' }}
                        onClick={() => queue.decideNow(enquiry.enquiryId, 'handle')}
                        loading={marking}
                        disabled={busy && !marking}
                        data-testid="admin-enquiry-handle"
                      >
                        <Trans>Mark as handled</Trans>
                      </Button>
                    </>
                  )
                }
              />
            );
          })}
        </Stack>
      )}
      <PagedLinks
        pages={pageCount(total, ENQUIRY_PAGE_SIZE)}
        page={page}
        to="/admin/enquiries"
        search={(n) => ({ handled: handled || undefined, page: n === 1 ? undefined : n })}
        testId="admin-enquiries-pages"
      />
    </Stack>
  );
}
