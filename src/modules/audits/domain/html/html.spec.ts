import { expect } from 'chai';
import { contrastRatio, isLargeText, parseCssColor } from './color-contrast.js';
import { cssPath, landmarkOf } from './element-path.js';
import { extractHeadings, skippedHeadingLevels } from './headings.js';
import { isSameSite, parseHtml } from './html-document.js';
import { extractImages } from './images.js';
import { extractLinks, summariseLinks } from './links.js';
import { extractMeta } from './meta.js';
import { countResources } from './resources.js';
import { extractTextBlocks } from './visible-text.js';

describe('html helpers', () => {
  it('outlines h1-h6 in document order and finds skipped levels', () => {
    const $ = parseHtml('<h1> Title <small>x</small></h1><h2>A</h2><h4>B</h4><h2>C</h2><h3>D</h3><h6>E</h6>');
    const { counts, outline } = extractHeadings($);
    expect(counts).to.deep.equal({ h1: 1, h2: 2, h3: 1, h4: 1, h5: 0, h6: 1 });
    expect(outline[0]).to.deep.equal({ level: 1, text: 'Title x' });
    expect(skippedHeadingLevels(outline)).to.deep.equal([
      { from: 2, to: 4 },
      { from: 3, to: 6 },
    ]);
  });

  it('counts http(s) links as internal (same host, www ignored) or external, skipping fragments and other schemes', () => {
    const $ = parseHtml(`<base href="https://www.example.test/docs/">
      <a href="intro">1</a><a href="/">2</a><a href="https://example.test/x#frag">3</a>
      <a href="https://other.test/" rel="NoFollow">4</a><a href="//cdn.other.test/y">5</a>
      <a href="#top">no</a><a href="mailto:a@b.c">no</a><a href="tel:1">no</a><a href="javascript:void(0)">no</a><a>no</a>`);
    const links = extractLinks($, 'https://example.test/page');
    expect(links.map((link) => link.url)).to.deep.equal(['https://www.example.test/docs/intro', 'https://www.example.test/', 'https://example.test/x', 'https://other.test/', 'https://cdn.other.test/y']);
    expect(summariseLinks(links)).to.deep.equal({ internal: 3, external: 2, nofollow: 1 });
    expect(isSameSite('https://www.a.test/', 'http://a.test/x')).to.equal(true);
  });

  it('reads image alt (empty alt counts as present) and dimensions (attributes, style, aspect-ratio)', () => {
    const $ = parseHtml(`<img src="a.png" alt="A" width="10" height="10"><img src="b.png" alt=""><img data-src="c.png" style="width: 5px; height: 5px">
      <img srcset="d.png 1x, d2.png 2x" style="aspect-ratio: 16/9; width: 100%"><img src="e.png" width="auto" height="10">`);
    expect(extractImages($, 'https://example.test/p/')).to.deep.equal([
      { src: 'https://example.test/p/a.png', alt: 'A', hasDimensions: true },
      { src: 'https://example.test/p/b.png', alt: '', hasDimensions: false },
      { src: 'https://example.test/p/c.png', alt: null, hasDimensions: true },
      { src: 'https://example.test/p/d.png', alt: null, hasDimensions: true },
      { src: 'https://example.test/p/e.png', alt: null, hasDimensions: false },
    ]);
  });

  it('reads title, meta tags, canonical and social tags with URLs made absolute', () => {
    const $ = parseHtml(`<html lang="fr"><head><meta charset="utf-8"><title>  Hello
      world </title><meta name="Description" content=" Some  text "><meta name="viewport" content="width=device-width">
      <link rel="alternate canonical" href="/canon"><meta property="og:image" content="/og.png"><meta property="og:title" content="OG">
      <meta property="og:title" content="second"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="tw.png">
      </head><body><svg><title>icon</title></svg></body></html>`);
    const meta = extractMeta($, 'https://example.test/a/b');
    expect(meta).to.deep.include({
      title: 'Hello world',
      description: 'Some text',
      canonical: 'https://example.test/canon',
      viewport: 'width=device-width',
      lang: 'fr',
      charset: 'utf-8',
      openGraph: { 'og:image': 'https://example.test/og.png', 'og:title': 'OG' },
      twitter: { 'twitter:card': 'summary_large_image', 'twitter:image': 'https://example.test/a/tw.png' },
    });
    expect(extractMeta(parseHtml('<body><svg><title>icon</title></svg></body>'), 'https://example.test/').title).to.equal(null);
  });

  it('counts code scripts (not JSON-LD) and stylesheets (links and style blocks)', () => {
    const $ = parseHtml(`<script src="a.js"></script><script>1</script><script type="module">2</script><script type="application/ld+json">{}</script>
      <link rel="stylesheet" href="a.css"><link rel="preload stylesheet" href="b.css"><link rel="icon" href="i.png"><style>p{}</style>`);
    expect(countResources($)).to.deep.equal({ scripts: 3, externalScripts: 1, stylesheets: 3 });
  });

  it('extracts readable blocks: main content only, headings marked, chrome and hidden text left out', () => {
    const $ = parseHtml(`<body><header><nav><a href="/">Home</a></nav><h1>Site</h1></header>
      <main><article><header><h1>Title <em>here</em></h1></header><p>Hello <b>big</b> world.<br>Second line</p>
      <aside>Related</aside><ul><li>one</li><li>two</li></ul><script>var x</script><p hidden>secret</p><p style="display: none">gone</p>
      <div aria-hidden="true">icon</div><select><option>Choice</option></select></article></main><footer>foot</footer></body>`);
    expect(extractTextBlocks($)).to.deep.equal([
      { text: 'Title here', kind: 'heading' },
      { text: 'Hello big world. Second line', kind: 'text' },
      { text: 'one', kind: 'text' },
      { text: 'two', kind: 'text' },
    ]);
    const everything = extractTextBlocks($, { skipBoilerplate: false }).map((block) => block.text);
    expect(everything).to.deep.equal(['Home', 'Site', 'Title here', 'Hello big world. Second line', 'Related', 'one', 'two', 'foot']);
    // without <main>, the page-level header and footer are chrome but a section's header is content
    const noMain = parseHtml('<body><header>Logo</header><section><header><h2>Part</h2></header><p>Text.</p></section><footer>f</footer></body>');
    expect(extractTextBlocks(noMain).map((block) => block.text)).to.deep.equal(['Part', 'Text.']);
    const looseNav = parseHtml('<body><nav><a href="/">Menu words</a></nav><div role="navigation">More menu</div><p>Body.</p><aside>Ad</aside></body>');
    expect(extractTextBlocks(looseNav).map((block) => block.text)).to.deep.equal(['Body.']);
  });

  it('computes WCAG contrast ratios with their published values', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).to.equal(21);
    expect(contrastRatio('#777777', '#fff')).to.equal(4.48); // the well-known grey that just fails AA
    expect(contrastRatio('rgb(118, 118, 118)', 'white')).to.equal(null); // named colours are not computed values
    expect(contrastRatio('rgb(118, 118, 118)', 'rgb(255 255 255)')).to.equal(4.54); // #767676, the lightest AA grey
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(0, 0, 255)')).to.equal(8.59);
    // 50 % black over white is grey 127.5: L = ((0.5 + 0.055) / 1.055)^2.4 = 0.2140, (1.05) / (0.2640) = 3.98
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', 'rgb(255, 255, 255)')).to.equal(3.98);
    // a transparent background is read over white
    expect(contrastRatio('rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)')).to.equal(21);
    expect(contrastRatio('oklch(0.5 0.1 200)', 'rgb(255, 255, 255)')).to.equal(null);
    expect(parseCssColor('#0f08')).to.deep.equal({ r: 0, g: 255, b: 0, a: 136 / 255 });
    expect(isLargeText(24, 400)).to.equal(true);
    expect(isLargeText(19, 700)).to.equal(true);
    expect(isLargeText(19, 400)).to.equal(false);
  });

  it('builds nth-of-type paths and finds the landmark of an element', () => {
    const $ = parseHtml('<body><div id="app"><nav><a href="/a">a</a><a href="/b">b</a></nav></div><footer><p><a href="/c">c</a></p></footer></body>');
    const second = $('nav a').get(1);
    expect(cssPath($, second)).to.equal('#app > nav > a:nth-of-type(2)');
    expect($(cssPath($, second)).text()).to.equal('b');
    expect(landmarkOf($, second)).to.equal('nav');
    const footerLink = $('footer a').get(0);
    expect(cssPath($, footerLink)).to.equal('html > body > footer > p > a');
    expect(landmarkOf($, footerLink)).to.equal('footer');
  });
});
