import { expect } from 'chai';
import { eventId } from '../../domain/event-id.js';
import { queuedRequests, type QueuedRequest } from './ingest-job.js';

describe('analytics: ingest job data', () => {
  const request: QueuedRequest = { id: 'b0f6c1de-1b2c-4d3e-8f4a-5b6c7d8e9f00', siteId: 'site-1', host: 'site.example', receivedAt: 1, visitors: { '0': 'v' }, country: null, city: null, userAgent: 'UA', events: '[]' };

  it('keeps the well-formed requests of a job and counts the others', () => {
    expect(queuedRequests(JSON.parse(JSON.stringify({ requests: [request] })))).to.deep.equal({ requests: [request], malformed: 0 });
    expect(queuedRequests(null)).to.deep.equal({ requests: [], malformed: 1 });
    expect(queuedRequests({ groups: [] })).to.deep.equal({ requests: [], malformed: 1 });
    expect(queuedRequests({ requests: [null, { ...request, events: [] }, { ...request, receivedAt: 'soon' }, request] })).to.deep.equal({ requests: [request], malformed: 3 });
  });

  it('derives event ids from the request id and the index: uuids, the same every time, distinct per event and request', () => {
    const ids = [eventId(request.id, 0), eventId(request.id, 1), eventId('another', 0)];
    for (const id of ids) expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).to.equal(3);
    expect(eventId(request.id, 1)).to.equal(ids[1]);
  });
});
