import {
  ownVerificationSchema,
  profileDocumentSchema,
  type DocumentKind,
  type KycCheckRequest,
  type OwnVerification,
  type ProfileDocument,
  type RegistrationRequest,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { uploadWithProgress } from '../../lib/uploadWithProgress';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';
import { OWN_PROFILE_QUERY_KEY } from '../../lib/profileQueryKeys';
import { useSingleMutation } from '../../lib/useSingleMutation';

export const VERIFICATION_QUERY_KEY = ['verification'] as const;

/** The professional's own verification: documents, registration, the review and its badges. */
export function useVerification() {
  return useQuery({
    queryKey: VERIFICATION_QUERY_KEY,
    queryFn: () => apiRequest('/verification', ownVerificationSchema),
  });
}

/** A change the server answers with the whole verification, which then replaces ours. */
function useVerificationChange<Input>(send: (input: Input) => Promise<OwnVerification>) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: send,
    onSuccess: async (verification) => {
      queryClient.setQueryData(VERIFICATION_QUERY_KEY, verification);
      // The dashboard and the profile show the status too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.dashboard('seller') }),
        queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
      ]);
    },
  });
}

export const useSaveRegistration = () =>
  useVerificationChange((input: RegistrationRequest) =>
    apiRequest('/verification/registration', ownVerificationSchema, { method: 'PUT', json: input }),
  );

export const useSubmitVerification = () =>
  useVerificationChange(() =>
    apiRequest('/verification/submit', ownVerificationSchema, { method: 'POST' }),
  );

export const useIdentityCheck = () =>
  useVerificationChange((input: KycCheckRequest) =>
    apiRequest('/verification/identity-check', ownVerificationSchema, { json: input }),
  );

/** Sends one document; the kind goes first, so the server knows it before the file streams. */
export function uploadDocument(
  kind: DocumentKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ProfileDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return uploadWithProgress('/documents', form, profileDocumentSchema, onProgress);
}

export const removeDocument = (id: string) =>
  apiRequest(`/documents/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' });

/** Reads the verification again after a document came or went (its `missing` list follows). */
export function useRefreshVerification() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY });
}
