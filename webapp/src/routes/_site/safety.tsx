import { createFileRoute } from '@tanstack/react-router';
import { SafetyPage } from '../../features/info-pages/components/safety-page';

export const Route = createFileRoute('/_site/safety')({
  component: SafetyPage,
});
