import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { environmentSchema } from '../../src/platform/config/index.js';

/** The README's configuration table is the operator's reference: it must list exactly what we read. */
describe('README configuration table', () => {
  it('documents every environment variable the config schema reads, and no other', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(documented.sort()).to.deep.equal(Object.keys(environmentSchema.shape).sort());
  });
});
