import { expect } from 'chai';
import type { StructuredDataItem } from '../../contract.js';
import { markupDepth } from './markup-depth.js';
import { analyseStructuredData } from './structured-data-page.js';

/**
 * Fixtures of pages, valid and broken, through extraction and validation (devtools README, "Structured
 * data"). Each names what it shows; the codes and lines are the answer's.
 */
const ld = (json: string) => `<html><head>\n<script type="application/ld+json">\n${json}\n</script>\n</head><body></body></html>`;
const codes = (item: StructuredDataItem | undefined, list: 'errors' | 'warnings' = 'errors') => (item?.[list] ?? []).map((i) => (i.property ? `${i.code}:${i.property}` : i.code));
const analyse = (html: string) => analyseStructuredData(html);

describe('structured data: extraction and validation', () => {
  it('1. a complete JSON-LD Product with a nested Offer has no errors and is checked as Product', () => {
    const { items, warnings } = analyse(ld('{"@context":"https://schema.org","@type":"Product","name":"Kettle","image":"https://x.test/k.png","offers":{"@type":"Offer","price":25,"priceCurrency":"EUR","availability":"https://schema.org/InStock"},"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.5","reviewCount":"12"},"review":{"@type":"Review","author":{"@type":"Person","name":"Ann"},"reviewRating":{"@type":"Rating","ratingValue":5}}}'));
    expect(warnings).to.deep.equal([]);
    expect(items).to.have.length(1);
    const product = items[0]!;
    expect([product.format, product.type, product.richResult, product.line]).to.deep.equal(['json-ld', 'Product', 'Product', 3]);
    expect(product.errors).to.deep.equal([]);
    expect(product.warnings).to.deep.equal([]);
    expect(product.children.map((c) => [c.type, c.property])).to.deep.equal([['Offer', 'offers'], ['AggregateRating', 'aggregateRating'], ['Review', 'review']]);
    expect(product.properties.name).to.equal('Kettle');
  });

  it('2. a JSON-LD syntax error is an item-level error with the line it was found on', () => {
    const { items } = analyse('<html><head>\n<script type="application/ld+json">\n{\n  "@context": "https://schema.org",\n  "@type": "Article",\n  "headline": "x",\n}\n</script></head></html>');
    expect(items).to.have.length(1);
    expect(items[0]!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_JSONLD_SYNTAX', line: 7 }]);
    expect(items[0]!.type).to.equal(null);
  });

  it('3. an unknown type is an error, and its properties are still checked against the vocabulary', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Prodcut","name":"x","colour":"red"}'));
    expect(items[0]!.errors).to.deep.equal([
      { code: 'DEVTOOLS_SD_UNKNOWN_TYPE', expected: 'Prodcut', line: 3 },
      { code: 'DEVTOOLS_SD_UNKNOWN_PROPERTY', property: 'colour', line: 3 },
    ]);
    expect(items[0]!.richResult).to.equal(null);
  });

  it('4. an unknown property and a property of another type are errors; inherited properties are not', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Restaurant","name":"Chez","address":"1 Main St","servesCuisine":"French","telephone":"+33 1","startDate":"2026-01-01","colour":"red"}'));
    expect(codes(items[0])).to.deep.equal(['DEVTOOLS_SD_PROPERTY_NOT_ON_TYPE:startDate', 'DEVTOOLS_SD_UNKNOWN_PROPERTY:colour']);
    // Restaurant → FoodEstablishment → LocalBusiness: checked as LocalBusiness, the nearest rich result.
    expect(items[0]!.richResult).to.equal('LocalBusiness');
  });

  it('5. Product: name and one of offers, review, aggregateRating are required', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Product","description":"no name"}'));
    expect(items[0]!.errors).to.deep.equal([
      { code: 'DEVTOOLS_SD_MISSING_REQUIRED', property: 'name', line: 3 },
      { code: 'DEVTOOLS_SD_MISSING_REQUIRED', expected: 'review|aggregateRating|offers', line: 3 },
    ]);
    expect(codes(items[0], 'warnings')).to.deep.equal(['DEVTOOLS_SD_MISSING_RECOMMENDED:aggregateRating', 'DEVTOOLS_SD_MISSING_RECOMMENDED:offers', 'DEVTOOLS_SD_MISSING_RECOMMENDED:review']);
  });

  it('6. Article: nothing required, the recommended ones are warnings; NewsArticle is an Article', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"NewsArticle","headline":"Hi","author":{"@type":"Person","name":"Ann"}}'));
    expect(items[0]!.richResult).to.equal('Article');
    expect(items[0]!.errors).to.deep.equal([]);
    expect(codes(items[0], 'warnings')).to.deep.equal(['DEVTOOLS_SD_MISSING_RECOMMENDED:dateModified', 'DEVTOOLS_SD_MISSING_RECOMMENDED:datePublished', 'DEVTOOLS_SD_MISSING_RECOMMENDED:image']);
    expect(codes(items[0]!.children[0], 'warnings')).to.deep.equal(['DEVTOOLS_SD_MISSING_RECOMMENDED:url']);
  });

  it('7. FAQPage: each Question needs name and acceptedAnswer, each Answer its text', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Why?","acceptedAnswer":{"@type":"Answer","text":"Because."}},{"@type":"Question","name":"How?","acceptedAnswer":{"@type":"Answer"}},{"@type":"Question","text":"no name"}]}'));
    const faq = items[0]!;
    expect(faq.richResult).to.equal('FAQPage');
    expect(faq.errors).to.deep.equal([]);
    const [q1, q2, q3] = faq.children;
    expect(codes(q1)).to.deep.equal([]);
    expect(codes(q2!.children[0])).to.deep.equal(['DEVTOOLS_SD_MISSING_REQUIRED:text']);
    expect(codes(q3)).to.deep.equal(['DEVTOOLS_SD_MISSING_REQUIRED:name', 'DEVTOOLS_SD_MISSING_REQUIRED:acceptedAnswer']);
  });

  it('8. FAQPage without mainEntity misses a required property', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"FAQPage","name":"FAQ"}'));
    expect(codes(items[0])).to.deep.equal(['DEVTOOLS_SD_MISSING_REQUIRED:mainEntity']);
  });

  it('9. BreadcrumbList: every ListItem needs name and position, and should have item', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://x.test/"},{"@type":"ListItem","name":"Books"}]}'));
    expect(items[0]!.errors).to.deep.equal([]);
    const [first, second] = items[0]!.children;
    expect(codes(first)).to.deep.equal([]);
    expect(codes(first, 'warnings')).to.deep.equal([]);
    expect(codes(second)).to.deep.equal(['DEVTOOLS_SD_MISSING_REQUIRED:position']);
    expect(codes(second, 'warnings')).to.deep.equal(['DEVTOOLS_SD_MISSING_RECOMMENDED:item']);
  });

  it('10. Event: location, name and startDate are required; a startDate that is no date is the wrong kind', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"MusicEvent","name":"Gig","startDate":"next friday"}'));
    expect(items[0]!.richResult).to.equal('Event');
    expect(items[0]!.errors).to.deep.equal([
      { code: 'DEVTOOLS_SD_WRONG_VALUE_KIND', property: 'startDate', expected: 'Date|DateTime', line: 3 },
      { code: 'DEVTOOLS_SD_MISSING_REQUIRED', property: 'location', line: 3 },
    ]);
  });

  it('11. Recipe: image and name required; a URL property holding a bare host name is the wrong kind', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Recipe","name":"Soup","url":"www.soup.test","recipeIngredient":["water"]}'));
    expect(items[0]!.errors).to.deep.equal([
      { code: 'DEVTOOLS_SD_WRONG_VALUE_KIND', property: 'url', expected: 'URL', line: 3 },
      { code: 'DEVTOOLS_SD_MISSING_REQUIRED', property: 'image', line: 3 },
    ]);
  });

  it('12. Organization: recommended properties only; LocalBusiness needs address and name', () => {
    const { items } = analyse(ld('[{"@context":"https://schema.org","@type":"Organization","name":"Acme","url":"https://acme.test","logo":"https://acme.test/l.png"},{"@context":"https://schema.org","@type":"Dentist","telephone":"+1"}]'));
    expect([items[0]!.richResult, items[1]!.richResult]).to.deep.equal(['Organization', 'LocalBusiness']);
    expect(items[0]!.errors).to.deep.equal([]);
    expect(codes(items[0], 'warnings')).to.include('DEVTOOLS_SD_MISSING_RECOMMENDED:address');
    expect(codes(items[1])).to.deep.equal(['DEVTOOLS_SD_MISSING_REQUIRED:address', 'DEVTOOLS_SD_MISSING_REQUIRED:name']);
  });

  it('13. a top-level array gives one item per object', () => {
    const { items } = analyse(ld('[{"@context":"https://schema.org","@type":"WebSite","name":"A"},{"@context":"https://schema.org","@type":"Person","name":"B"}]'));
    expect(items.map((i) => i.type)).to.deep.equal(['WebSite', 'Person']);
    expect(items.every((i) => i.errors.length === 0)).to.equal(true);
  });

  it('14. an @graph gives one top-level item per node, under the container\'s @context', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"#org","name":"Acme"},{"@type":"WebPage","name":"Home","publisher":{"@id":"#org"}}]}'));
    expect(items.map((i) => [i.type, i.id ?? null])).to.deep.equal([['Organization', '#org'], ['WebPage', null]]);
    expect(items.flatMap((i) => i.errors)).to.deep.equal([]);
    expect(items.flatMap((i) => i.warnings).map((w) => w.code)).to.not.include('DEVTOOLS_SD_JSONLD_NO_CONTEXT');
  });

  it('15. nested items are validated too, and a nested value of the wrong type is reported', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Book","name":"B","author":{"@type":"Person","name":"Ann","shoeSize":"42"},"publisher":{"@type":"Product","name":"not a publisher"}}'));
    const book = items[0]!;
    expect(book.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_WRONG_VALUE_KIND', property: 'publisher', expected: 'Organization|Person' }].map((e) => ({ ...e, line: 3 })));
    expect(codes(book.children[0])).to.deep.equal(['DEVTOOLS_SD_UNKNOWN_PROPERTY:shoeSize']);
  });

  it('16. JSON-LD without @context is read as schema.org with a warning; another vocabulary is not validated', () => {
    const { items } = analyse(ld('[{"@type":"Person","name":"A"},{"@context":"https://example.org/vocab","@type":"Widget","size":3}]'));
    expect(codes(items[0], 'warnings')).to.deep.equal(['DEVTOOLS_SD_JSONLD_NO_CONTEXT']);
    expect(items[0]!.errors).to.deep.equal([]);
    expect(codes(items[1], 'warnings')).to.deep.equal(['DEVTOOLS_SD_NOT_SCHEMA_ORG']);
    expect(items[1]!.errors).to.deep.equal([]);
  });

  it('17. microdata: an item with a nested itemscope, attribute values, lines and a recommended miss', () => {
    const html = [
      '<html><body>',
      '<div itemscope itemtype="https://schema.org/Event">',
      '  <h1 itemprop="name">Gig</h1>',
      '  <time itemprop="startDate" datetime="2026-12-01T20:00">1 Dec</time>',
      '  <a itemprop="url" href="https://gig.test/">site</a>',
      '  <div itemprop="location" itemscope itemtype="https://schema.org/Place">',
      '    <span itemprop="name">Hall</span><span itemprop="address">1 Main St</span>',
      '  </div>',
      '</div>',
      '</body></html>',
    ].join('\n');
    const { items } = analyse(html);
    expect(items).to.have.length(1);
    const event = items[0]!;
    expect([event.format, event.type, event.line, event.richResult]).to.deep.equal(['microdata', 'Event', 2, 'Event']);
    expect(event.errors).to.deep.equal([]);
    expect(event.properties).to.deep.equal({
      '@type': 'https://schema.org/Event',
      name: 'Gig',
      startDate: '2026-12-01T20:00',
      url: 'https://gig.test/',
      location: { '@type': 'https://schema.org/Place', name: 'Hall', address: '1 Main St' },
    });
    expect(event.children.map((c) => [c.type, c.property, c.line])).to.deep.equal([['Place', 'location', 6]]);
    expect(codes(event, 'warnings')).to.include('DEVTOOLS_SD_MISSING_RECOMMENDED:description');
  });

  it('18. microdata: itemref pulls properties from elsewhere; a missing id is a warning; unknown property and type', () => {
    const html = [
      '<div itemscope itemtype="https://schema.org/Person" itemref="extra nowhere"><span itemprop="name">Ann</span></div>',
      '<p id="extra"><span itemprop="jobTitle">Chef</span><span itemprop="favouriteColour">red</span></p>',
      '<div itemscope itemtype="https://schema.org/Persn"><span itemprop="name">Bob</span></div>',
    ].join('\n');
    const { items } = analyse(html);
    expect(items.map((i) => i.type)).to.deep.equal(['Person', 'Persn']);
    expect(items[0]!.properties).to.deep.include({ name: 'Ann', jobTitle: 'Chef' });
    expect(items[0]!.warnings).to.deep.equal([{ code: 'DEVTOOLS_SD_ITEMREF_NOT_FOUND', expected: 'nowhere', line: 1 }]);
    expect(items[0]!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_UNKNOWN_PROPERTY', property: 'favouriteColour', line: 2 }]);
    expect(codes(items[1])).to.deep.equal(['DEVTOOLS_SD_UNKNOWN_TYPE']);
  });

  it('19. RDFa Lite: vocab, typeof and property, with a nested typed value', () => {
    const html = [
      '<ol vocab="https://schema.org/" typeof="BreadcrumbList">',
      '  <li property="itemListElement" typeof="ListItem"><a property="item" href="/books"><span property="name">Books</span></a><meta property="position" content="1"></li>',
      '  <li property="itemListElement" typeof="ListItem"><span property="name">SF</span><meta property="position" content="2"></li>',
      '</ol>',
    ].join('\n');
    const { items } = analyse(html);
    expect(items).to.have.length(1);
    const list = items[0]!;
    expect([list.format, list.type, list.richResult, list.line]).to.deep.equal(['rdfa', 'BreadcrumbList', 'BreadcrumbList', 1]);
    expect(list.errors).to.deep.equal([]);
    expect(list.children.map((c) => [c.type, c.properties.name, c.properties.position])).to.deep.equal([['ListItem', 'Books', '1'], ['ListItem', 'SF', '2']]);
    expect(codes(list.children[0], 'warnings')).to.deep.equal([]);
    expect(codes(list.children[1], 'warnings')).to.deep.equal(['DEVTOOLS_SD_MISSING_RECOMMENDED:item']);
  });

  it('20. RDFa: a property the type lacks, and a vocabulary other than schema.org', () => {
    const html = '<div vocab="https://schema.org/" typeof="Person"><span property="name">Ann</span><span property="isbn">123</span></div>\n<div vocab="http://xmlns.com/foaf/0.1/" typeof="Person"><span property="nick">a</span></div>';
    const { items } = analyse(html);
    expect(codes(items[0])).to.deep.equal(['DEVTOOLS_SD_PROPERTY_NOT_ON_TYPE:isbn']);
    expect(codes(items[1], 'warnings')).to.deep.equal(['DEVTOOLS_SD_NOT_SCHEMA_ORG']);
  });

  it('21. all three formats on one page, in the order JSON-LD, microdata, RDFa; none at all is a page warning', () => {
    const html = `${ld('{"@context":"https://schema.org","@type":"Thing","name":"a"}')}<div itemscope itemtype="https://schema.org/Thing"><span itemprop="name">b</span></div><div vocab="https://schema.org/" typeof="Thing"><span property="name">c</span></div>`;
    expect(analyse(html).items.map((i) => i.format)).to.deep.equal(['json-ld', 'microdata', 'rdfa']);
    expect(analyse('<p>plain</p>')).to.deep.equal({ items: [], warnings: [{ code: 'DEVTOOLS_SD_NONE_FOUND' }] });
  });

  it('22. enumeration values: a member name or its URL fits, anything else is the wrong kind', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Offer","price":"10","availability":"InStock","itemCondition":"brand new"}'));
    expect(items[0]!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_WRONG_VALUE_KIND', property: 'itemCondition', expected: 'OfferItemCondition', line: 3 }]);
  });

  it('23. a superseded property is a warning naming its replacement; an empty value is a warning', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"Blog","name":"b","blogPosts":{"@type":"BlogPosting","headline":"x"},"description":""}'));
    expect(items[0]!.warnings).to.deep.include({ code: 'DEVTOOLS_SD_SUPERSEDED', property: 'blogPosts', expected: 'blogPost', line: 3 });
    expect(codes(items[0], 'warnings')).to.include('DEVTOOLS_SD_EMPTY_VALUE:description');
  });

  it('24. a top-level value that is not an object, and a typeless top-level object, are errors', () => {
    const { items } = analyse(ld('["just text", {"@context":"https://schema.org","name":"no type"}]'));
    expect(codes(items[0])).to.deep.equal(['DEVTOOLS_SD_JSONLD_NOT_OBJECT']);
    expect(codes(items[1])).to.deep.equal(['DEVTOOLS_SD_MISSING_TYPE']);
  });

  it('25. full IRIs and schema: prefixes name the same terms', () => {
    const { items } = analyse(ld('{"@context":"https://schema.org","@type":"https://schema.org/Person","schema:name":"Ann","http://schema.org/jobTitle":"Chef"}'));
    expect(items[0]!.type).to.equal('Person');
    expect(items[0]!.errors).to.deep.equal([]);
  });

  it('26. nesting past the depth limit is cut with a warning, and the item count is bounded', () => {
    let nested = '{"@type":"Thing","name":"leaf"}';
    for (let i = 0; i < 20; i++) nested = `{"@type":"Thing","subjectOf":${nested}}`;
    const deep = analyse(ld(`{"@context":"https://schema.org","@type":"Thing","subjectOf":${nested}}`));
    let item: StructuredDataItem | undefined = deep.items[0];
    let depth = 0;
    while (item && item.children.length > 0) {
      item = item.children[0];
      depth += 1;
    }
    expect(depth).to.equal(15);
    expect(codes(item, 'warnings')).to.deep.equal(['DEVTOOLS_SD_TOO_DEEP:subjectOf']);
    const many = analyse(ld(`[${Array.from({ length: 600 }, () => '{"@context":"https://schema.org","@type":"Thing","name":"x"}').join(',')}]`));
    expect(many.items).to.have.length(500);
    expect(many.warnings).to.deep.equal([{ code: 'DEVTOOLS_SD_TOO_MANY_ITEMS' }]);
  });

  it('27. JSON-LD items carry the line their object starts on, nested and @graph nodes included', () => {
    const html = [
      '<html><head><script type="application/ld+json">{',
      '  "@context": "https://schema.org",',
      '  "@graph": [',
      '    {"@type": "Organization", "name": "Acme, {not a brace}"},',
      '    {',
      '      "@type": "Book",',
      '      "name": "B",',
      '      "author": {',
      '        "@type": "Person", "name": "Ann", "shoeSize": 42',
      '      }',
      '    }',
      '  ]',
      '}</script></head></html>',
    ].join('\n');
    const { items } = analyse(html);
    expect(items.map((i) => [i.type, i.line])).to.deep.equal([['Organization', 4], ['Book', 5]]);
    expect(items[1]!.children.map((c) => [c.type, c.line])).to.deep.equal([['Person', 8]]);
    expect(items[1]!.children[0]!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_UNKNOWN_PROPERTY', property: 'shoeSize', line: 8 }]);
  });

  it('28. a page whose elements nest past 1024 is refused before parsing; comments, scripts and elements closed by what follows do not count', () => {
    expect(() => analyse('<div>'.repeat(1025))).to.throw().with.property('code', 'DEVTOOLS_SD_MARKUP_TOO_DEEP');
    expect(markupDepth('<div>'.repeat(1024))).to.equal(1024);
    expect(markupDepth('<div><p>a<p>b<ul><li>c<li>d</ul><img src=x><br/><x-a/></div>')).to.equal(2);
    expect(markupDepth(`<!--${'<div>'.repeat(5000)}--><script>${'<div>'.repeat(5000)}</script><div title="a>b"><span></span></div>`)).to.equal(2);
    const siblings = analyse(`<div itemscope itemtype="https://schema.org/Thing">${'<p>x'.repeat(50_000)}<span itemprop="name">n</span></div>`);
    expect(siblings.items.map((i) => i.properties.name)).to.deep.equal(['n']);
  });

  it('29. a JSON-LD block nested past 128 brackets is not read, and says so', () => {
    const { items } = analyse(ld(`{"@context":"https://schema.org","@type":"Thing","name":${'['.repeat(200)}"x"${']'.repeat(200)}}`));
    expect(items).to.have.length(1);
    expect(items[0]!.errors).to.deep.equal([{ code: 'DEVTOOLS_SD_TOO_DEEP', line: 2 }]);
    expect(items[0]!.warnings).to.deep.equal([]);
  });
});
