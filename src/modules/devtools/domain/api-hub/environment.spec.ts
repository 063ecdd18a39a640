import { expect } from 'chai';
import type { DomainError } from '../../../../shared/index.js';
import { environmentView, secretContext, storedVariablesOf, variablesForSending, type EnvironmentRecord, type SecretSealer } from './environment.js';

/** The platform's SecretBox in miniature: the value hidden, the associated data required to open it. */
const box: SecretSealer = {
  seal: (plaintext, associatedData) => `v2.fake.${Buffer.from(JSON.stringify([associatedData, plaintext])).toString('base64url')}`,
  open: (sealed, associatedData) => {
    const [data, plaintext] = JSON.parse(Buffer.from(sealed.slice('v2.fake.'.length), 'base64url').toString('utf8')) as [string, string];
    if (data !== associatedData) throw new Error('associated data differs');
    return plaintext;
  },
};

describe('API hub environments', () => {
  const id = '8c1d6a52-3c1e-4c57-9b1a-0f6e2b3f4a10';
  const record = (variables: EnvironmentRecord['variables']): EnvironmentRecord => ({ id, ownerId: 'u1', name: 'Staging', variables, createdAt: new Date(0), updatedAt: new Date(0) });

  it('stores plain values as typed and secrets sealed for the environment and key', () => {
    const stored = storedVariablesOf(id, [{ key: 'host', value: 'h', secret: false }, { key: 'token', value: 't0k', secret: true }], [], box);
    expect(stored[0]).to.deep.equal({ key: 'host', secret: false, value: 'h' });
    expect(stored[1]?.value).to.match(/^v2\./).and.not.include('t0k');
    expect(box.open(stored[1]!.value, secretContext(id, 'token'))).to.equal('t0k');
    expect(() => box.open(stored[1]!.value, secretContext(id, 'other'))).to.throw();
    expect(() => box.open(stored[1]!.value, secretContext('another-id', 'token'))).to.throw();
  });

  it('answers secrets as empty with hasValue, plain values as they are', () => {
    const stored = storedVariablesOf(id, [{ key: 'host', value: 'h', secret: false }, { key: 'token', value: 't0k', secret: true }, { key: 'unset', value: '', secret: true }], [], box);
    expect(environmentView(record(stored)).variables).to.deep.equal([
      { key: 'host', value: 'h', secret: false, hasValue: true },
      { key: 'token', value: '', secret: true, hasValue: true },
      { key: 'unset', value: '', secret: true, hasValue: false },
    ]);
  });

  it("keeps a secret's stored value when sent empty with hasValue, clears it without, replaces it with a new value", () => {
    const previous = storedVariablesOf(id, [{ key: 'a', value: 'one', secret: true }, { key: 'b', value: 'two', secret: true }, { key: 'c', value: 'three', secret: true }], [], box);
    const next = storedVariablesOf(
      id,
      [
        { key: 'a', value: '', secret: true, hasValue: true },
        { key: 'b', value: '', secret: true, hasValue: false },
        { key: 'c', value: 'new', secret: true, hasValue: true },
        { key: 'renamed', value: '', secret: true, hasValue: true },
      ],
      previous,
      box,
    );
    expect(next[0]?.value).to.equal(previous[0]?.value);
    expect(next[1]?.value).to.equal('');
    expect(box.open(next[2]!.value, secretContext(id, 'c'))).to.equal('new');
    expect(next[3]?.value, 'nothing was stored under that key').to.equal('');
  });

  it('does not keep a plain value as a secret one (the page had it and would have sent it)', () => {
    const next = storedVariablesOf(id, [{ key: 'a', value: '', secret: true, hasValue: true }], [{ key: 'a', secret: false, value: 'plain' }], box);
    expect(next[0]?.value).to.equal('');
  });

  it('refuses two variables with one key', () => {
    const error = (() => {
      try {
        storedVariablesOf(id, [{ key: 'a', value: '1', secret: false }, { key: 'a', value: '2', secret: true }], [], box);
        return null;
      } catch (e) {
        return e as DomainError;
      }
    })();
    expect(error?.code).to.equal('DEVTOOLS_VARIABLE_DUPLICATE');
    expect(error?.details).to.deep.equal({ key: 'a' });
  });

  it('opens secrets for sending, skipping variables without a value', () => {
    const stored = storedVariablesOf(id, [{ key: 'host', value: 'h', secret: false }, { key: 'token', value: 't0k', secret: true }, { key: 'empty', value: '', secret: false }], [], box);
    expect([...variablesForSending(record(stored), box)]).to.deep.equal([
      ['host', 'h'],
      ['token', 't0k'],
    ]);
  });
});
