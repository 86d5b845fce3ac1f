import { Box, Container } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { CompactFooter } from '../components/layout/compact-footer';
import { MemberHeader } from '../components/layout/member-header';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { Subheader } from '../components/layout/subheader';
import { BioDataDownloadProvider, type BioDataDownloadProps } from '../components/bio-data-download';
import { MemberActionsProvider, type MemberActionsProps } from '../components/member-actions';
import { PrivateModeOffer } from '../features/account/components/private-mode-offer';
import { BioDataButton } from '../features/bio-data/components/bio-data-button';
import { ConnectionActions } from '../features/connections/components/connection-actions';
import { OutcomePrompt } from '../features/connections/components/outcome-prompt';
import { ActingBanner } from '../features/family/components/acting-banner';
import { ProfileSwitch } from '../features/family/components/profile-switch';
import { HeaderQuickSearch, QuickSearchForm } from '../features/matches/components/quick-search';
import { useNewNotifications } from '../features/notifications/api/get-new-notifications';
import { NotificationsMenu } from '../features/notifications/components/notifications-menu';
import { StartupPopup } from '../features/popup/components/startup-popup';
import { hasMemberArea } from '../lib/session/member-area';
import { isModerator } from '../lib/session/roles';
import type { Session } from '../lib/session/session-store';

/** The connections' actions where a card or a member's detail shows them. */
const renderConnectionActions = (props: MemberActionsProps) => <ConnectionActions {...props} />;

/** The bio-data download where the own profile and a connected member's detail offer it. */
const renderBioDataButton = (props: BioDataDownloadProps) => <BioDataButton {...props} />;

/**
 * The website's shell for someone signed in (document 001): header with the member's menu, the bell and the quick
 * search, subheader with the title and breadcrumbs, page, compact footer and the scroll-to-top button. It is a chunk of
 * its own (routes/_site.tsx), so that a visitor's page never loads the member area's code.
 */
export function MemberSiteLayout({ session }: { session: Session }) {
  const user = session.user;
  // The same query as the bell's, so one request serves both; only for those who have notifications.
  const unread = useNewNotifications({ enabled: hasMemberArea(user) });
  // Private mode is offered over the match lists, where a member first meets others (rule 47).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onLists = pathname.startsWith('/matches') && !pathname.startsWith('/matches/detail');
  // How connections went is asked over the lists and the inbox (rule 48); the person's own word, never a manager's.
  const asksOutcomes = (onLists || pathname.startsWith('/inbox')) && hasMemberArea(user) && !user.manager && !isModerator(user);

  return (
    <>
      <MemberHeader
        session={session}
        notifications={<NotificationsMenu />}
        unreadCount={unread.data?.totalCount}
        quickSearch={<HeaderQuickSearch />}
        menuQuickSearch={(close) => <QuickSearchForm layout="stacked" onFound={close} />}
        profileSwitch={isModerator(user) ? undefined : <ProfileSwitch />}
      />
      <ActingBanner />
      <Subheader />
      <Box component="main" style={{ flex: 1 }}>
        {/* Private mode offered to an approved woman until she chooses (rule 47); never to a family manager, whose
            choice it is not. */}
        {(onLists || asksOutcomes) && (
          <Container size="lg" px={{ base: 'xs', sm: 'md' }}>
            <PrivateModeOffer enabled={onLists && hasMemberArea(user) && !user.manager && !isModerator(user)} />
            <OutcomePrompt enabled={asksOutcomes} />
          </Container>
        )}
        {/* The cards and the member detail show the connection actions, the profile and the detail the bio-data
            download (the features meet here, not in each other). */}
        <MemberActionsProvider render={renderConnectionActions}>
          <BioDataDownloadProvider render={renderBioDataButton}>
            <Outlet />
          </BioDataDownloadProvider>
        </MemberActionsProvider>
      </Box>
      <CompactFooter user={user} />
      <ScrollToTop />
      {/* Document 001's start-up popup: asked for once per page load, whoever is visiting. */}
      <StartupPopup />
    </>
  );
}
