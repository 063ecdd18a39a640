import { expect } from 'chai';
import { bundleOf, collectedPage } from '../../../../../test/support/audits/bundle-builder.js';
import { DomainError } from '../../../../shared/index.js';
import type { AuditStage } from '../../domain/audit-run.js';
import type { CollectionBundle, CollectionStage } from '../../domain/collection-bundle.js';
import type { CollectionRequest, PageCollector } from '../ports/page-collector.port.js';
import { CollectAndAudit, type CollectAndAuditCommand } from './collect-and-audit.use-case.js';

/** A collector that reports the given progress, then returns the bundle or throws. */
class ScriptedCollector implements PageCollector {
  requests: CollectionRequest[] = [];
  constructor(
    private readonly steps: [number, CollectionStage][],
    private readonly outcome: CollectionBundle | Error,
  ) {}
  async collect(request: CollectionRequest): Promise<CollectionBundle> {
    this.requests.push(request);
    for (const [percent, stage] of this.steps) request.onProgress?.(percent, stage);
    if (this.outcome instanceof Error) throw this.outcome;
    return this.outcome;
  }
  async close(): Promise<void> {}
}

const command = (progress: [number, AuditStage][]): CollectAndAuditCommand => ({
  type: 'website',
  url: 'https://example.test/',
  crawl: false,
  context: { previous: null },
  onProgress: (percent, stage) => progress.push([percent, stage]),
});

describe('CollectAndAudit (the sandboxed audit process’s use case)', () => {
  it('collects once with the type’s plan, scales collection to 90 %, then audits the bundle', async () => {
    const collector = new ScriptedCollector([[0, 'fetch'], [50, 'render'], [100, 'axe']], bundleOf([collectedPage({ url: 'https://example.test/' })]));
    const progress: [number, AuditStage][] = [];
    const outcome = await new CollectAndAudit(collector).execute(command(progress));
    expect(outcome.ok).to.equal(true);
    expect(outcome.ok && outcome.result.type).to.equal('website');
    expect(collector.requests).to.have.length(1);
    expect(collector.requests[0]).to.deep.include({ url: 'https://example.test/' });
    expect(collector.requests[0]!.plan).to.include({ crawl: false, axe: true, mobile: true, tls: true, lighthouseRuns: 0 });
    expect(progress).to.deep.equal([[0, 'fetch'], [45, 'render'], [90, 'axe'], [92, 'audit']]);
  });

  it('fails with the stage that failed when the start page could not be fetched at all', async () => {
    const empty = bundleOf([], { failures: [{ stage: 'fetch', pageUrl: 'https://example.test/', code: 'FETCH_FAILED', message: 'connect ECONNREFUSED' }] });
    const outcome = await new CollectAndAudit(new ScriptedCollector([[0, 'fetch']], empty)).execute(command([]));
    expect(outcome).to.deep.equal({ ok: false, code: 'AUDIT_FAILED', message: 'connect ECONNREFUSED', stage: 'fetch' });
    const bare = await new CollectAndAudit(new ScriptedCollector([], bundleOf([]))).execute(command([]));
    expect(bare).to.deep.equal({ ok: false, code: 'AUDIT_FAILED', message: 'The page could not be fetched', stage: 'fetch' });
  });

  it('keeps a DomainError’s or an AUDIT_ error’s code, names the stage running, and calls anything else AUDIT_FAILED', async () => {
    const refused = new DomainError('validation', 'AUDIT_TARGET_REFUSED', 'Refused to fetch http://10.0.0.1/');
    expect(await new CollectAndAudit(new ScriptedCollector([], refused)).execute(command([]))).to.deep.equal({ ok: false, code: 'AUDIT_TARGET_REFUSED', message: refused.message, stage: 'fetch' });
    const limit = Object.assign(new Error('page over 10 MB'), { code: 'AUDIT_FETCH_LIMIT' });
    expect(await new CollectAndAudit(new ScriptedCollector([[60, 'lighthouse']], limit)).execute(command([]))).to.deep.equal({ ok: false, code: 'AUDIT_FETCH_LIMIT', message: 'page over 10 MB', stage: 'lighthouse' });
    const crash = Object.assign(new Error('Target closed'), { code: 'ERR_PIPE' });
    expect(await new CollectAndAudit(new ScriptedCollector([[30, 'render']], crash)).execute(command([]))).to.deep.equal({ ok: false, code: 'AUDIT_FAILED', message: 'Target closed', stage: 'render' });
  });
});
