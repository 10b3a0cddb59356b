import type { z } from 'zod';
import type {
  changePasswordSchema,
  loginRequestSchema,
  Profile,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
  profileUpdateSchema,
  SessionState,
} from '../../../common/api/auth.ts';
import type {
  contactCodeRequestSchema,
  contactCodeSentSchema,
  contactCodeVerifySchema,
} from '../../../common/api/contact-change.ts';
import { apiFetch } from '../../api/client.ts';
import { useApiMutation } from '../../api/mutation.ts';

/**
 * The account area's calls (spec §2 login, ChangePassword, forgotpassword → GenerateOTP →
 * GeneratePassword, profile): typed from `src/common/api`, one key factory, one hook per write.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

export const useLogin = () =>
  useApiMutation(
    (body: z.input<typeof loginRequestSchema>) =>
      apiFetch<SessionState>('/auth/login', { method: 'POST', body }),
    // A new session: everything cached belonged to nobody or to someone else.
    () => [[]],
  );

export const useChangePassword = () =>
  useApiMutation(
    (body: z.input<typeof changePasswordSchema>) => apiFetch('/account/password', { method: 'POST', body }),
    () => [],
  );

export const useRequestPasswordReset = () =>
  useApiMutation(
    (body: z.input<typeof passwordResetRequestSchema>) =>
      apiFetch<{ resetId: string }>('/auth/password-reset', { method: 'POST', body }),
    () => [],
  );

export const useVerifyPasswordReset = () =>
  useApiMutation(
    (body: z.input<typeof passwordResetVerifySchema>) =>
      apiFetch<{ grantId: string; grantToken: string }>('/auth/password-reset/verify', {
        method: 'POST',
        body,
      }),
    () => [],
  );

export const useCompletePasswordReset = () =>
  useApiMutation(
    (body: z.input<typeof passwordResetCompleteSchema>) =>
      apiFetch('/auth/password-reset/complete', { method: 'POST', body }),
    () => [],
  );

export const profileQuery = {
  queryKey: accountKeys.profile(),
  queryFn: () => apiFetch<Profile>('/account/profile'),
};

export const useUpdateProfile = () =>
  useApiMutation(
    (body: z.input<typeof profileUpdateSchema>) => apiFetch('/account/profile', { method: 'PUT', body }),
    () => [accountKeys.profile()],
  );

/** Spec §5: a one-time code to the new e-mail address or mobile number. */
export const useRequestContactCode = () =>
  useApiMutation(
    (body: z.input<typeof contactCodeRequestSchema>) =>
      apiFetch<z.infer<typeof contactCodeSentSchema>>('/account/contact/code', { method: 'POST', body }),
    () => [],
  );

/** The code back: the address or number changes, and so does the profile. */
export const useVerifyContactCode = () =>
  useApiMutation(
    (body: z.input<typeof contactCodeVerifySchema>) =>
      apiFetch('/account/contact/verify', { method: 'POST', body }),
    () => [accountKeys.profile()],
  );
