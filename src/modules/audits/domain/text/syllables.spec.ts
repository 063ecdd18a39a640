import { expect } from 'chai';
import { countSyllables } from './syllables.js';

function expectCounts(language: string, table: Record<string, number>): void {
  const actual = Object.fromEntries(Object.keys(table).map((word) => [word, countSyllables(word, language)]));
  expect(actual).to.deep.equal(table);
}

describe('syllables', () => {
  it('English through the syllable package, at least one per word, figures as one', () => {
    expectCounts('en', { the: 1, australian: 4, platypus: 3, reptilian: 4, creature: 2, readability: 5, '2024': 1, 'well-known': 2 });
  });

  it('Spanish: diphthongs share a syllable, strong vowels and accented weak vowels split', () => {
    expectCounts('es', {
      aéreo: 4, // a-é-re-o
      río: 2,
      país: 2,
      oía: 3,
      ciudad: 2,
      buey: 1,
      muy: 1,
      hoy: 1,
      y: 1,
      poeta: 3,
      guion: 1,
      huerta: 2,
      prohibir: 3,
      que: 1,
      lingüística: 4,
      murciélago: 4,
      leer: 2,
      españa: 3,
    });
  });

  it('French: silent final e, qu/gu digraphs, elision and hiatus marks', () => {
    expectCounts('fr', {
      table: 1,
      elles: 1,
      personnes: 2,
      numérique: 3,
      que: 1,
      quoi: 1,
      guerre: 1,
      "qu'il": 1,
      "l'homme": 1,
      "aujourd'hui": 3,
      poésie: 3,
      aéroport: 4,
      société: 3,
      créée: 2,
      aimée: 2,
      naïf: 2,
      noël: 2,
      oiseau: 2,
      chocolat: 3,
    });
  });

  it('other scripts: one per Han character, vowel groups elsewhere, never zero', () => {
    expect(countSyllables('中国', 'zh')).to.equal(2);
    expect(countSyllables('مرحبا', 'ar')).to.equal(1);
    expect(countSyllables('banane', 'de')).to.equal(3);
  });
});
