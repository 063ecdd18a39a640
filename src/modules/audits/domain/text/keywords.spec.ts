import { expect } from 'chai';
import { extractKeywords, keywordDensityBand } from './keywords.js';
import { detectLanguage } from './language.js';

describe('keywords', () => {
  it('bands density: < 1 % too low, 1-3 % optimal, > 3 % too high', () => {
    expect(keywordDensityBand(0.99)).to.equal('too-low');
    expect(keywordDensityBand(1)).to.equal('optimal');
    expect(keywordDensityBand(3)).to.equal('optimal');
    expect(keywordDensityBand(3.01)).to.equal('too-high');
  });

  it('counts content words over all words, skips stop words, short words and single occurrences', () => {
    // 20 words: garden ×3 (15 %), tomato ×2 (10 %), the rest once or stop words.
    const words = 'The garden is big and the garden has a tomato bed near the garden gate with one tomato plant today'.split(' ');
    expect(words).to.have.length(20);
    expect(extractKeywords(words, 'en')).to.deep.equal([
      { word: 'garden', count: 3, density: 15, band: 'too-high' },
      { word: 'tomato', count: 2, density: 10, band: 'too-high' },
    ]);
  });

  it('folds French elisions and case, and uses French stop words', () => {
    const words = ["L'énergie", 'solaire', 'et', "l'énergie", 'éolienne', 'sont', 'des', 'énergies', 'propres', 'Énergie'];
    expect(extractKeywords(words, 'fr')).to.deep.equal([{ word: 'énergie', count: 3, density: 30, band: 'too-high' }]);
  });

  it('keeps ties in alphabetical order and stops at the limit', () => {
    const words = ['beta', 'alpha', 'gamma', 'beta', 'alpha', 'gamma', 'delta', 'delta'];
    expect(extractKeywords(words, 'en', 2).map((keyword) => keyword.word)).to.deep.equal(['alpha', 'beta']);
  });

  it('detects the language from lang, Content-Language, then function words', () => {
    expect(detectLanguage({ htmlLang: 'fr-CA', sample: 'the and of' })).to.equal('fr');
    expect(detectLanguage({ htmlLang: null, contentLanguage: 'es-ES, en', sample: '' })).to.equal('es');
    expect(detectLanguage({ sample: 'Le chat et la souris dans la maison avec les enfants' })).to.equal('fr');
    expect(detectLanguage({ sample: 'El perro y los gatos en la casa con las niñas' })).to.equal('es');
    expect(detectLanguage({ sample: '北京是中国的首都' })).to.equal('zh');
    expect(detectLanguage({ sample: 'مرحبا بالعالم' })).to.equal('ar');
    expect(detectLanguage({ sample: '' })).to.equal('en');
  });
});
