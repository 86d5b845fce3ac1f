import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/router-link';
import { InfoPageLayout, InfoSection } from './info-page-layout';

export function TermsPage() {
  const { t } = useLingui();

  return (
    <InfoPageLayout
      title={t`Terms and conditions`}
      lead={
        <Trans>
          These terms apply to everyone who registers on Sagpan. By creating an account you agree to them. Please read
          them together with your family.
        </Trans>
      }
    >
      <InfoSection title={<Trans>1. Who may register</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>You must be at least 18 years old and legally free to marry.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Sagpan is intended only for finding a life partner for marriage. It is not a dating or social network.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              A parent or sibling may help to create the profile, but it must describe the person who is to marry, and
              that person must agree to it.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>2. Truthful information</Trans>}>
        <Text>
          <Trans>
            Everything you enter must be true and up to date: name, birth date, marital status, community, family,
            education, work and income. Photos must be recent and show you alone. A profile with false details will
            be suspended.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>3. One profile per person</Trans>}>
        <Text>
          <Trans>
            Each person may have only one profile. Duplicate profiles are removed. Your profile ID (for example
            PT104233) stays yours and is never given to anyone else.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>4. Manual approval and moderation</Trans>}>
        <Text>
          <Trans>
            Every new profile is checked by our moderators before other members can see it; this usually takes about
            24 hours. Moderators may ask you to correct your profile, and may suspend a profile that breaks these
            terms. You will always be told the reason.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>5. Respectful conduct</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>Treat every member and family with respect. Harassment, abuse or threats are not allowed.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Do not pressure anyone who declines a connection request or blocks you.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Asking for or offering dowry is against the law and against these terms.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Keep the details other families share with you private; do not pass them on outside the families
              concerned.
            </Trans>
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={<Trans>6. No commercial use</Trans>}>
        <Text>
          <Trans>
            Sagpan is for individuals and their families. Marriage bureaus, agents, advertising, selling products and
            collecting members' data are not allowed.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>7. Your account</Trans>}>
        <Text>
          <Trans>
            Keep your password to yourself. You can deactivate your profile at any time to hide it, and reactivate it
            later. Deleting your account erases your personal data and photos for good.
          </Trans>
        </Text>
      </InfoSection>

      <InfoSection title={<Trans>8. Reporting and changes to these terms</Trans>}>
        <Text>
          <Trans>
            If someone breaks these terms, please report the profile or write to us. When these terms change, we
            inform members in the app before the change takes effect.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Questions? Visit the <AnchorLink to="/contact">contact page</AnchorLink> or read our{' '}
            <AnchorLink to="/privacy-policy">privacy policy</AnchorLink>.
          </Trans>
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
}
