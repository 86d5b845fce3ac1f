import { createFileRoute } from '@tanstack/react-router';
import { VerifyOtpPage } from '../../features/auth/components/verify-otp-page';

export const Route = createFileRoute('/auth/verify-otp')({
  component: VerifyOtpPage,
});
