import { useLingui } from '@lingui/react/macro';
import { Container, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberDetail, StepAnswer } from '../../../api/generated/client';
import { ProfileNav } from '../../../components/profile-nav';
import { FamilyStep } from '../../../components/profile-form/family-step';
import { ProfessionalStep } from '../../../components/profile-form/professional-step';
import { StepSuspense } from '../../../components/profile-form/step-parts';
import type { ProfileTab } from '../../../lib/profile-tabs';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toast';
import { useDrawnAfterFrame } from '../../../lib/use-drawn-after-frame';
import { PersonalTab } from './personal-tab';
import { PhotoTab } from './photo-tab';
import { ProfileHeaderCard } from './profile-header-card';

/**
 * /profile of an approved member (status 3): the profile area's navigation, the header card with the completeness,
 * and document 001's four tabs (Personal Details, Lifestyle & Family, Professional Details, Profile Photo), each an
 * edit form pre-filled from GET /api/Profile. A tab's form is mounted when it is opened, with the latest profile.
 */
export function ApprovedProfile({ profile: p, initialTab = 'personal' }: { profile: MemberDetail; initialTab?: ProfileTab }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  // The open tab's form (a dozen fields and selects) is drawn after the rest of the page.
  const formDrawn = useDrawnAfterFrame();
  // A link to another tab while this page is open (`/profile?tab=family`) opens it: the tab follows the address's.
  const [openedFor, setOpenedFor] = useState(initialTab);
  if (openedFor !== initialTab) {
    setOpenedFor(initialTab);
    setTab(initialTab);
  }

  const onSaved = (_saved: object, answer: StepAnswer) => {
    showToast({ message: answer.message });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownProfile });
  };

  const tabs: { value: ProfileTab; label: string }[] = [
    { value: 'personal', label: t`Personal details` },
    { value: 'family', label: t`Lifestyle & family` },
    { value: 'professional', label: t`Professional details` },
    { value: 'photo', label: t`Profile photo` },
  ];

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} data-testid="profile-page">
      <Stack gap="md">
        <ProfileNav />
        <ProfileHeaderCard profile={p} onOpenTab={setTab} />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} shadow="xs">
          <Tabs
            value={tab}
            onChange={(value) => value && setTab(value as ProfileTab)}
            keepMounted={false}
            data-testid="profile-tabs"
          >
            {/* Four long labels do not fit a phone's row: they wrap onto a second one, whole, rather than scroll. */}
            <Tabs.List style={{ flexWrap: 'wrap' }} aria-label={t`Profile sections`}>
              {tabs.map((item) => (
                <Tabs.Tab
                  key={item.value}
                  value={item.value}
                  style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                  data-testid={`profile-tab-${item.value}`}
                >
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {!formDrawn ? (
              // As tall as a form: the footer does not show, then move, as the form replaces it.
              <Skeleton height={1200} mt="lg" radius="md" />
            ) : (
              <StepSuspense>
                <Tabs.Panel value="personal" pt="lg">
                  <PersonalTab profile={p} onSaved={onSaved} />
                </Tabs.Panel>
                <Tabs.Panel value="family" pt="lg">
                  <FamilyStep detail={p} onSaved={onSaved} extended />
                </Tabs.Panel>
                <Tabs.Panel value="professional" pt="lg">
                  <ProfessionalStep detail={p} onSaved={onSaved} extended />
                </Tabs.Panel>
                <Tabs.Panel value="photo" pt="lg">
                  <PhotoTab profile={p} />
                </Tabs.Panel>
              </StepSuspense>
            )}
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
