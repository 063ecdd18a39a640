import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { PreviewRoutes, type PreviewSettings } from './adapters/http/preview.routes.js';
import { TemplatesRoutes } from './adapters/http/templates.routes.js';
import { UploadsRoutes } from './adapters/http/uploads.routes.js';
import { SharpImageReencoder } from './adapters/image/sharp.image-reencoder.js';
import { TemplateKnexRepository } from './adapters/persistence/template.knex-repository.js';
import type { StudioPersonalDataPart } from './adapters/personal-data/studio-personal-data-part.js';
import { StudioPersonalDataHolder } from './adapters/personal-data/studio.personal-data-holder.js';
import { TemplatesPersonalDataPart } from './adapters/personal-data/templates.personal-data-part.js';
import { UploadsPersonalDataPart } from './adapters/personal-data/uploads.personal-data-part.js';
import { UploadPostgresStorage } from './adapters/storage/upload.postgres-storage.js';
import { DeleteUpload } from './application/delete-upload/delete-upload.use-case.js';
import { ListTemplates } from './application/list-templates/list-templates.use-case.js';
import { ListUploads } from './application/list-uploads/list-uploads.use-case.js';
import type { ImageReencoder } from './application/ports/image-reencoder.port.js';
import type { UploadSettings } from './application/ports/upload-settings.js';
import type { UploadStorage } from './application/ports/upload-storage.port.js';
import { RemoveTemplate } from './application/remove-template/remove-template.use-case.js';
import { SaveTemplate } from './application/save-template/save-template.use-case.js';
import { ServeUpload } from './application/serve-upload/serve-upload.use-case.js';
import { UploadImage } from './application/upload-image/upload-image.use-case.js';
import { STUDIO } from './studio.tokens.js';

/**
 * Persistence, use cases and the personal-data holder: every process that may delete an account
 * (api and worker, src/main/containers/roles.ts).
 */
export const studioCoreModule = new ContainerModule(({ bind }) => {
  // Saved templates.
  bind(STUDIO.TemplateRepository).to(TemplateKnexRepository).inSingletonScope();
  bind(SaveTemplate).toSelf().inSingletonScope();
  bind(ListTemplates).toSelf().inSingletonScope();
  bind(RemoveTemplate).toSelf().inSingletonScope();
  // Account export and deletion reach every part of the studio's data through identity's port.
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(StudioPersonalDataHolder).inSingletonScope();
  bind<StudioPersonalDataPart>(STUDIO.PersonalDataParts).to(TemplatesPersonalDataPart).inSingletonScope();
  // Uploads.
  bind<UploadStorage>(STUDIO.UploadStorage).to(UploadPostgresStorage).inSingletonScope();
  bind<StudioPersonalDataPart>(STUDIO.PersonalDataParts).to(UploadsPersonalDataPart).inSingletonScope();
  bind<UploadSettings>(STUDIO.UploadSettings)
    .toDynamicValue((context) => ({ publicUrl: context.get<AppConfig>(PLATFORM.Config).http.publicUrl.replace(/\/+$/, '') }))
    .inSingletonScope();
});

/** The /api/studio routes (templates, uploads, preview): the api only. */
export const studioHttpModule = new ContainerModule(({ bind }) => {
  // Saved templates.
  bind(TemplatesRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: TemplatesRoutes });
  // Uploads.
  bind<ImageReencoder>(STUDIO.ImageReencoder).to(SharpImageReencoder).inSingletonScope();
  bind(UploadImage).toSelf().inSingletonScope();
  bind(ListUploads).toSelf().inSingletonScope();
  bind(DeleteUpload).toSelf().inSingletonScope();
  bind(ServeUpload).toSelf().inSingletonScope();
  bind(UploadsRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: UploadsRoutes });
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
