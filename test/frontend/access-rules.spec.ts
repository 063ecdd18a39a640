import { expect } from 'chai';
import { decideAccess, matchesPrefix } from '../../frontend/src/features/access/access-rules.js';

const visitor = { authenticated: false, premium: false, admin: false };
const standard = { authenticated: true, premium: false, admin: false };
const premium = { authenticated: true, premium: true, admin: false };
const admin = { authenticated: true, premium: false, admin: true };

describe('frontend access rules (docs/product.md §4.2)', () => {
  it('matches the prefix and its sub-paths case-insensitively, not look-alike paths', () => {
    expect(matchesPrefix('/Dashboard', '/dashboard')).to.equal(true);
    expect(matchesPrefix('/dashboard/settings/', '/dashboard')).to.equal(true);
    expect(matchesPrefix('/dashboards', '/dashboard')).to.equal(false);
    expect(matchesPrefix('/snippetsview', '/snippetsView')).to.equal(true);
  });

  it('leaves public pages open to everyone', () => {
    for (const path of ['/', '/login', '/signup', '/about', '/contact', '/pricing', '/faq']) {
      expect(decideAccess(path, visitor), path).to.deep.equal({ allowed: true });
    }
  });

  it('sends visitors to /login from every guarded page', () => {
    for (const path of ['/dashboard', '/profile', '/studio/x', '/checkout', '/sql-generator', '/database-designer', '/admin', '/newsletter-admin', '/responsive']) {
      expect(decideAccess(path, visitor), path).to.include({ allowed: false, redirect: '/login' });
    }
  });

  it('sends signed-in non-premium users to /subscription or /pricing as each guard says', () => {
    for (const path of ['/sql-generator', '/seo-audit/x', '/ROBOTS']) expect(decideAccess(path, standard), path).to.include({ redirect: '/subscription', requires: 'premium' });
    for (const path of ['/database-designer', '/analytics/sites', '/semantic', '/stack-audit/semantic', '/stacklens-analytics']) {
      expect(decideAccess(path, standard), path).to.include({ redirect: '/pricing', requires: 'premium' });
    }
    expect(decideAccess('/stack-audit/content', standard)).to.deep.equal({ allowed: true });
    expect(decideAccess('/responsive', standard)).to.deep.equal({ allowed: true });
  });

  it('lets premium users through premium pages but not admin ones; admins everywhere', () => {
    expect(decideAccess('/database-designer', premium)).to.deep.equal({ allowed: true });
    expect(decideAccess('/admin/users', premium)).to.include({ allowed: false, redirect: '/login', requires: 'admin' });
    for (const path of ['/admin', '/newsletter-admin', '/sql-generator', '/dashboard']) expect(decideAccess(path, admin), path).to.deep.equal({ allowed: true });
  });
});
