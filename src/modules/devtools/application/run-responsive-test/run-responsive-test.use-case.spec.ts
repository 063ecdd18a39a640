import { expect } from 'chai';
import type { DevtoolsErrorCode } from '../../contract.js';
import { parseResponsiveDevices } from '../../domain/responsive/responsive-request.js';
import { EMPTY_FINDINGS, type ResponsiveDeviceState, type ResponsiveRun } from '../../domain/responsive/responsive-run.js';
import type { DeviceOutcome, ResponsiveRenderer } from '../ports/responsive-renderer.port.js';
import type { ResponsiveRunRepository, ResponsiveShot } from '../ports/responsive-run.repository.port.js';
import { RESPONSIVE_SETTINGS } from '../responsive-settings.js';
import { RunResponsiveTest } from './run-responsive-test.use-case.js';

/** The worker's use case against an in-memory repository and a scripted renderer. */
class MemoryRuns {
  run: ResponsiveRun;
  shots = new Map<number, ResponsiveShot>();
  saved: number[] = [];
  constructor(devices: ResponsiveDeviceState[]) {
    this.run = { id: 'r1', ownerId: 'u1', url: 'https://example.org/', status: 'queued', errorCode: null, devices, createdAt: new Date(0), startedAt: null, finishedAt: null };
  }
  find = async () => this.run;
  start = async () => {
    if (this.run.status !== 'queued' && this.run.status !== 'running') return false;
    this.run = { ...this.run, status: 'running' };
    return true;
  };
  saveDevice = async (_id: string, index: number, state: ResponsiveDeviceState, shot: ResponsiveShot | null) => {
    this.saved.push(index);
    this.run.devices[index] = state;
    if (shot) this.shots.set(index, shot);
  };
  finish = async (_id: string, outcome: { status: 'done' | 'failed'; errorCode: DevtoolsErrorCode | null }) => {
    this.run = { ...this.run, ...outcome };
  };
}

const rendered = (bytes: number): DeviceOutcome => ({ ok: true, rendered: { pageHeight: 900, shotHeight: 900, scrollWidth: 375, findings: EMPTY_FINDINGS, png: Buffer.alloc(bytes) } });

function subject(outcomes: DeviceOutcome[]) {
  const runs = new MemoryRuns(parseResponsiveDevices(outcomes.map((_, i) => ({ name: `d${i}`, width: 375, height: 667 }))));
  const renderer: ResponsiveRenderer = {
    async render(_url, viewports, onDevice) {
      // Sizes end out of order, as two at once do.
      for (let i = viewports.length - 1; i >= 0; i--) await onDevice(i, outcomes[i]!);
    },
  };
  const useCase = new RunResponsiveTest(runs as unknown as ResponsiveRunRepository, renderer, { now: () => new Date(1000) });
  return { runs, useCase };
}

describe('devtools responsive: running a run in the worker', () => {
  it('saves each size as it ends and finishes done when one rendered', async () => {
    const { runs, useCase } = subject([rendered(10), { ok: false, errorCode: 'DEVTOOLS_RENDER_TIMEOUT' }]);
    await useCase.execute({ runId: 'r1' });
    expect(runs.saved).to.deep.equal([1, 0]);
    expect(runs.run.status).to.equal('done');
    expect(runs.run.devices.map((d) => [d.status, d.errorCode, d.pageHeight])).to.deep.equal([
      ['done', null, 900],
      ['failed', 'DEVTOOLS_RENDER_TIMEOUT', null],
    ]);
    expect([...runs.shots.keys()]).to.deep.equal([0]);
  });

  it('fails the run with the refusal when every size was refused', async () => {
    const { runs, useCase } = subject([
      { ok: false, errorCode: 'DEVTOOLS_TARGET_REFUSED' },
      { ok: false, errorCode: 'DEVTOOLS_TARGET_REFUSED' },
    ]);
    await useCase.execute({ runId: 'r1' });
    expect(runs.run).to.deep.include({ status: 'failed', errorCode: 'DEVTOOLS_TARGET_REFUSED' });
  });

  it('does not keep a screenshot over the size cap', async () => {
    const { runs, useCase } = subject([rendered(RESPONSIVE_SETTINGS.maxShotBytes + 1), rendered(10)]);
    await useCase.execute({ runId: 'r1' });
    expect(runs.run.devices[0]).to.deep.include({ status: 'failed', errorCode: 'DEVTOOLS_RENDER_FAILED' });
    expect([...runs.shots.keys()]).to.deep.equal([1]);
    expect(runs.run.status).to.equal('done');
  });

  it('leaves an ended run alone', async () => {
    const { runs, useCase } = subject([rendered(10)]);
    runs.run = { ...runs.run, status: 'done' };
    await useCase.execute({ runId: 'r1' });
    expect(runs.saved).to.deep.equal([]);
  });
});
