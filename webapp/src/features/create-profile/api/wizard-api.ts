import { queryOptions } from '@tanstack/react-query';
import {
  CreateProfileService,
  ProfileService,
  type FamilyDetailsRequest,
  type MemberDetail,
  type PersonalDetailsRequest,
  type ProfessionalDetailsRequest,
} from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import { authorized } from '../../auth/session/auth-client';
import type { FamilyPayload } from '../model/family';
import type { PersonalPayload } from '../model/personal';
import type { ProfessionalPayload } from '../model/professional';

export const MEMBER_DETAIL_KEY = ['create-profile', 'member-detail'] as const;
export const OWN_PROFILE_KEY = ['profile', 'own'] as const;

/** What the wizard has saved so far (status 0 only); it resumes at `wizardStep + 1`. */
export const memberDetailQuery = () =>
  queryOptions({
    queryKey: MEMBER_DETAIL_KEY,
    queryFn: () => authorized(() => CreateProfileService.getWizardMemberDetail({ acceptLanguage: apiLocale() })),
    staleTime: Infinity,
    retry: false,
  });

/** The member's own profile, any status; `profileImage` is a signed URL usable in <img src>. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: OWN_PROFILE_KEY,
    queryFn: () => authorized(() => ProfileService.getOwnProfile({ acceptLanguage: apiLocale() })),
    staleTime: 60_000,
  });

// The server takes null for an empty optional field; the generated types only know "absent".
export const savePersonal = (payload: PersonalPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardPersonalDetails({
      requestBody: payload as unknown as PersonalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const saveFamily = (payload: FamilyPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardFamilyDetails({
      requestBody: payload as unknown as FamilyDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const saveProfessional = (payload: ProfessionalPayload) =>
  authorized(() =>
    CreateProfileService.saveWizardProfessionalDetails({
      requestBody: payload as unknown as ProfessionalDetailsRequest,
      acceptLanguage: apiLocale(),
    }),
  );

export const uploadPhoto = (memberId: number, photo: Blob) =>
  authorized(() =>
    CreateProfileService.uploadWizardPhoto({
      formData: { Id: memberId, ProfileImage: [new File([photo], 'profile.jpg', { type: photo.type || 'image/jpeg' })] },
      acceptLanguage: apiLocale(),
    }),
  );

/** The saved values merged into the cached member detail, so Previous shows them without another call. */
export function mergeSaved(
  detail: MemberDetail | undefined,
  saved: object,
  wizardStep: number,
): MemberDetail | undefined {
  if (!detail) return detail;
  const clean = Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, value ?? undefined]));
  return { ...detail, ...clean, wizardStep: Math.max(detail.wizardStep, wizardStep) };
}
