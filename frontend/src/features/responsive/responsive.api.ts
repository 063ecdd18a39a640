import { api } from '../../app/api';
import { saveBlob } from '../../shared/save-file';
import type {
  ResponsiveRunListResponse,
  ResponsiveRunRequest,
  ResponsiveRunResponse,
  ResponsiveRunStartedResponse,
  ResponsiveRunSummary,
  ResponsiveRunView,
} from '../../../../src/modules/devtools/contract';

export type ExportFormat = 'png' | 'pdf';

export interface ExportedFile {
  filename: string;
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;
const MIME: Record<ExportFormat, string> = { png: 'image/png', pdf: 'application/pdf' };

/** The contract's addresses start with /api; the API client adds that prefix itself. */
export const apiPath = (address: string) => address.replace(/^\/api(?=\/)/, '');

/**
 * The CSP allows images from `self` and `data:` only (no `blob:`), and screenshots need the bearer token:
 * each is fetched by the API client and handed to the <img> as a data URL.
 */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('screenshot unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** Responsive testing (devtools README, "Responsive testing"): start a run, follow it, list runs, fetch shots and exports. */
export const responsiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    startResponsiveRun: build.mutation<string, ResponsiveRunRequest>({
      query: (body) => ({ url: '/devtools/responsive', method: 'POST', body }),
      transformResponse: (body: ResponsiveRunStartedResponse) => body.id,
    }),
    /** Polled by the page while the run is queued or running. */
    responsiveRun: build.query<ResponsiveRunView, string>({
      query: (id) => ({ url: `/devtools/responsive/${encodeURIComponent(id)}`, cache: 'no-store' }),
      transformResponse: (body: ResponsiveRunResponse) => body.run,
    }),
    responsiveRuns: build.query<ResponsiveRunSummary[], void>({
      query: () => ({ url: '/devtools/responsive', cache: 'no-store' }),
      transformResponse: (body: ResponsiveRunListResponse) => body.runs,
    }),
    /** One screenshot as a data URL; kept ten minutes, a finished run's shots do not change. */
    responsiveShot: build.query<string, string>({
      async queryFn(address, _api, _extra, baseQuery) {
        const response = await baseQuery({
          url: apiPath(address),
          // Error answers are JSON ({ success, error, code }); the image is read whole.
          responseHandler: (res) => (res.ok ? res.blob() : res.json()),
        });
        if (response.error) return { error: response.error };
        try {
          return { data: await blobToDataUrl(response.data as Blob) };
        } catch {
          return { error: { status: 'CUSTOM_ERROR', error: 'screenshot unreadable' } };
        }
      },
      keepUnusedDataFor: 600,
    }),
    /** The export needs the bearer token, so it is fetched here rather than opened as a link, then saved. */
    exportResponsiveRun: build.mutation<ExportedFile, { run: ResponsiveRunView; format: ExportFormat }>({
      async queryFn({ run, format }, _api, _extra, baseQuery) {
        const address = run.exports?.[format] ?? `/devtools/responsive/${encodeURIComponent(run.id)}/export.${format}`;
        const response = await baseQuery({ url: apiPath(address), cache: 'no-store', responseHandler: (res) => (res.ok ? res.blob() : res.json()) });
        if (response.error) return { error: response.error };
        const disposition = (response.meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition') ?? '';
        const filename = FILENAME.exec(disposition)?.[1] ?? `stacklens-responsive-${run.id}.${format}`;
        const blob = response.data as Blob;
        saveBlob(filename, blob.type ? blob : new Blob([blob], { type: MIME[format] }));
        return { data: { filename } };
      },
    }),
  }),
});

export const { useStartResponsiveRunMutation, useResponsiveRunQuery, useResponsiveRunsQuery, useResponsiveShotQuery, useExportResponsiveRunMutation } = responsiveApi;
