import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { csvCell, EXPORT_COLUMNS, exportFile, parseExportFormat, type ExportedEvent } from './export-format.js';

const event = (over: Partial<ExportedEvent> = {}): ExportedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  siteId: '00000000-0000-4000-8000-0000000000aa',
  visitorId: 'v1',
  sessionId: 's1',
  kind: 'click',
  occurredAt: new Date('2026-11-23T10:00:00.123Z'),
  path: '/pricing',
  referrer: null,
  sourceKind: 'direct',
  country: 'FR',
  city: 'Paris',
  browser: 'Chrome',
  os: 'Linux',
  device: 'desktop',
  data: { text: 'Buy, now "please"', rage: false },
  ...over,
});

/** A small RFC 4180 reader, so the test checks what a spreadsheet would read, not our own string. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

const whole = (format: 'csv' | 'json', events: ExportedEvent[]) =>
  exportFile.head(format) + events.map((e, i) => exportFile.item(format, e, i)).join('') + exportFile.tail(format);

describe('analytics: export file format', () => {
  it('accepts csv and json only', () => {
    expect(parseExportFormat('csv')).to.equal('csv');
    expect(parseExportFormat('json')).to.equal('json');
    for (const bad of ['xml', 'CSV', undefined, 1]) {
      expect(() => parseExportFormat(bad)).to.throw(DomainError).with.property('code', 'ANALYTICS_EXPORT_INVALID_FORMAT');
    }
  });

  it('quotes CSV fields with commas, quotes and line breaks, and writes null as empty', () => {
    expect(csvCell(null)).to.equal('');
    expect(csvCell('plain')).to.equal('plain');
    expect(csvCell('a,b')).to.equal('"a,b"');
    expect(csvCell('say "hi"')).to.equal('"say ""hi"""');
    expect(csvCell('two\nlines')).to.equal('"two\nlines"');
    expect(csvCell({ a: 1 })).to.equal('"{""a"":1}"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).to.equal(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+2')).to.equal("'+1+2");
    expect(csvCell('-2+3')).to.equal("'-2+3");
    expect(csvCell('@SUM(A1)')).to.equal("'@SUM(A1)");
    expect(csvCell('\t=1')).to.equal("'\t=1");
    expect(csvCell('\r=1')).to.equal(`"'\r=1"`);
    expect(csvCell('a=1')).to.equal('a=1');
  });

  it('writes a CSV a reader parses back to every column of every event', () => {
    const events = [event(), event({ id: '00000000-0000-4000-8000-000000000002', referrer: '=cmd|"/c calc"!A1', path: '/a,b', data: {} })];
    const rows = parseCsv(whole('csv', events));
    expect(rows[0]).to.deep.equal([...EXPORT_COLUMNS]);
    expect(rows).to.have.length(3);
    const first = Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, rows[1]![i]]));
    expect(first).to.deep.equal({
      id: '00000000-0000-4000-8000-000000000001',
      occurred_at: '2026-11-23T10:00:00.123Z',
      site_id: '00000000-0000-4000-8000-0000000000aa',
      visitor_id: 'v1',
      session_id: 's1',
      kind: 'click',
      path: '/pricing',
      referrer: '',
      source_kind: 'direct',
      country: 'FR',
      city: 'Paris',
      browser: 'Chrome',
      os: 'Linux',
      device: 'desktop',
      data: '{"text":"Buy, now \\"please\\"","rage":false}',
    });
    expect(rows[2]![EXPORT_COLUMNS.indexOf('referrer')]).to.equal(`'=cmd|"/c calc"!A1`);
    expect(rows[2]![EXPORT_COLUMNS.indexOf('path')]).to.equal('/a,b');
  });

  it('writes JSON that parses to an array of the same records, also when empty', () => {
    expect(JSON.parse(whole('json', []))).to.deep.equal([]);
    const parsed = JSON.parse(whole('json', [event(), event({ kind: 'pageview', data: { screen: 'mobile' } })])) as Record<string, unknown>[];
    expect(parsed).to.have.length(2);
    expect(Object.keys(parsed[0]!)).to.deep.equal([...EXPORT_COLUMNS]);
    expect(parsed[0]).to.include({ occurred_at: '2026-11-23T10:00:00.123Z', referrer: null, kind: 'click' });
    expect(parsed[0]!.data).to.deep.equal({ text: 'Buy, now "please"', rage: false });
    expect(parsed[1]!.data).to.deep.equal({ screen: 'mobile' });
  });

  it('names the file after the site, in ASCII', () => {
    const at = new Date('2026-11-23T23:59:00Z');
    expect(exportFile.fileName('Café Crème — Shop!', 'csv', at)).to.equal('stacklens-analytics-cafe-creme-shop-2026-11-23.csv');
    expect(exportFile.fileName('مدونتي', 'json', at)).to.equal('stacklens-analytics-site-2026-11-23.json');
    expect(exportFile.contentType('csv')).to.equal('text/csv; charset=utf-8');
    expect(exportFile.contentType('json')).to.equal('application/json; charset=utf-8');
  });
});
