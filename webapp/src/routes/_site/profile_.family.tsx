import { createFileRoute } from '@tanstack/react-router';
import { FamilyPage } from '../../features/family/components/family-page';

/**
 * Family managers (docs/rules.md rule 46): who looks after the member's profile, and the profiles the account looks
 * after. The page loads its own data: an account that only looks after profiles lands here first.
 */
export const Route = createFileRoute('/_site/profile_/family')({
  component: FamilyPage,
});
