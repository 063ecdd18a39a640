import { expect } from 'chai';
import { analyseReadability, countText, fleschKincaidGrade, gradeFromEase, rawReadingEase, readabilityBand } from './readability.js';

describe('readability', () => {
  it('matches the published Flesch example: "The Australian platypus…" scores 24.4, grade 13.1', () => {
    // The example of the Flesch–Kincaid literature: 13 words, 26 syllables, one sentence.
    const result = analyseReadability(['The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.'], 'en');
    expect(result).to.deep.equal({ score: 24.4, band: 'very-difficult', formula: 'flesch', grade: 13.1, words: 13, sentences: 1, syllables: 26, language: 'en' });
  });

  it('"The cat sat on the mat." is 116 on the raw scale (the published figure) and shown clamped to 100', () => {
    const counts = { words: 6, sentences: 1, syllables: 6 };
    expect(rawReadingEase('flesch', counts)).to.be.closeTo(116.145, 1e-9);
    expect(fleschKincaidGrade(counts)).to.be.closeTo(-1.45, 1e-9);
    const result = analyseReadability(['The cat sat on the mat.'], 'en');
    expect(result).to.include({ score: 100, band: 'very-easy', grade: 0, words: 6, sentences: 1, syllables: 6 });
  });

  it('French uses Kandel & Moles on hand-counted syllables: 30 words, 3 sentences, 57 syllables → 57.0', () => {
    // Syllables as spoken: Les 1, chercheurs 2, étudient 3, la 1, transformation 4, numérique 3, de 1, notre 1,
    // société 3 | Cette 1, révolution 4, change 1, profondément 4, les 1, habitudes 3, professionnelles 4 |
    // Nous 1, parlons 2, souvent 2, de 1, ce 1, sujet 2, avec 2, nos 1, amis 2, car 1, il 1, touche 1, chaque 1, famille 2.
    // 207 − 1.015 × 30/3 − 73.6 × 57/30 = 57.01
    const text = [
      'Les chercheurs étudient la transformation numérique de notre société. Cette révolution change profondément les habitudes professionnelles.',
      'Nous parlons souvent de ce sujet avec nos amis, car il touche chaque famille.',
    ];
    const result = analyseReadability(text, 'fr');
    expect(result).to.deep.equal({ score: 57, band: 'fairly-difficult', formula: 'kandel-moles', grade: 9.9, words: 30, sentences: 3, syllables: 57, language: 'fr' });
  });

  it('Spanish uses Fernández Huerta on hand-counted syllables: 34 words, 3 sentences, 81 syllables → 52.3', () => {
    // La 1, ad-mi-nis-tra-ción 5, pú-bli-ca 3, ne-ce-si-ta 4, pro-ce-di-mien-tos 5, trans-pa-ren-tes 4, y 1, e-fi-cien-tes 4,
    // pa-ra 2, ga-ran-ti-zar 4, la 1, con-fian-za 3, de 1, los 1, ciu-da-da-nos 4 | El 1, go-bier-no 3, pu-bli-ca 3, ca-da 2,
    // a-ño 2, un 1, in-for-me 3, so-bre 2, sus 1, cuen-tas 2 | Los 1, ve-ci-nos 3, pue-den 2, le-er-lo 3, en 1, la 1,
    // bi-blio-te-ca 4, del 1, ba-rrio 2. 206.84 − 60 × 81/34 − 1.02 × 34/3 = 52.34
    const text = [
      'La administración pública necesita procedimientos transparentes y eficientes para garantizar la confianza de los ciudadanos.',
      'El gobierno publica cada año un informe sobre sus cuentas. Los vecinos pueden leerlo en la biblioteca del barrio.',
    ];
    const result = analyseReadability(text, 'es');
    expect(result).to.deep.equal({ score: 52.3, band: 'fairly-difficult', formula: 'fernandez-huerta', grade: 11.3, words: 34, sentences: 3, syllables: 81, language: 'es' });
  });

  it('maps scores to the seven readability bands at their limits', () => {
    const cases: [number, string][] = [
      [100, 'very-easy'],
      [90, 'very-easy'],
      [89.9, 'easy'],
      [80, 'easy'],
      [79.9, 'fairly-easy'],
      [70, 'fairly-easy'],
      [69.9, 'standard'],
      [60, 'standard'],
      [59.9, 'fairly-difficult'],
      [50, 'fairly-difficult'],
      [49.9, 'difficult'],
      [30, 'difficult'],
      [29.9, 'very-difficult'],
      [0, 'very-difficult'],
    ];
    for (const [score, band] of cases) expect(readabilityBand(score), String(score)).to.equal(band);
  });

  it('reads school grades for fr/es off Flesch\'s table', () => {
    expect(gradeFromEase(100)).to.equal(4);
    expect(gradeFromEase(90)).to.equal(5);
    expect(gradeFromEase(65)).to.equal(8);
    expect(gradeFromEase(50)).to.equal(12);
    expect(gradeFromEase(0)).to.equal(18);
  });

  it('gives 0 without text, and never crashes on Arabic or Chinese (Flesch as an approximation)', () => {
    expect(analyseReadability([], 'en')).to.include({ score: 0, words: 0, sentences: 0 });
    const chinese = analyseReadability(['北京是中国的首都。我爱你！'], 'zh');
    expect(chinese).to.include({ formula: 'flesch', sentences: 2, language: 'zh' });
    expect(chinese.words).to.equal(6);
    const arabic = analyseReadability(['مرحبا بالعالم. كيف حالك؟'], 'ar');
    expect(arabic).to.include({ words: 4, sentences: 2, language: 'ar' });
  });

  it('a block boundary ends a sentence even without punctuation', () => {
    expect(countText(['A heading without a stop', 'Then a sentence.'], 'en').sentences).to.equal(2);
  });
});
