import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { AnalyticsSitesRoutes } from './adapters/http/analytics-sites.routes.js';
import { AnalyticsSiteObjectionRepository } from './adapters/persistence/analytics-site.objection-repository.js';
import { ExclusionObjectionRepository } from './adapters/persistence/exclusion.objection-repository.js';
import { AnalyticsPersonalDataHolder } from './adapters/personal-data/analytics.personal-data-holder.js';
import { AddSite } from './application/add-site/add-site.use-case.js';
import type { AnalyticsSettings } from './application/analytics-settings.js';
import { DeleteSite } from './application/delete-site/delete-site.use-case.js';
import { GetSite } from './application/get-site/get-site.use-case.js';
import { ListSites } from './application/list-sites/list-sites.use-case.js';
import { UpdateSite } from './application/update-site/update-site.use-case.js';
import { ANALYTICS } from './analytics.tokens.js';

/** Use cases and persistence: wherever any analytics adapter runs. */
export const analyticsCoreModule = new ContainerModule(({ bind }) => {
  bind<AnalyticsSettings>(ANALYTICS.Settings)
    .toDynamicValue((context) => ({ trackerPublicUrl: context.get<AppConfig>(PLATFORM.Config).http.trackerPublicUrl }))
    .inSingletonScope();
  bind(ANALYTICS.SiteRepository).to(AnalyticsSiteObjectionRepository).inSingletonScope();
  bind(ANALYTICS.ExclusionRepository).to(ExclusionObjectionRepository).inSingletonScope();
  bind(ANALYTICS.AddSite).to(AddSite).inSingletonScope();
  bind(ANALYTICS.ListSites).to(ListSites).inSingletonScope();
  bind(ANALYTICS.GetSite).to(GetSite).inSingletonScope();
  bind(ANALYTICS.UpdateSite).to(UpdateSite).inSingletonScope();
  bind(ANALYTICS.DeleteSite).to(DeleteSite).inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(AnalyticsPersonalDataHolder).inSingletonScope();
});

export const analyticsHttpModule = new ContainerModule(({ bind }) => {
  bind(AnalyticsSitesRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AnalyticsSitesRoutes });
});
