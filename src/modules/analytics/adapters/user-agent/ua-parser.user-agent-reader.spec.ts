import { expect } from 'chai';
import { UaParserUserAgentReader } from './ua-parser.user-agent-reader.js';

describe('analytics: user agent reader (isbot + ua-parser-js)', () => {
  const reader = new UaParserUserAgentReader();

  it('reads browser, OS and device type, desktop when the parser reports none', () => {
    expect(reader.read('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).to.deep.equal({ browser: 'Chrome', os: 'Linux', device: 'desktop' });
    expect(reader.read('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).to.deep.equal({ browser: 'Mobile Safari', os: 'iOS', device: 'mobile' });
    expect(reader.read('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1').device).to.equal('tablet');
    expect(reader.read('something odd')).to.deep.equal({ browser: null, os: null, device: 'desktop' });
  });

  it('calls crawlers, headless browsers, HTTP libraries and a missing user agent bots, and browsers not', () => {
    expect(reader.isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).to.equal(true);
    expect(reader.isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36')).to.equal(true);
    expect(reader.isBot('curl/8.5.0')).to.equal(true);
    expect(reader.isBot('')).to.equal(true);
    expect(reader.isBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).to.equal(false);
  });
});
