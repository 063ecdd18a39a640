import { expect } from 'chai';
import { ELEMENT_GROUPS, elementGroupAt, isElementGroup, toElementGroup } from './element-groups.js';

describe('analytics: element-type groups (docs/product.md §5.9)', () => {
  it('lists the 23 groups once each, ending with other', () => {
    expect(ELEMENT_GROUPS).to.have.length(23);
    expect(new Set(ELEMENT_GROUPS).size).to.equal(ELEMENT_GROUPS.length);
    for (const g of ['button', 'link', 'input', 'email', 'password', 'search', 'checkbox', 'radio', 'textarea', 'image', 'navigation', 'icon', 'list', 'card', 'tab', 'control', 'chip', 'dialog', 'heading', 'form', 'table', 'pagination']) {
      expect(ELEMENT_GROUPS, g).to.include(g);
    }
    expect(ELEMENT_GROUPS[ELEMENT_GROUPS.length - 1]).to.equal('other');
  });

  it('keeps the wire order stable (indexes may be sent instead of ids)', () => {
    expect(elementGroupAt(0)).to.equal('button');
    expect(elementGroupAt(1)).to.equal('link');
    expect(elementGroupAt(21)).to.equal('pagination');
    expect(elementGroupAt(99)).to.equal('other');
    expect(elementGroupAt(-1)).to.equal('other');
    expect(elementGroupAt(1.5)).to.equal('other');
  });

  it('files unknown values under other instead of dropping them', () => {
    expect(isElementGroup('button')).to.equal(true);
    expect(isElementGroup('Button')).to.equal(false);
    expect(isElementGroup(3)).to.equal(false);
    expect(toElementGroup('tab')).to.equal('tab');
    expect(toElementGroup('marquee')).to.equal('other');
    expect(toElementGroup(undefined)).to.equal('other');
    expect(toElementGroup('__proto__')).to.equal('other');
  });
});
