import { ContainerModule } from 'inversify';

/**
 * Persistence, use cases and the personal-data holder: every process that may delete an account
 * (api and worker, src/main/containers/roles.ts).
 */
export const studioCoreModule = new ContainerModule(() => {
  // Saved templates.
  // Uploads.
});

/** The /api/studio routes (templates, uploads, preview): the api only. */
export const studioHttpModule = new ContainerModule(() => {
  // Saved templates.
  // Uploads.
  // Preview.
});
