import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLingui } from '@lingui/react/macro';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { StoriesSection } from './stories-section';
import { TrustSection } from './trust-section';

export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Matrimony for Patidar families`);

  return (
    <>
      <Hero />
      <HowItWorks />
      <TrustSection />
      <StoriesSection />
    </>
  );
}
