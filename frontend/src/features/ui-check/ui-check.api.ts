import { api } from '../../app/api';

export interface PlatformInfo {
  environment: 'development' | 'production' | 'test';
  developmentTools: boolean;
}

export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    platformInfo: build.query<PlatformInfo, void>({ query: () => '/platform/info' }),
  }),
});

export const { usePlatformInfoQuery } = platformApi;
