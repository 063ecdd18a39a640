import { expect } from 'chai';
import type { Context } from 'koa';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, securityHeaders } from './security-headers.middleware.js';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('CONTENT_SECURITY_POLICY (Stripe.js for the Payment Element, PayPal\'s buttons)', () => {
  it('allows Stripe.js, its frames (3-D Secure on hooks.stripe.com) and its API, PayPal\'s SDK, and no other third party', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    const payPal = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
    expect(policy.get('script-src')).to.deep.equal(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', ...payPal]);
    expect(policy.get('frame-src')).to.deep.equal(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', ...payPal]);
    expect(policy.get('connect-src')).to.deep.equal(["'self'", 'https://api.stripe.com', ...payPal]);
    expect(policy.get('script-src'), 'no inline scripts').not.to.include("'unsafe-inline'");
    expect(policy.get('default-src')).to.deep.equal(["'self'"]);
    expect(policy.get('frame-ancestors')).to.deep.equal(["'none'"]);
  });
});

describe('contentSecurityPolicy (dogfooding tracker origin)', () => {
  it('keeps the base policy when the tracker is reached through our own origin or is not set', () => {
    expect(contentSecurityPolicy()).to.equal(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy({ publicUrl: 'https://stacklens.example', trackerUrl: 'https://stacklens.example' })).to.equal(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicy({ publicUrl: 'https://stacklens.example/', trackerUrl: 'https://stacklens.example/t' })).to.equal(CONTENT_SECURITY_POLICY);
  });

  it('lets a tracker on another origin load the snippet (script-src) and send its beacons (connect-src), nothing more', () => {
    const policy = directives(contentSecurityPolicy({ publicUrl: 'https://stacklens.example', trackerUrl: 'https://t.stacklens.example/path' }));
    const base = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get('script-src')).to.deep.equal([...base.get('script-src')!, 'https://t.stacklens.example']);
    expect(policy.get('connect-src')).to.deep.equal([...base.get('connect-src')!, 'https://t.stacklens.example']);
    for (const [name, sources] of base) {
      if (name !== 'script-src' && name !== 'connect-src') expect(policy.get(name), name).to.deep.equal(sources);
    }
    expect([...policy.keys()]).to.deep.equal([...base.keys()]);
  });

  it('adds only an http(s) origin: a port is kept, paths and other schemes never reach the policy', () => {
    expect(directives(contentSecurityPolicy({ publicUrl: 'https://a.example', trackerUrl: 'http://127.0.0.1:8443/x?y' })).get('script-src')).to.deep.equal([
      ...directives(CONTENT_SECURITY_POLICY).get('script-src')!,
      'http://127.0.0.1:8443',
    ]);
    for (const trackerUrl of ['javascript:alert(1)', 'data:text/javascript,1', 'not a url', '']) {
      expect(contentSecurityPolicy({ publicUrl: 'https://a.example', trackerUrl }), trackerUrl).to.equal(CONTENT_SECURITY_POLICY);
    }
  });
});

describe('contentSecurityPolicy (studio preview on its own host)', () => {
  it('adds the preview origin to frame-src only, and only when it is another origin', () => {
    expect(contentSecurityPolicy({ publicUrl: 'https://stacklens.example', previewUrl: 'https://stacklens.example/' })).to.equal(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicy({ publicUrl: 'https://stacklens.example', previewUrl: 'https://preview.stacklens.example/' });
    const changed = policy.split('; ').filter((directive) => !CONTENT_SECURITY_POLICY.split('; ').includes(directive));
    expect(changed).to.have.length(1);
    expect(changed[0]).to.match(/^frame-src 'self' .* https:\/\/preview\.stacklens\.example$/);
    expect(contentSecurityPolicy({ publicUrl: 'https://a.example', previewUrl: 'javascript:alert(1)' })).to.equal(CONTENT_SECURITY_POLICY);
  });
});

describe('securityHeaders (what the payment providers need of the other headers)', () => {
  const headersOf = async (secure: boolean) => {
    const set = new Map<string, string>();
    const ctx = { secure, set: (name: string, value: string) => void set.set(name, value) };
    let passedOn = false;
    await securityHeaders()(ctx as unknown as Context, async () => {
      passedOn = true;
    });
    expect(passedOn).to.equal(true);
    return set;
  };

  it('keeps the opener of the popups the page opens (PayPal answers through it), and only those', async () => {
    const headers = await headersOf(false);
    expect(headers.get('Cross-Origin-Opener-Policy')).to.equal('same-origin-allow-popups');
    expect(headers.get('X-Frame-Options')).to.equal('DENY');
  });

  it('delegates the Payment Request API to Stripe\'s frame and to nothing else; camera, microphone and location stay off', async () => {
    const policy = new Map(
      (await headersOf(false))
        .get('Permissions-Policy')!
        .split(', ')
        .map((feature) => [feature.slice(0, feature.indexOf('=')), feature.slice(feature.indexOf('=') + 1)] as const),
    );
    expect(Object.fromEntries(policy)).to.deep.equal({ camera: '()', microphone: '()', geolocation: '()', payment: '(self "https://js.stripe.com")' });
  });

  it('sends HSTS only over HTTPS', async () => {
    expect((await headersOf(true)).get('Strict-Transport-Security')).to.equal('max-age=31536000; includeSubDomains');
    expect((await headersOf(false)).has('Strict-Transport-Security')).to.equal(false);
  });
});
