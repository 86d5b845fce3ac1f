import { createFileRoute } from '@tanstack/react-router';
import { OtpRequestPage } from '../../features/auth/components/otp-request-page';

export const Route = createFileRoute('/auth/otp-request')({
  component: OtpRequestPage,
});
