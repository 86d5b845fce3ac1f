import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/info-pages/components/about-page';

export const Route = createFileRoute('/_site/about')({
  component: AboutPage,
});
