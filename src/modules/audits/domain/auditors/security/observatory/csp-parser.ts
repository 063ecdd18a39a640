/**
 * Content-Security-Policy parsing with the HTTP Observatory's semantics (algorithm v4, package 1.4.x),
 * so a policy earns the same verdict here as on observatory.mozilla.org. Deliberately strict where the
 * Observatory is: a repeated directive (other than report-uri/report-to) invalidates the whole policy.
 *
 * Several policies (several headers, or header plus <meta>) intersect: a source only survives when
 * every policy that names the directive allows it; a directive that only a later policy names ends up
 * as 'none' (the Observatory's reading, kept for parity).
 */

export type CspMap = Map<string, Set<string>>;

/** Key under which allowed-but-duplicated directives are reported (never a real directive name). */
export const DUPLICATE_DIRECTIVES_KEY = '_observatory_duplicate_key_warnings';

/** Shortest acceptable policy text: one character less than "img-src". */
const SHORTEST_POLICY_LENGTH = 'img-src'.length - 1;
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);
/** Directives a <meta http-equiv> policy may not carry (HTML standard). */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The Observatory sorts sources with an English collator; ties and pruning depend on that order. */
const collate = new Intl.Collator('en').compare;

export class CspParseError extends Error {}

interface SourceEntry {
  source: string;
  policy: number;
  keep: boolean;
}

/**
 * Parses one or more policies into directive → sources. Throws CspParseError for a policy that is
 * empty or too short, or that repeats a directive; callers turn that into `csp-header-invalid`.
 */
export function parseCsp(policies: readonly string[]): CspMap {
  const cleaned = policies.map((policy) => policy.replace(/[\r\n]/g, '').trim());
  if (cleaned.length === 0) return new Map();
  for (const policy of cleaned) {
    if (!policy || policy.length < SHORTEST_POLICY_LENGTH) throw new CspParseError(`Invalid policy: ${policy}`);
  }

  const directives = new Map<string, SourceEntry[]>();
  const duplicates = new Set<string>();

  cleaned.forEach((policy, policyIndex) => {
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [rawName, ...rawSources] = entry.trim().split(/\s+/);
      if (!rawName) continue;
      const directive = rawName.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATES.has(directive)) throw new CspParseError(`Duplicate directive ${directive} in policy ${policyIndex}`);
        duplicates.add(directive);
      } else {
        seen.add(directive);
      }

      const first = policyIndex === 0;
      const values: SourceEntry[] = rawSources.map((raw) => ({ source: raw.trim().toLocaleLowerCase(), policy: policyIndex, keep: first }));
      // An empty source list means 'none' for fetch directives.
      if (values.length === 0 && directive.endsWith('-src')) values.push({ source: "'none'", policy: policyIndex, keep: first });

      const combined = first ? [...values] : [...(directives.get(directive) ?? []), ...values];
      combined.sort((a, b) => collate(a.source, b.source));
      for (let index = 1; index < combined.length; index++) {
        const current = combined[index]!;
        const previous = combined[index - 1]!;
        // Within one policy a longer source starting like a shorter one adds nothing (https://a.com/x after https://a.com).
        if (current.policy === previous.policy && current.source.startsWith(previous.source)) current.keep = false;
        // Across policies a source counts only when the other policy allows it too.
        if (current.policy !== previous.policy && pathPartMatch(previous.source, current.source)) current.keep = true;
      }
      directives.set(
        directive,
        combined.filter((source) => source.keep),
      );
      // With several policies, the first policy's sources must be confirmed again by the later ones.
      if (first && policies.length > 1) for (const source of directives.get(directive) ?? []) source.keep = false;
    }
  });

  const result: CspMap = new Map();
  for (const [directive, sources] of directives) {
    result.set(directive, sources.length > 0 ? new Set(sources.map((source) => source.source)) : new Set(["'none'"]));
  }
  if (duplicates.size > 0) result.set(DUPLICATE_DIRECTIVES_KEY, duplicates);
  return result;
}

/** Policies delivered by <meta http-equiv>: the header-only directives are dropped, as browsers do. */
export function parseCspMeta(policies: readonly string[]): CspMap {
  const parsed = parseCsp(policies);
  for (const directive of HEADER_ONLY_DIRECTIVES) parsed.delete(directive);
  return parsed;
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exact = !pathA.endsWith('/');
  const partsA = pathA.split('/');
  const partsB = pathB.split('/');
  if (partsA.length > partsB.length) return false;
  if (exact && partsA.length !== partsB.length) return false;
  if (!exact) partsA.pop();
  // decodeURIComponent throws on a malformed escape: the Observatory then calls the policy invalid.
  return partsA.every((piece, index) => decodeURIComponent(piece) === decodeURIComponent(partsB[index]!));
}
