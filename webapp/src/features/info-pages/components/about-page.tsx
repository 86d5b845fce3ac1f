import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { ButtonLink } from '../../../components/router-link';
import { InfoPageLayout, InfoSection } from './info-page-layout';

export function AboutPage() {
  const { t } = useLingui();

  return (
    <InfoPageLayout
      title={t`About Sagpan`}
      lead={
        <Trans>
          Sagpan (સગપણ) means betrothal. It is a matrimonial service made for the Patidar community: Kadva and Leva
          Patidar families in Gujarat, elsewhere in India and abroad.
        </Trans>
      }
    >
      <InfoSection title={<Trans>Why Sagpan exists</Trans>}>
        <Text>
          <Trans>
            Finding a life partner has always been a family matter, helped along by relatives and the community. Sagpan
            brings that tradition online: families meet through real, checked profiles, and decide together when to
            take the next step.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Since 2019 we have kept one aim: a place where parents feel comfortable letting their son or daughter
            register, because every profile is genuine and nothing is shown to strangers.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>What makes Sagpan different</Trans>}>
        <List spacing="sm">
          <List.Item>
            <Trans>
              Manual approval: our moderators review every profile and photo, usually within 24 hours, before anyone
              else can see it.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Made for the community: Kadva and Leva Patidar communities and their sub-communities, native place, mosad
              and family details are part of every profile.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Gujarati first: the whole service, including e-mails and the bio-data PDF, is available in Gujarati and
              in English.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Privacy by design: e-mail and mobile numbers are never shown to other members, and parents' phone
              numbers appear only after a connection request is accepted.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Satapeta: families who wish to arrange an exchange marriage of siblings can link the two profiles and
              find each other.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>How we work</Trans>}>
        <Text>
          <Trans>
            We do not sell advertisements and we do not share your data with anyone. Our support team answers
            questions from members and families and helps whenever something is not clear.
          </Trans>
        </Text>
        <ButtonLink to="/contact" variant="light" radius="xl" style={{ alignSelf: 'flex-start' }}>
          <Trans>Contact us</Trans>
        </ButtonLink>
      </InfoSection>
    </InfoPageLayout>
  );
}
