import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { PreviewRoutes, type PreviewSettings } from './adapters/http/preview.routes.js';
import { STUDIO } from './studio.tokens.js';

/**
 * Persistence, use cases and the personal-data holder: every process that may delete an account
 * (api and worker, src/main/containers/roles.ts).
 */
export const studioCoreModule = new ContainerModule(() => {
  // Saved templates.
  // Uploads.
});

/** The /api/studio routes (templates, uploads, preview): the api only. */
export const studioHttpModule = new ContainerModule(({ bind }) => {
  // Saved templates.
  // Uploads.
  // Preview.
  bind<PreviewSettings>(STUDIO.PreviewSettings)
    .toDynamicValue((context) => {
      const { http } = context.get<AppConfig>(PLATFORM.Config);
      return { publicUrl: http.publicUrl, previewPublicUrl: http.previewPublicUrl };
    })
    .inSingletonScope();
  bind(PreviewRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: PreviewRoutes });
});
