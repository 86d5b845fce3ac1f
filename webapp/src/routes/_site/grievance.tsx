import { createFileRoute } from '@tanstack/react-router';
import { GrievancePage } from '../../features/info-pages/components/grievance-page';

export const Route = createFileRoute('/_site/grievance')({
  component: GrievancePage,
});
