import { api } from '../../app/api';
import type { PlatformInfoResponse } from '../../../../src/platform/contract.js';

export type PlatformInfo = Pick<PlatformInfoResponse, 'environment' | 'developmentTools'>;

export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    platformInfo: build.query<PlatformInfoResponse, void>({ query: () => '/platform/info' }),
  }),
});

export const { usePlatformInfoQuery } = platformApi;
