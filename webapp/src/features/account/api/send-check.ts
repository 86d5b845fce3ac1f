import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VerificationService, type DocumentType } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { authorized } from '../../../lib/session/auth-client';

/** What a member sends a moderator to check (docs/rules.md rule 44): an identity document, or a photo in the pose given. */
export type CheckUpload = { kind: 'document'; documentType: DocumentType; image: File } | { kind: 'selfie'; image: File };

/** Sends the image; answers the member's new verification state (the check waiting). */
export const sendCheck = (upload: CheckUpload) =>
  authorized(() =>
    upload.kind === 'document'
      ? VerificationService.sendIdDocument({
          formData: { documentType: upload.documentType, image: upload.image },
          acceptLanguage: apiLocale(),
        })
      : VerificationService.sendSelfie({ formData: { image: upload.image }, acceptLanguage: apiLocale() }),
  );

export function useSendCheck(config: MutationConfig<typeof sendCheck> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendCheck,
    onSuccess: (state, ...rest) => {
      queryClient.setQueryData(QUERY_KEYS.verification, state);
      // A photo spends its pose: the next one is new.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.selfiePose });
      return config.onSuccess?.(state, ...rest);
    },
  });
}
