import { dictionary } from '@zxcvbn-ts/language-common';
import { injectable } from 'inversify';
import type { CommonPasswordList } from '../../application/ports/security.ports.js';

/**
 * The password dictionary of @zxcvbn-ts/language-common (about 49,000 entries, ranked by frequency
 * in leaked-password corpora, maintained with zxcvbn-ts). Kept whole: every entry long enough to be
 * accepted otherwise (8+ characters, some 18,000) is one an attacker tries early. Compared
 * case-insensitively, since "Password1" is tried as surely as "password1".
 */
@injectable()
export class ZxcvbnCommonPasswordList implements CommonPasswordList {
  private static set?: ReadonlySet<string>;

  private get entries(): ReadonlySet<string> {
    return (ZxcvbnCommonPasswordList.set ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));
  }

  get size(): number {
    return this.entries.size;
  }

  isCommon(password: string): boolean {
    return this.entries.has(password.toLowerCase());
  }
}
