import type { ContainerModule } from 'inversify';
import type { AnalyticsStoreConfig } from '../../platform/config/index.js';
import {
  analyticsClickHouseStoreModule,
  analyticsCoreModule,
  analyticsHttpModule,
  analyticsPostgresStoreModule,
  analyticsProcessorsModule,
  analyticsTrackerModule,
} from '../../modules/analytics/analytics.module.js';
import { devtoolsCoreModule, devtoolsHttpModule, devtoolsProcessorsModule } from '../../modules/devtools/devtools.module.js';
import { billingCoreModule, billingHttpModule, billingProcessorsModule } from '../../modules/billing/billing.module.js';
import { auditsCoreModule, auditsHttpModule, auditsProcessorsModule } from '../../modules/audits/audits.module.js';
import { identityCoreModule, identityHttpModule, identityProcessorsModule } from '../../modules/identity/identity.module.js';
import { outreachCoreModule, outreachHttpModule } from '../../modules/outreach/outreach.module.js';
import { sqlWorkbenchCoreModule, sqlWorkbenchHttpModule } from '../../modules/sql-workbench/sql-workbench.module.js';
import { studioCoreModule, studioHttpModule } from '../../modules/studio/studio.module.js';
import { platformHttpModule } from './platform.container-module.js';

export type Role = 'api' | 'worker' | 'tracker';

/**
 * Which modules each process loads. A module's core (use cases, persistence) goes wherever any of its
 * adapters run; http adapters only in the api, processors only in the worker, intake only in the tracker.
 */
export const ROLE_MODULES: Record<Role, ContainerModule[]> = {
  api: [identityCoreModule, identityHttpModule, outreachCoreModule, outreachHttpModule, auditsCoreModule, auditsHttpModule, analyticsCoreModule, analyticsHttpModule, billingCoreModule, billingHttpModule, sqlWorkbenchCoreModule, sqlWorkbenchHttpModule, studioCoreModule, studioHttpModule, devtoolsCoreModule, devtoolsHttpModule, platformHttpModule],
  worker: [identityCoreModule, identityProcessorsModule, auditsCoreModule, auditsProcessorsModule, analyticsCoreModule, analyticsProcessorsModule, billingCoreModule, billingProcessorsModule, sqlWorkbenchCoreModule, studioCoreModule, devtoolsCoreModule, devtoolsProcessorsModule],
  tracker: [analyticsCoreModule, analyticsTrackerModule],
};

/**
 * The analytics event store, chosen here and nowhere else: ClickHouse when CLICKHOUSE_URL is set, PostgreSQL
 * otherwise (docs/adr/0012-analytics-on-clickhouse.md). Loaded with analytics' core, in every role that has it.
 */
export function analyticsStoreModule(store: AnalyticsStoreConfig): ContainerModule {
  return store.kind === 'clickhouse' ? analyticsClickHouseStoreModule(store) : analyticsPostgresStoreModule;
}

export function modulesFor(roles: Role[], store: AnalyticsStoreConfig): ContainerModule[] {
  const modules = [...new Set(roles.flatMap((r) => ROLE_MODULES[r]))];
  return modules.includes(analyticsCoreModule) ? [...modules, analyticsStoreModule(store)] : modules;
}
