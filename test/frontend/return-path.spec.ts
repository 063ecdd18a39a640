import { expect } from 'chai';
import { loginPathFor, safeReturnPath } from '../../frontend/src/features/access/return-path.js';

describe('frontend return path after sign-in', () => {
  const fallback = '/en/dashboard';

  it('keeps a same-origin page path with its query string and hash', () => {
    expect(safeReturnPath('/fr/stack-audit/security?url=https%3A%2F%2Fa.example#headers', fallback)).to.equal(
      '/fr/stack-audit/security?url=https%3A%2F%2Fa.example#headers',
    );
    expect(safeReturnPath('/ar/settings', fallback)).to.equal('/ar/settings');
  });

  it('refuses anything that could leave the site or is not a page', () => {
    const hostile = [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'en/dashboard',
      '/api/auth/logout',
      '/assets/index.js',
      `/${'a'.repeat(3000)}`,
    ];
    for (const candidate of hostile) expect(safeReturnPath(candidate, fallback), String(candidate)).to.equal(fallback);
  });

  it('builds the sign-in address carrying the refused path', () => {
    const login = loginPathFor('fr', '/fr/dashboard?tab=2#x');
    expect(login).to.equal('/fr/login?next=%2Ffr%2Fdashboard%3Ftab%3D2%23x');
    const next = new URL(login, 'https://s.example').searchParams.get('next');
    expect(safeReturnPath(next, fallback)).to.equal('/fr/dashboard?tab=2#x');
  });
});
