import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { InfoPageLayout, InfoSection } from './info-page-layout';

/**
 * Staying safe (docs/rules.md rule 44): what a family checks before going ahead with someone, above all someone who
 * lives abroad. The detail of a member who lives abroad (NRI) links here.
 */
export function SafetyPage() {
  const { t } = useLingui();

  return (
    <InfoPageLayout
      title={t`Staying safe`}
      lead={
        <Trans>
          Most members are who they say they are. A few are not: these checks protect your family, especially when the
          other side lives abroad.
        </Trans>
      }
    >
      <InfoSection title={<Trans>Never send money</Trans>}>
        <Text>
          <Trans>
            Never send money, gifts or your bank details to someone you have met on Sagpan, whatever the reason: a
            ticket, a visa fee, a customs charge, an illness or an investment. Nobody from Sagpan will ever ask you for
            money or for a code we send you.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>Meet the family</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>Talk to the parents as well as the person, and meet the family in person before any promise.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Meet first in a public place, with a family member. Visit their home and their native place when you can.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Ask people of your samaj who know the family: they know more than any profile says.</Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>Someone who lives abroad</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              Check the visa or residence status: ask to see the document and what it allows, such as whether a spouse may
              join and work.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Check the marital status: a divorce decree when they say they are divorced, and ask relatives here and
              abroad.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Check the employer and the address they give, and talk on video, not only by message.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Register the marriage in India, keep copies of every document, and know the Indian embassy's contact in
              that country before the bride travels.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>Tell us</Trans>}>
        <Text>
          <Trans>
            If someone asks for money, hides their marital status or their profile seems false, report them from their
            profile or <AnchorLink to="/contact">contact us</AnchorLink>. Our moderators look at every report.
          </Trans>
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
