import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactPage } from '../../features/info-pages/components/contact-page';

export const Route = createFileRoute('/_site/contact')({
  component: ContactRoute,
});

/** The text page with the contact feature's form in it (the features meet here, not in each other). */
function ContactRoute() {
  return <ContactPage form={<ContactForm />} />;
}
