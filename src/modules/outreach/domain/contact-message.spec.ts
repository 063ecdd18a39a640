import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { contactForm } from './contact-message.js';

const valid = { name: 'Ada', email: 'ada@example.org', subject: 'technical', message: 'The audit page hangs on large sites.' };

function failure(input: Record<string, unknown>): DomainError {
  try {
    contactForm(input);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a validation error');
}

describe('contactForm', () => {
  it('accepts a complete form and trims it', () => {
    expect(contactForm({ ...valid, name: '  Ada  ' })).to.deep.equal(valid);
  });

  it('names every missing field with CONTACT_REQUIRED and the form-level message', () => {
    const error = failure({ email: 'not-an-address', subject: '', message: '   ' });
    expect(error).to.include({ kind: 'validation', code: 'CONTACT_REQUIRED', message: 'Please fill out all fields.' });
    expect(error.details).to.deep.equal({
      fields: { name: 'Required field', subject: 'Required field', message: 'Required field', email: 'Please enter a valid email address' },
      codes: { name: 'CONTACT_REQUIRED', subject: 'CONTACT_REQUIRED', message: 'CONTACT_REQUIRED', email: 'CONTACT_INVALID_EMAIL' },
    });
  });

  it('reports a bad address as CONTACT_INVALID_EMAIL when nothing is missing', () => {
    const error = failure({ ...valid, email: 'ada@example' });
    expect(error).to.include({ code: 'CONTACT_INVALID_EMAIL', message: 'Please enter a valid email address' });
    expect(error.details!.fields).to.deep.equal({ email: 'Please enter a valid email address' });
  });

  it('enforces the name and message lengths and the subject list', () => {
    expect(failure({ ...valid, name: 'x'.repeat(101) }).details!.codes).to.deep.equal({ name: 'CONTACT_INVALID' });
    expect(failure({ ...valid, message: 'too short' }).details!.fields).to.have.property('message');
    expect(failure({ ...valid, message: 'x'.repeat(5001) }).code).to.equal('CONTACT_INVALID');
    expect(contactForm({ ...valid, message: 'x'.repeat(5000) }).message).to.have.length(5000);
    expect(failure({ ...valid, subject: 'sales' }).details!.fields).to.have.property('subject');
    expect(failure({ ...valid, name: 42 }).code).to.equal('CONTACT_REQUIRED');
  });
});
