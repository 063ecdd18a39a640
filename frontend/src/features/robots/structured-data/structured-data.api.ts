import { api } from '../../../app/api';
import type { StructuredDataValidateRequest, StructuredDataValidateResponse } from '../../../../../src/modules/devtools/contract';

/** The structured-data validator (src/modules/devtools/README.md): nothing is stored, so a mutation. */
export const structuredDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateStructuredData: build.mutation<StructuredDataValidateResponse, StructuredDataValidateRequest>({
      query: (body) => ({ url: '/devtools/structured-data/validate', method: 'POST', body }),
    }),
  }),
});

export const { useValidateStructuredDataMutation } = structuredDataApi;
