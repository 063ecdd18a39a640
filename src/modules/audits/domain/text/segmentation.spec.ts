import { expect } from 'chai';
import { splitSentences, splitWords } from './segmentation.js';

describe('segmentation', () => {
  it('counts hyphenated compounds, contractions, elisions and decimals as one word', () => {
    expect(splitWords("It's a well-known fact: 3.5 people don't read e-mail.", 'en')).to.deep.equal(["It's", 'a', 'well-known', 'fact', '3.5', 'people', "don't", 'read', 'e-mail']);
    expect(splitWords("L'homme qu'il a vu aujourd'hui porte-monnaie", 'fr')).to.deep.equal(["L'homme", "qu'il", 'a', 'vu', "aujourd'hui", 'porte-monnaie']);
    expect(splitWords('Hola — ¿qué tal? 10 - 5', 'es')).to.deep.equal(['Hola', 'qué', 'tal', '10', '5']);
  });

  it('the fast path for spaced scripts finds the same words as ICU (Intl.Segmenter)', () => {
    const samples: [string, string][] = [
      ['en', "Mr. Smith bought cheapsite.com for 1,500.50 dollars, i.e. he paid a lot; didn't he? Well_known 2024!"],
      ['fr', "L'été dernier, aujourd'hui même, l’école « Jean » a reçu 3,5 millions d'euros."],
      ['es', '¿Qué pasó? ¡Añadió 12 niños y Sra. Núñez llegó!'],
      ['ar', 'مرحبا بالعالم، كيف حالك؟ ١٢٣ شكراً.'],
      ['hi', 'नमस्ते दुनिया, आप कैसे हैं?'],
    ];
    for (const [language, text] of samples) {
      const icu = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].filter((piece) => piece.isWordLike).map((piece) => piece.segment);
      expect(splitWords(text, language), language).to.deep.equal(icu);
    }
  });

  it('splits Chinese into words without spaces', () => {
    expect(splitWords('北京是中国的首都', 'zh')).to.deep.equal(['北京', '是', '中国', '的', '首都']);
  });

  it('does not end a sentence after a title abbreviation', () => {
    expect(splitSentences('Mr. Smith met Dr. Jones. They talked! Was it long?', 'en')).to.deep.equal(['Mr. Smith met Dr. Jones.', 'They talked!', 'Was it long?']);
    expect(splitSentences('M. Dupont arrive. Mme. Durand part.', 'fr')).to.deep.equal(['M. Dupont arrive.', 'Mme. Durand part.']);
    expect(splitSentences('¿Dónde está la Sra. García? Aquí.', 'es')).to.deep.equal(['¿Dónde está la Sra. García?', 'Aquí.']);
  });

  it('ends sentences on Arabic and CJK punctuation and drops punctuation-only pieces', () => {
    expect(splitSentences('مرحبا بالعالم. كيف حالك؟', 'ar')).to.have.length(2);
    expect(splitSentences('我爱你！你好。', 'zh')).to.have.length(2);
    expect(splitSentences('... !!!', 'en')).to.deep.equal([]);
  });
});
