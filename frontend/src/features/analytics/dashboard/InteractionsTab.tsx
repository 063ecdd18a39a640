import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { useReportArgs } from './dashboard-context';
import type { ElementGroup, InteractionItem, InteractionsReport } from './dashboard-types';
import { useInteractionsReportInfiniteQuery } from './reports.api';
import { InteractionDialog } from './InteractionDialog';
import { ELEMENT_GROUP_LABELS, ELEMENT_GROUP_ORDER } from './labels.messages';
import { reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { LabelledSelect, Ltr, Muted, Pill, Segmented, Stack, Table, TableWrap, Toolbar, VisuallyHidden } from './ui';

type View = 'cards' | 'table';

const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemCard = styled.li`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding-block: 0.9rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h4 {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Big = styled.span`
  font-size: 1.375rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const LinkButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

function FrustrationBadges({ item }: { item: InteractionItem }) {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <Badges>
      <Pill $color={theme.color.textMuted}>{intl.formatMessage(ELEMENT_GROUP_LABELS[item.group])}</Pill>
      {item.rageClicks > 0 ? (
        <Pill $color={theme.color.danger} data-badge="rage">
          {intl.formatMessage(r.rageClicks)}: {intl.formatNumber(item.rageClicks)}
        </Pill>
      ) : null}
      {item.deadClicks > 0 ? (
        <Pill $color={theme.color.warning} data-badge="dead">
          {intl.formatMessage(r.deadClicks)}: {intl.formatNumber(item.deadClicks)}
        </Pill>
      ) : null}
    </Badges>
  );
}

function Cards({ items, onOpen }: { items: readonly InteractionItem[]; onOpen: (item: InteractionItem) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <CardList data-testid="interactions-cards">
      {items.map((item) => {
        const name = item.text || t(r.noText);
        return (
          <ItemCard key={item.key} data-testid="interaction-item" data-key={item.key}>
            <h4>{name}</h4>
            <Big>{t(r.clicks, { count: item.clicks })}</Big>
            <Muted>
              <Ltr>{item.path}</Ltr>
            </Muted>
            <FrustrationBadges item={item} />
            <LinkButton type="button" onClick={() => onOpen(item)} aria-label={t(r.detailsOf, { element: name })} data-testid="interaction-details">
              {t(r.details)}
            </LinkButton>
          </ItemCard>
        );
      })}
    </CardList>
  );
}

function Rows({ items, onOpen }: { items: readonly InteractionItem[]; onOpen: (item: InteractionItem) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <TableWrap>
      <Table data-testid="interactions-table">
        <thead>
          <tr>
            <th scope="col">{t(r.colElement)}</th>
            <th scope="col">{t(r.colGroup)}</th>
            <th scope="col">{t(r.colPath)}</th>
            <th scope="col" data-numeric>
              {t(r.colClicks)}
            </th>
            <th scope="col" data-numeric>
              {t(r.rageClicks)}
            </th>
            <th scope="col" data-numeric>
              {t(r.deadClicks)}
            </th>
            <th scope="col">
              <VisuallyHidden>{t(r.details)}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const name = item.text || t(r.noText);
            return (
              <tr key={item.key} data-testid="interaction-item" data-key={item.key}>
                <th scope="row">{name}</th>
                <td>{t(ELEMENT_GROUP_LABELS[item.group])}</td>
                <td>
                  <Ltr>{item.path}</Ltr>
                </td>
                <td data-numeric>{intl.formatNumber(item.clicks)}</td>
                <td data-numeric>{intl.formatNumber(item.rageClicks)}</td>
                <td data-numeric>{intl.formatNumber(item.deadClicks)}</td>
                <td>
                  <LinkButton type="button" onClick={() => onOpen(item)} aria-label={t(r.detailsOf, { element: name })} data-testid="interaction-details">
                    {t(r.details)}
                  </LinkButton>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/** The list of clicked elements (docs/product.md §12.17): cards or table, group by element type, by clicks, load more, details. */
export function InteractionsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const [view, setView] = useState<View>('cards');
  const [group, setGroup] = useState<ElementGroup | 'all'>('all');
  const [open, setOpen] = useState<InteractionItem | null>(null);
  const query = useInteractionsReportInfiniteQuery({ ...args, group: group === 'all' ? null : group }, options);
  const pages = query.data?.pages;
  const first: InteractionsReport | undefined = pages?.[0];
  const state = { data: first, error: query.error, isLoading: query.isLoading, isFetching: query.isFetching, refetch: query.refetch };

  const items = (pages ?? []).flatMap((page) => page.items);
  // One element can move between pages when counts change under a live refresh: show it once.
  const unique = [...new Map(items.map((item) => [item.key, item])).values()];
  const clicksOf = new Map((first?.groups ?? []).map((g) => [g.group, g.clicks]));
  const allClicks = (first?.groups ?? []).reduce((sum, g) => sum + g.clicks, 0);
  const groupOptions = [
    { value: 'all' as const, label: t(r.groupAll) },
    ...ELEMENT_GROUP_ORDER.filter((g) => (clicksOf.get(g) ?? 0) > 0 || g === group).map((g) => ({
      value: g,
      label: t(r.groupOption, { group: t(ELEMENT_GROUP_LABELS[g]), clicks: clicksOf.get(g) ?? 0 }),
    })),
  ];

  return (
    <Stack>
      <Toolbar>
        <Segmented legend={t(r.viewLabel)} options={[{ key: 'cards', label: t(r.viewCards) }, { key: 'table', label: t(r.viewTable) }] as const} value={view} onChange={setView} testId="interactions-view" />
        <LabelledSelect label={t(r.groupLabel)} value={group} options={groupOptions} onChange={setGroup} testId="interactions-group" />
      </Toolbar>
      <ReportView
        state={state}
        testId="interactions"
        hasData={(report) => report.total > 0 || unique.length > 0}
        empty={{ title: t(r.noInteractions), testId: 'interactions-empty' }}
      >
        {(report) => (
          <Stack>
            <Muted data-testid="interactions-shown">
              {t(r.sortedBy)} {t(r.shown, { shown: unique.length, total: report.total })}
            </Muted>
            {view === 'cards' ? <Cards items={unique} onOpen={setOpen} /> : <Rows items={unique} onOpen={setOpen} />}
            {query.hasNextPage ? (
              <Button
                type="button"
                $variant="secondary"
                $size="md"
                style={{ justifySelf: 'center' }}
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
                data-testid="interactions-more"
              >
                {t(r.loadMore)}
              </Button>
            ) : null}
          </Stack>
        )}
      </ReportView>
      <InteractionDialog item={open} totalClicks={allClicks} onClose={() => setOpen(null)} />
    </Stack>
  );
}
