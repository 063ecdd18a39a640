import { expect } from 'chai';
import { DomainError } from '../../shared/index.js';
import { toErrorResponse } from './error-response.js';

describe('toErrorResponse', () => {
  it('maps domain error kinds to statuses and keeps the code', () => {
    const cases: [DomainError, number][] = [
      [new DomainError('validation', 'VALIDATION_FAILED', 'bad', { fields: { a: 'x' } }), 400],
      [new DomainError('unauthenticated', 'AUTH_REQUIRED', 'no'), 401],
      [new DomainError('forbidden', 'PREMIUM_REQUIRED', 'no'), 403],
      [new DomainError('not_found', 'SITE_NOT_FOUND', 'no'), 404],
      [new DomainError('conflict', 'EMAIL_TAKEN', 'no'), 409],
      [new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', 'no'), 413],
      [new DomainError('rate_limited', 'RATE_LIMITED', 'no'), 429],
      [new DomainError('unavailable', 'QUEUE_DOWN', 'no'), 503],
    ];
    for (const [error, status] of cases) {
      const response = toErrorResponse(error);
      expect(response.status).to.equal(status);
      expect(response.body).to.include({ success: false, code: error.code, error: error.message });
      expect(response.unexpected).to.equal(false);
    }
    expect(toErrorResponse(cases[0]![0]).body.details).to.deep.equal({ fields: { a: 'x' } });
  });

  it('hides the message of an unexpected error behind INTERNAL_ERROR', () => {
    const response = toErrorResponse(new Error('connection string postgres://secret'));
    expect(response).to.deep.equal({ status: 500, body: { success: false, error: 'Internal server error', code: 'INTERNAL_ERROR' }, unexpected: true });
  });

  it('keeps client errors raised by Koa middlewares as client errors', () => {
    const response = toErrorResponse(Object.assign(new Error('Method Not Allowed'), { status: 405, expose: true }));
    expect(response.status).to.equal(405);
    expect(response.body.code).to.equal('METHOD_NOT_ALLOWED');
  });
});
