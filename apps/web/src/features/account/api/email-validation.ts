// Email validation calls (spec §4 "Email validation", §7 "POST /me/validate-email {email, page}",
// "GET /me/validate?code={code}"): send a 6-digit code, then validate it; /me is refetched after a validation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ValidatedEmailResponseSchema, ValidateEmailResponseSchema, type ValidateEmailBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/me';

export const sendValidationEmail = (body: ValidateEmailBody) =>
  apiRequest({ path: '/me/validate-email', method: 'POST', body, schema: ValidateEmailResponseSchema.shape.data });

export const validateEmailCode = (code: string) =>
  apiRequest({ path: `/me/validate?code=${encodeURIComponent(code)}`, schema: ValidatedEmailResponseSchema.shape.data });

export const useSendValidationEmail = () => useMutation({ mutationFn: sendValidationEmail });

export function useValidateEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateEmailCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
