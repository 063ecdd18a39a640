import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { HTTP, type PrincipalResolver, type RequestContext, type RouteProvider, type RouteProviderRegistration, type RouteSource } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import type { JwtKeyring } from '../../platform/security/index.js';
import { QUEUE, type JobContext, type JobProcessor, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import { platformModule, type Infrastructure } from './platform.container-module.js';
import { modulesFor, type Role } from './roles.js';

type Id<T> = ServiceIdentifier<T>;

const STARTUP_REQUEST: RequestContext = {
  requestId: 'startup',
  ip: '0.0.0.0',
  userAgent: '',
  user: null,
  get log(): never {
    throw new Error('RequestContext.log used while listing routes at start; use it only inside handlers');
  },
};

/**
 * One process's container. The only place that calls `get`: request and job scopes are child
 * containers, so anything bound per request (RequestContext) or per job (JobContext) stays there.
 */
export class ProcessContainer {
  readonly root = new Container({ defaultScope: 'Transient' });

  constructor(
    infra: Infrastructure,
    readonly roles: Role[],
    extraModules: ContainerModule[] = [],
  ) {
    this.root.load(platformModule(infra), ...modulesFor(roles, infra.config.analyticsStore), ...extraModules);
  }

  /** The keys the http bridge verifies access tokens with: the same instance modules sign with. */
  jwtKeyring(): JwtKeyring {
    return this.root.get<JwtKeyring>(PLATFORM.JwtKeyring);
  }

  /** Who a bearer token stands for (identity's AccountAccess); none in a process without identity. */
  principals(): PrincipalResolver | undefined {
    return this.root.isBound(HTTP.PrincipalResolver) ? this.root.get<PrincipalResolver>(HTTP.PrincipalResolver) : undefined;
  }

  routeSource(): RouteSource<RouteProviderRegistration<Id<RouteProvider>>> {
    const registrations = this.root.getAll<RouteProviderRegistration<Id<RouteProvider>>>(HTTP.RouteProviders);
    return {
      providers: registrations.map((registration) => ({
        id: registration,
        routes: this.startupInstance(registration).routes(),
        requestScoped: registration.requestScoped ?? false,
      })),
      forRequest: (registration, request: RequestContext) => {
        if (!registration.requestScoped) return this.root.get(registration.provider);
        const scope = new Container({ parent: this.root });
        scope.bind(HTTP.RequestContext).toConstantValue(request);
        return scope.get(registration.provider);
      },
    };
  }

  /** Request-scoped providers are listed through a scope carrying a start-up request, so their dependencies resolve at start too. */
  private startupInstance(registration: RouteProviderRegistration<Id<RouteProvider>>): RouteProvider {
    if (!registration.requestScoped) return this.root.get(registration.provider);
    const scope = new Container({ parent: this.root });
    scope.bind(HTTP.RequestContext).toConstantValue(STARTUP_REQUEST);
    return scope.get(registration.provider);
  }

  processors(): ProcessorRegistration<Id<JobProcessor>>[] {
    return this.root.isBound(QUEUE.Processors) ? this.root.getAll<ProcessorRegistration<Id<JobProcessor>>>(QUEUE.Processors) : [];
  }

  schedules(): JobSchedule[] {
    return this.root.isBound(QUEUE.Schedules) ? this.root.getAll<JobSchedule>(QUEUE.Schedules) : [];
  }

  processorFor(registration: ProcessorRegistration<Id<JobProcessor>>, job: JobContext): JobProcessor {
    const scope = new Container({ parent: this.root });
    scope.bind(QUEUE.JobContext).toConstantValue(job);
    return scope.get(registration.id);
  }
}
