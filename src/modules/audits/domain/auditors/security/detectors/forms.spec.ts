import { expect } from 'chai';
import { findFormIssues } from './forms.js';

const PAGE = 'https://shop.example.com/account';

function csrfSelectors(body: string, head = ''): string[] {
  return findFormIssues(`<html><head>${head}</head><body>${body}</body></html>`, PAGE)
    .filter((issue) => issue.rule === 'form-without-csrf-token')
    .map((issue) => issue.selector);
}

describe('forms without CSRF tokens', () => {
  it('flags a POST form to this site with no token field, with its opening tag as evidence', () => {
    const issues = findFormIssues('<form id="login" method="POST" action="/login"><input name="email"><input type="password" name="password"><button>Sign in</button></form>', PAGE);
    expect(issues).to.deep.equal([{ rule: 'form-without-csrf-token', selector: 'form#login', evidence: '<form id="login" method="POST" action="/login">' }]);
  });

  it('accepts the token fields of the common frameworks', () => {
    const fields = ['authenticity_token', '_token', 'csrfmiddlewaretoken', '__RequestVerificationToken', '_csrf', 'csrf_token', 'XSRF-TOKEN', '_wpnonce', 'form_key', 'anti-forgery'];
    const body = fields.map((name, index) => `<form method="post" action="/f${index}"><input type="hidden" name="${name}" value="x"><input name="q"></form>`).join('');
    expect(csrfSelectors(body)).to.deep.equal([]);
  });

  it('ignores GET forms and forms without a method, but not a POST submit button', () => {
    expect(csrfSelectors('<form action="/search"><input name="q"></form><form method="get" action="/filter"></form>')).to.deep.equal([]);
    expect(csrfSelectors('<form action="/subscribe"><input name="email"><button formmethod="post">Go</button></form>')).to.deep.equal(['form[action="/subscribe"]']);
  });

  it('ignores forms posting to another site and pages announcing a token in a meta tag', () => {
    expect(csrfSelectors('<form method="post" action="https://newsletter.example.net/subscribe"><input name="email"></form>')).to.deep.equal([]);
    expect(csrfSelectors('<form method="post" action="/comment"><textarea name="body"></textarea></form>', '<meta name="csrf-token" content="abc">')).to.deep.equal([]);
  });

  it('names forms stably: id, then name, then a unique action, then document order', () => {
    const body = '<form method="post" name="profile"></form><form method="post" action="/a"></form><form method="post"></form><form method="post"></form>';
    expect(csrfSelectors(body)).to.deep.equal(['form[name="profile"]', 'form[action="/a"]', '(//form)[3]', '(//form)[4]']);
  });

  it('flags a form posting over http from an https page, and a password field on an http page', () => {
    const insecure = findFormIssues('<form method="post" action="http://shop.example.com/pay"><input type="hidden" name="_token"></form>', PAGE);
    expect(insecure.map((issue) => issue.rule)).to.deep.equal(['form-action-insecure']);
    const http = findFormIssues('<form method="post" action="/login"><input type="hidden" name="_token"><input type="Password" name="pw"></form>', 'http://shop.example.com/');
    expect(http.map((issue) => [issue.rule, issue.selector])).to.deep.equal([['password-field-over-http', 'input[name="pw"]']]);
  });
});
