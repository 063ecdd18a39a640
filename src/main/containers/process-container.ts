import { Container, type ServiceIdentifier } from 'inversify';
import { HTTP, type RequestContext, type RouteProvider, type RouteSource } from '../../platform/http/index.js';
import { QUEUE, type JobContext, type JobProcessor, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import { platformModule, type Infrastructure } from './platform.container-module.js';
import { modulesFor, type Role } from './roles.js';

type Id<T> = ServiceIdentifier<T>;

/**
 * One process's container. The only place that calls `get`: request and job scopes are child
 * containers, so anything bound per request (RequestContext) or per job (JobContext) stays there.
 */
export class ProcessContainer {
  readonly root = new Container({ defaultScope: 'Transient' });

  constructor(
    infra: Infrastructure,
    readonly roles: Role[],
  ) {
    this.root.load(platformModule(infra), ...modulesFor(roles));
  }

  routeSource(): RouteSource<Id<RouteProvider>> {
    const ids = this.root.getAll<Id<RouteProvider>>(HTTP.RouteProviders);
    return {
      providers: ids.map((id) => ({ id, routes: this.root.get(id).routes() })),
      forRequest: (id, request: RequestContext) => {
        const scope = new Container({ parent: this.root });
        scope.bind(HTTP.RequestContext).toConstantValue(request);
        return scope.get(id);
      },
    };
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
