import { expect } from 'chai';
import type { SavedRequest } from '../../contract.js';
import type { DomainError } from '../../../../shared/index.js';
import { assertCollectionSize, collectionExportView } from './collection.js';

const saved = (n: number, text = ''): SavedRequest => ({
  id: `r${n}`,
  name: `Request ${n}`,
  method: 'GET',
  url: 'https://api.example.org',
  params: [],
  headers: [],
  body: { mode: 'none', text, form: [] },
  auth: { type: 'bearer', token: 'tok' },
  assertions: [{ kind: 'status', op: 'equals', value: '200' }],
});

const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('API hub collections', () => {
  it('holds up to 200 requests and 1 MiB of JSON', () => {
    expect(codeOf(() => assertCollectionSize(Array.from({ length: 200 }, (_, i) => saved(i))))).to.equal(undefined);
    expect(codeOf(() => assertCollectionSize(Array.from({ length: 201 }, (_, i) => saved(i))))).to.equal('DEVTOOLS_COLLECTION_TOO_LARGE');
    expect(codeOf(() => assertCollectionSize([saved(1, 'x'.repeat(1024 * 1024))]))).to.equal('DEVTOOLS_COLLECTION_TOO_LARGE');
    expect(codeOf(() => assertCollectionSize([saved(1, 'x'.repeat(1000 * 1024))]))).to.equal(undefined);
  });

  it('exports requests without the token or password typed into their auth', () => {
    const record = { id: 'c', ownerId: 'u', name: 'C', requests: [saved(1), { ...saved(2), auth: { type: 'basic' as const, username: 'me', password: 'pw' } }, { ...saved(3), auth: { type: 'none' as const } }], createdAt: new Date(0), updatedAt: new Date(0) };
    expect(collectionExportView(record).requests.map((r) => r.auth)).to.deep.equal([{ type: 'bearer', token: '' }, { type: 'basic', username: 'me', password: '' }, { type: 'none' }]);
  });
});
