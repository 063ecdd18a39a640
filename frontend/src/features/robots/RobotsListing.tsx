import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { RobotsGroupView } from '../../../../src/modules/devtools/contract';
import { robotsMessages as m } from './robots.messages';
import { FileView, isolate, Muted } from './robots.styles';

interface ListingLine {
  key: string;
  line: number | null;
  directive: string;
  value: string;
  gap: boolean;
}

const DIRECTIVE = { allow: 'Allow', disallow: 'Disallow' } as const;

/**
 * The tested file as the server read it (module README, "Robots rules"): each group's User-agent lines, its
 * rules with their line numbers, its Crawl-delay; then the Sitemap lines. The server sends this listing,
 * not the text, so a fetched file is shown the same way as a pasted one.
 */
function linesOf(groups: RobotsGroupView[], sitemaps: string[]): ListingLine[] {
  const lines: ListingLine[] = [];
  groups.forEach((group, g) => {
    group.userAgents.forEach((agent, i) =>
      lines.push({ key: `g${g}-ua${i}`, line: i === 0 ? group.line : null, directive: 'User-agent', value: agent, gap: g > 0 && i === 0 }),
    );
    group.rules.forEach((rule, r) => lines.push({ key: `g${g}-r${r}`, line: rule.line, directive: DIRECTIVE[rule.type], value: rule.pattern, gap: false }));
    if (group.crawlDelay !== null) lines.push({ key: `g${g}-cd`, line: null, directive: 'Crawl-delay', value: String(group.crawlDelay), gap: false });
  });
  sitemaps.forEach((url, i) => lines.push({ key: `s${i}`, line: null, directive: 'Sitemap', value: url, gap: i === 0 && lines.length > 0 }));
  return lines;
}

export function RobotsListing({ groups, sitemaps, highlight }: { groups: RobotsGroupView[]; sitemaps: string[]; highlight: { line: number; path: string } | null }) {
  const t = useIntl().formatMessage;
  const frame = useRef<HTMLDivElement>(null);
  const lines = linesOf(groups, sitemaps);

  useEffect(() => {
    if (!highlight) return;
    const row = frame.current?.querySelector<HTMLElement>('[data-highlighted="true"]');
    const box = frame.current;
    // Scrolls the file's own box only, never the page.
    if (row && box) box.scrollTop = Math.max(0, row.offsetTop - box.clientHeight / 3);
  }, [highlight]);

  if (groups.length === 0 && sitemaps.length === 0) return <Muted data-testid="robots-listing-empty">{t(m.listingEmpty)}</Muted>;
  return (
    <FileView ref={frame} dir="ltr" tabIndex={0} role="region" aria-label={t(m.listingLabel)} data-testid="robots-listing">
      <ol>
        {lines.map((line) => {
          const highlighted = highlight !== null && line.line === highlight.line && line.directive !== 'User-agent';
          return (
            <li key={line.key} data-line={line.line ?? undefined} data-highlighted={highlighted} data-gap={line.gap} aria-current={highlighted ? 'true' : undefined}>
              <span>{line.line ?? ''}</span>
              <span>
                <span className="directive">{line.directive}:</span> {line.value}
                {highlighted ? (
                  <span className="mark" dir="auto" data-testid="robots-listing-mark">
                    {t(m.decidingFor, { path: isolate(highlight.path) })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </FileView>
  );
}
