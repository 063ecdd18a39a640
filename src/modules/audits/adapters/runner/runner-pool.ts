import type { AuditRunner, AuditRunRequest } from '../../application/ports/audit-runner.port.js';
import type { AuditResult } from '../../domain/audit-result.js';

/** As many sandboxed runners as the worker runs audit jobs at once; a job takes whichever is free. */
export class RunnerPool implements AuditRunner {
  private readonly idle: AuditRunner[];
  private readonly waiting: ((runner: AuditRunner) => void)[] = [];

  constructor(private readonly runners: AuditRunner[]) {
    this.idle = [...runners];
  }

  async run(request: AuditRunRequest): Promise<AuditResult> {
    const runner = this.idle.pop() ?? (await new Promise<AuditRunner>((take) => this.waiting.push(take)));
    try {
      return await runner.run(request);
    } finally {
      const next = this.waiting.shift();
      if (next) next(runner);
      else this.idle.push(runner);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.close()));
  }
}
