import { api } from '../../app/api';
import type { SessionAnswer } from '../../app/auth.slice';
import type {
  CurrentSessionResponse,
  DeleteAccountRequest,
  LocaleRequest,
  RecoveryCodesResponse,
  TwoFactorCodeRequest,
  TwoFactorSetup,
  TwoFactorSetupResponse,
  UpdateProfileRequest,
  UserView,
} from '../../../../src/modules/identity/contract.js';
import type { SuccessResponse } from '../../../../src/platform/contract.js';

export type { TwoFactorSetup };

/**
 * The account as `GET /api/auth/session` gives it (the identity contract's user JSON, the fields settings
 * use; `emailVerified` false shows "Unverified" and a resend button).
 */
export type AccountUser = Pick<UserView, 'id' | 'username' | 'email' | 'company' | 'website' | 'bio' | 'twoFactorEnabled' | 'emailVerified'>;

/** The profile form: every field of the contract's UpdateProfileRequest, as typed. */
export type ProfileInput = Required<Pick<UpdateProfileRequest, 'username' | 'email' | 'company' | 'website' | 'bio'>>;

export interface ExportedFile {
  filename: string;
  text: string;
}

const FILENAME = /filename="?([^";]+)"?/i;

/** Settings → account, security, data and privacy (docs/product.md §12.6; identity README, "Profile", "Passwords", "Two-factor authentication", "Deletion and export"). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    account: build.query<AccountUser, void>({
      query: () => ({ url: '/auth/session', cache: 'no-store' }),
      transformResponse: (body: CurrentSessionResponse): AccountUser => body.user,
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<SessionAnswer & { user: AccountUser }, ProfileInput>({
      query: (body) => ({ url: '/auth/updateUser', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<SuccessResponse, Required<LocaleRequest>>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', body }),
    }),
    changePassword: build.mutation<SessionAnswer, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/resetPassword', method: 'POST', body }),
    }),
    setUpTwoFactor: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST', body: {} }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodesResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    disableTwoFactor: build.mutation<SuccessResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodesResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/2fa/recovery-codes', method: 'POST', body }),
    }),
    exportData: build.mutation<ExportedFile, void>({
      query: () => ({ url: '/auth/export', cache: 'no-store', responseHandler: 'text' }),
      transformResponse: (text: string, meta) => {
        const disposition = (meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition') ?? '';
        return { text, filename: FILENAME.exec(disposition)?.[1] ?? 'stacklens-data.json' };
      },
    }),
    /** `confirm` is the word the user typed; the server checks it too. */
    deleteAccount: build.mutation<SuccessResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/auth/deleteAccount', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useResendVerificationMutation,
  useAccountQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useExportDataMutation,
  useDeleteAccountMutation,
} = settingsApi;
