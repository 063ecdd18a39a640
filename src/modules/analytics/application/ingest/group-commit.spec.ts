import { expect } from 'chai';
import { GroupCommit } from './group-commit.js';

describe('analytics: group commit', () => {
  it('commits what arrived within the wait as one group and settles every caller with it', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number>(async (items) => void groups.push(items), 20, 100);
    await Promise.all([commit.add([1, 2]), commit.add([3]), commit.add([])]);
    expect(groups).to.deep.equal([[1, 2, 3]]);
  });

  it('commits at once when the group is full, and reports a failed commit to each of its callers', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number>(async (items) => {
      groups.push(items);
      if (items.includes(13)) throw new Error('queue down');
    }, 60_000, 3);
    await Promise.all([commit.add([1, 2]), commit.add([3, 4])]);
    expect(groups).to.deep.equal([[1, 2, 3, 4]]);
    const results = await Promise.allSettled([commit.add([13, 14]), commit.add([15])]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    expect(groups[1]).to.deep.equal([13, 14, 15]);
  });

  it('gathers what arrives during a running commit into the next group, committed as soon as it ends', async () => {
    const groups: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commit = new GroupCommit<number>(async (items) => {
      groups.push(items);
      if (groups.length === 1) await gate;
    }, 1, 100);
    const first = commit.add([1]);
    await new Promise((r) => setTimeout(r, 20));
    expect(groups).to.deep.equal([[1]]);
    // No linger timer while the first commit runs: these wait for it, then go together.
    const later = [commit.add([2]), commit.add([3, 4])];
    await new Promise((r) => setTimeout(r, 20));
    expect(groups).to.have.length(1);
    release();
    await Promise.all([first, ...later]);
    expect(groups).to.deep.equal([[1], [2, 3, 4]]);
  });

  it('does not linger after a large group: traffic is heavy and groups fill up anyway', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number>(async (items) => void groups.push(items), 60_000, 100, 1, 3);
    const small = commit.add([1]);
    await new Promise((r) => setTimeout(r, 20));
    expect(groups, 'lingering (60 s here)').to.deep.equal([]);
    commit.flush();
    await small;
    // Let the commit's bookkeeping finish: items added while it runs would go as soon as it ends.
    await new Promise((r) => setTimeout(r, 0));
    const large = commit.add([2, 3, 4]);
    await new Promise((r) => setTimeout(r, 20));
    expect(groups, 'the last group was small: lingering again').to.have.length(1);
    commit.flush();
    await large;
    await new Promise((r) => setTimeout(r, 0));
    // The last group had 3 items, the busy mark: this one goes at once.
    await commit.add([5]);
    expect(groups).to.deep.equal([[1], [2, 3, 4], [5]]);
  });

  it('runs up to maxRunning commits at once, each group lingering for company first', async () => {
    const groups: number[][] = [];
    const gates: (() => void)[] = [];
    const commit = new GroupCommit<number>((items) => {
      groups.push(items);
      return new Promise<void>((resolve) => gates.push(resolve));
    }, 1, 100, 2);
    const first = commit.add([1]);
    await new Promise((r) => setTimeout(r, 15));
    const second = commit.add([2]);
    await new Promise((r) => setTimeout(r, 15));
    expect(groups, 'a second commit beside the running one').to.deep.equal([[1], [2]]);
    const third = [commit.add([3]), commit.add([4])];
    await new Promise((r) => setTimeout(r, 15));
    expect(groups, 'both slots taken: items wait').to.have.length(2);
    gates[0]!();
    await first;
    await new Promise((r) => setTimeout(r, 5));
    expect(groups[2]).to.deep.equal([3, 4]);
    gates[1]!();
    gates[2]!();
    await Promise.all([second, ...third]);
  });
});

describe('analytics: group commit isolating failures', () => {
  it('commits a failed group again caller by caller, so only the bad caller fails', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number>(
      async (items) => {
        groups.push(items);
        if (items.includes(13)) throw new Error('refused');
      },
      20,
      100,
      1,
      Infinity,
      true,
    );
    const results = await Promise.allSettled([commit.add([1, 2]), commit.add([13]), commit.add([3])]);
    expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect(groups).to.deep.equal([[1, 2, 13, 3], [1, 2], [13], [3]]);
  });

  it('gives a lone caller its error without a second try', async () => {
    let calls = 0;
    const commit = new GroupCommit<number>(
      async () => {
        calls += 1;
        throw new Error('refused');
      },
      1,
      100,
      1,
      Infinity,
      true,
    );
    const [result] = await Promise.allSettled([commit.add([1])]);
    expect(result!.status).to.equal('rejected');
    expect(calls).to.equal(1);
  });
});
