import { expect } from 'chai';
import { ARGON2_PARAMETERS, Argon2PasswordHasher } from './argon2.password-hasher.js';
import { ZxcvbnCommonPasswordList } from './zxcvbn.common-password-list.js';

describe('identity security adapters', () => {
  it('argon2id: PHC string with m=19456, t=2, p=1; verifies the right password only; flags weaker hashes', async () => {
    const hasher = new Argon2PasswordHasher();
    const hash = await hasher.hash('correct horse battery');
    expect(hash).to.match(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMETERS).to.deep.equal({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hasher.hash('correct horse battery')).not.to.equal(hash);
    expect(await hasher.verify(hash, 'correct horse battery')).to.equal(true);
    expect(await hasher.verify(hash, 'correct horse batterY')).to.equal(false);
    expect(await hasher.verify('not a hash', 'x')).to.equal(false);
    expect(hasher.needsRehash(hash)).to.equal(false);
    expect(hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).to.equal(true);
    expect(hasher.needsRehash('$2b$10$bcrypt')).to.equal(true);
  });

  it('knows tens of thousands of common passwords, case-insensitively', () => {
    const list = new ZxcvbnCommonPasswordList();
    expect(list.size).to.be.above(40_000);
    for (const common of ['password', 'Password1', 'iloveyou', 'qwertyuiop', '12345678', 'sunshine']) expect(list.isCommon(common), common).to.equal(true);
    for (const rare of ['correct horse battery staple', 'Zx9#kq!vR2m@', 'мой пароль 2026']) expect(list.isCommon(rare), rare).to.equal(false);
  });
});
