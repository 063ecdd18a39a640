import { api } from '../../app/api';
import type { SessionAnswer } from '../../app/auth.slice';

/** The account as `GET /api/auth/session` gives it (identity contract's user JSON, the fields settings use). */
export interface AccountUser {
  id: string;
  username: string;
  email: string;
  company: string | null;
  website: string | null;
  bio: string | null;
  twoFactorEnabled: boolean;
  /** Whether the owner proved the address (settings show "Unverified" and a resend button otherwise). */
  emailVerified: boolean;
}

export interface ProfileInput {
  username: string;
  email: string;
  company: string;
  website: string;
  bio: string;
}

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** An SVG document made by our server, shown through an <img> (never inserted as markup). */
  qrSvg: string;
}

export interface ExportedFile {
  filename: string;
  text: string;
}

const FILENAME = /filename="?([^";]+)"?/i;

/** Settings → account, security, data and privacy (issue 4 points 10, 11, 12). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    account: build.query<AccountUser, void>({
      query: () => ({ url: '/auth/session', cache: 'no-store' }),
      transformResponse: (body: { user: AccountUser }) => body.user,
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<SessionAnswer & { user: AccountUser }, ProfileInput>({
      query: (body) => ({ url: '/auth/updateUser', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<{ success: boolean }, { locale: string }>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', body }),
    }),
    changePassword: build.mutation<SessionAnswer, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/resetPassword', method: 'POST', body }),
    }),
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST', body: {} }),
    }),
    enableTwoFactor: build.mutation<{ recoveryCodes: string[] }, { code: string }>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    disableTwoFactor: build.mutation<{ success: boolean }, { code: string }>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    regenerateRecoveryCodes: build.mutation<{ recoveryCodes: string[] }, { code: string }>({
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
    deleteAccount: build.mutation<{ success: boolean }, { confirm: string }>({
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
