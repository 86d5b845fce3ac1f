import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/info-pages/components/contact-page';

export const Route = createFileRoute('/_site/contact')({
  component: ContactPage,
});
