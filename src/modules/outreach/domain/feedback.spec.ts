import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { feedbackForm } from './feedback.js';

const valid = { type: 'bug', title: 'Export fails', description: 'CSV export gives an empty file.', rating: 2 };

function failure(input: Record<string, unknown>): DomainError {
  try {
    feedbackForm(input);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a validation error');
}

describe('feedbackForm', () => {
  it('accepts a form without email, and a rating sent as a string', () => {
    expect(feedbackForm(valid)).to.deep.equal({ ...valid, email: null });
    expect(feedbackForm({ ...valid, rating: '5', email: 'a@b.io' })).to.include({ rating: 5, email: 'a@b.io' });
  });

  it('requires title, description and rating (an untouched star widget sends 0)', () => {
    const error = failure({ type: 'idea', rating: 0 });
    expect(error).to.include({ code: 'FEEDBACK_REQUIRED', message: 'Please fill in all required fields' });
    expect(Object.keys(error.details!.fields as object).sort()).to.deep.equal(['description', 'rating', 'title', 'type']);
  });

  it('refuses ratings outside 1..5, unknown types and bad addresses', () => {
    expect(failure({ ...valid, rating: 6 }).code).to.equal('FEEDBACK_INVALID');
    expect(failure({ ...valid, rating: 2.5 }).code).to.equal('FEEDBACK_INVALID');
    expect(failure({ ...valid, type: 'rant' }).details!.fields).to.have.property('type');
    expect(failure({ ...valid, email: 'nope' }).code).to.equal('FEEDBACK_INVALID_EMAIL');
  });

  it("treats a missing type as 'other'", () => {
    expect(feedbackForm({ ...valid, type: undefined }).type).to.equal('other');
  });
});
