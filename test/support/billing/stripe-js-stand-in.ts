import type { Page, Route } from 'playwright-core';
import { STRIPE_3DS_PAGE, type StripeContractServer } from './stripe-contract-server.js';

/**
 * Stripe.js as our card step uses it (frontend/src/features/billing/StripeCardPayment.tsx through
 * @stripe/react-stripe-js), served at js.stripe.com by Playwright routing: `Stripe(key)` with the
 * methods react-stripe-js checks before it accepts the object, `elements({ clientSecret, locale,
 * appearance })` with `update`, the Payment Element (`create('payment')`, mount, on/off for `ready`
 * and `loaderror`, destroy), and `confirmPayment`, which posts the card to api.stripe.com's confirm as
 * Stripe.js does (publishable key and client secret in a form body, no secret key) and follows a
 * `redirect_to_url` next action to the bank's page, which returns to `return_url`. The card fields are
 * plain inputs in the page instead of Stripe's frame, so a test can type in them.
 *
 * `loadError` makes the element report `loaderror` instead of `ready`, as Stripe's does when it cannot
 * load the intent. Written as a browser script, so no DOM types are needed here.
 */
export function stripeJsStandIn(options: { loadError?: boolean } = {}): string {
  return `(() => {
  const LOAD_ERROR = ${JSON.stringify(options.loadError === true)};
  const LABELS = {
    en: ['Card number', 'Expiration date', 'Security code'],
    fr: ['Numéro de carte', "Date d'expiration", 'Code de sécurité'],
    ar: ['رقم البطاقة', 'تاريخ انتهاء الصلاحية', 'رمز الأمان'],
  };
  const THEMES = {
    stripe: { background: '#ffffff', text: '#30313d', border: '#e6e6e6', muted: '#6d6e78' },
    night: { background: '#30313d', text: '#ffffff', border: '#424353', muted: '#a9aab5' },
  };
  const unsupported = async () => ({ error: { type: 'invalid_request_error', message: 'Not used by this integration' } });

  function Stripe(key) {
    if (!/^pk_(test|live)_\\w+$/.test(String(key))) throw new Error('Invalid API Key provided: ' + key);
    return {
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      registerAppInfo() {},
      elements(elementsOptions) {
        const settings = { ...elementsOptions };
        const elements = {
          _settings: settings,
          _payment: null,
          update(changes) {
            Object.assign(settings, changes);
            if (elements._payment) elements._payment._paint();
          },
          getElement: (type) => (type === 'payment' ? elements._payment : null),
          submit: async () => ({}),
          create(type) {
            if (type !== 'payment') throw new Error('This stand-in draws the Payment Element only');
            const handlers = {};
            let settled = null;
            let root = null;
            const fire = (event, payload) => (handlers[event] || []).slice().forEach((cb) => cb(payload));
            const outcome = () => (LOAD_ERROR
              ? ['loaderror', { elementType: 'payment', error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }]
              : ['ready', { elementType: 'payment' }]);
            const element = {
              on(event, cb) {
                (handlers[event] = handlers[event] || []).push(cb);
                // A listener attached after the element settled still hears how it went, as with Stripe's.
                if (settled && settled[0] === event) setTimeout(() => cb(settled[1]), 0);
                return element;
              },
              off(event, cb) {
                handlers[event] = (handlers[event] || []).filter((h) => h !== cb);
                return element;
              },
              update() {},
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                root = document.createElement('div');
                root.setAttribute('data-testid', 'stripe-payment-element');
                host.append(root);
                setTimeout(() => {
                  settled = outcome();
                  if (!LOAD_ERROR) element._paint();
                  fire(settled[0], settled[1]);
                }, 0);
              },
              unmount() { root && root.remove(); },
              destroy() { root && root.remove(); root = null; },
              _value: (name) => (root && root.querySelector('input[name="' + name + '"]') ? root.querySelector('input[name="' + name + '"]').value : ''),
              _paint() {
                if (!root) return;
                const locale = String(settings.locale || 'en').slice(0, 2);
                const themeName = (settings.appearance && settings.appearance.theme) || 'stripe';
                const theme = THEMES[themeName] || THEMES.stripe;
                const variables = (settings.appearance && settings.appearance.variables) || {};
                const labels = LABELS[locale] || LABELS.en;
                root.setAttribute('data-theme', themeName);
                root.setAttribute('lang', locale);
                root.dir = locale === 'ar' ? 'rtl' : 'ltr';
                const values = { number: element._value('number'), expiry: element._value('expiry'), cvc: element._value('cvc') };
                root.replaceChildren();
                Object.assign(root.style, { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px', padding: '4px 0 12px', fontFamily: 'system-ui, sans-serif' });
                const field = (name, label, placeholder, wide) => {
                  const wrap = document.createElement('label');
                  Object.assign(wrap.style, { display: 'grid', gap: '6px', gridColumn: wide ? '1 / -1' : 'auto', color: theme.muted, fontSize: '14px' });
                  wrap.append(label);
                  const input = document.createElement('input');
                  input.name = name;
                  input.value = values[name];
                  input.placeholder = placeholder;
                  input.dir = 'ltr';
                  input.inputMode = 'numeric';
                  input.setAttribute('data-testid', 'stripe-card-' + name);
                  Object.assign(input.style, { background: theme.background, color: theme.text, border: '1px solid ' + theme.border, borderRadius: variables.borderRadius || '5px', padding: '12px', fontSize: '16px', outlineColor: variables.colorPrimary || '#0570de' });
                  wrap.append(input);
                  root.append(wrap);
                };
                field('number', labels[0], '1234 1234 1234 1234', true);
                field('expiry', labels[1], 'MM / YY', false);
                field('cvc', labels[2], 'CVC', false);
              },
            };
            elements._payment = element;
            return element;
          },
        };
        return elements;
      },
      async confirmPayment({ elements, confirmParams = {}, redirect = 'always' }) {
        const element = elements && elements._payment;
        const clientSecret = elements && elements._settings.clientSecret;
        if (!element || !clientSecret) return { error: { type: 'validation_error', message: 'No mounted Payment Element' } };
        const number = element._value('number').replace(/\\s/g, '');
        if (!number) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        const body = new URLSearchParams({
          key,
          client_secret: clientSecret,
          return_url: confirmParams.return_url || '',
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp]': element._value('expiry'),
          'payment_method_data[card][cvc]': element._value('cvc'),
        });
        let answer;
        try {
          const response = await fetch('https://api.stripe.com/v1/payment_intents/' + clientSecret.split('_secret_')[0] + '/confirm', { method: 'POST', body });
          answer = await response.json();
        } catch (error) {
          return { error: { type: 'api_connection_error', message: String(error) } };
        }
        if (answer.error) return { error: answer.error };
        const next = answer.next_action;
        if (answer.status === 'requires_action' && next && next.type === 'redirect_to_url') {
          window.location.assign(next.redirect_to_url.url);
          return new Promise(() => {});
        }
        if (redirect === 'always') {
          const back = new URL(confirmParams.return_url);
          back.searchParams.set('payment_intent', answer.id);
          back.searchParams.set('payment_intent_client_secret', clientSecret);
          back.searchParams.set('redirect_status', answer.status === 'succeeded' ? 'succeeded' : 'processing');
          window.location.assign(back.toString());
          return new Promise(() => {});
        }
        return { paymentIntent: answer };
      },
    };
  }
  // The release train @stripe/stripe-js expects (it warns in the console on another).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;
}

/** The bank's 3-D Secure page on Stripe's hooks host: one button that authenticates. */
function bankPage(query: URLSearchParams): string {
  const hidden = [...query].map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure 2 Test Page</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem"><h1>3D Secure 2 Test Page</h1>
<form method="get" action="/3d_secure_2/complete">${hidden}<button type="submit" data-testid="stripe-3ds-complete">Complete authentication</button></form></body></html>`;
}

/**
 * Routes one page's Stripe traffic: js.stripe.com to the stand-in (or refused, as when Stripe.js is
 * unreachable), api.stripe.com to the local contract server, and the bank's page on hooks.stripe.com,
 * whose completion marks the intent succeeded at the contract server and returns to `return_url` with
 * the query Stripe adds. Any other host outside 127.0.0.1 is refused, so the page reaches nothing else.
 */
export async function routeStripe(page: Page, stripe: StripeContractServer, options: { script: 'served' | 'unreachable'; loadError?: boolean }): Promise<void> {
  await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
  await page.route('https://js.stripe.com/**', (route) =>
    options.script === 'served' ? route.fulfill({ contentType: 'application/javascript', body: stripeJsStandIn(options) }) : route.abort('connectionrefused'),
  );
  await page.route('https://api.stripe.com/**', async (route: Route) => {
    const request = route.request();
    const response = await fetch(`${stripe.url}${new URL(request.url()).pathname}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    await route.fulfill({ status: response.status, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: await response.text() });
  });
  await page.route('https://hooks.stripe.com/**', async (route: Route) => {
    const url = new URL(route.request().url());
    if (`${url.origin}${url.pathname}` === STRIPE_3DS_PAGE) return route.fulfill({ contentType: 'text/html', body: bankPage(url.searchParams) });
    const id = url.searchParams.get('payment_intent') ?? '';
    const intent = stripe.succeed(id);
    const back = new URL(url.searchParams.get('return_url') ?? '');
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set('redirect_status', 'succeeded');
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
}
