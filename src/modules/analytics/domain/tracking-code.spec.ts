import { expect } from 'chai';
import { trackingCode } from './tracking-code.js';

describe('analytics: tracking code', () => {
  const id = '3f1c9a52-7d4e-4b8a-9c1d-2e5f6a7b8c9d';

  it('is the exact script tag, with the tracker origin and the site id', () => {
    expect(trackingCode('https://t.stacklens.example/', { id, respectDnt: true })).to.equal(
      `<script defer src="https://t.stacklens.example/s.js" data-site="${id}"></script>`,
    );
  });

  it('writes the DNT opt-out only when the owner turned respect for DNT off', () => {
    expect(trackingCode('https://stacklens.example', { id, respectDnt: false })).to.equal(
      `<script defer src="https://stacklens.example/s.js" data-site="${id}" data-respect-dnt="false"></script>`,
    );
  });

  it('escapes attribute values', () => {
    expect(trackingCode('https://a.example/?x="y"', { id: '<b>', respectDnt: true })).to.equal(
      '<script defer src="https://a.example/?x=&quot;y&quot;/s.js" data-site="&lt;b&gt;"></script>',
    );
  });
});
