import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/info-pages/components/terms-page';

export const Route = createFileRoute('/_site/terms')({
  component: TermsPage,
});
