import { useIntl } from 'react-intl';
import { Facts, Muted } from '../analytics.styles';
import { Dialog } from '../manage/Dialog';
import type { InteractionItem } from './dashboard-types';
import { formatPercent, shareOf } from './format';
import { ELEMENT_GROUP_LABELS } from './labels.messages';
import { reportMessages as r } from './reports.messages';
import { Code, Ltr } from './ui';

/**
 * Everything known about one clicked element: text, type, selector, page, clicks and their share,
 * rage and dead clicks with what they mean (the shared modal dialog: Escape closes it, focus returns
 * to the button that opened it).
 */
export function InteractionDialog({ item, totalClicks, onClose }: { item: InteractionItem | null; totalClicks: number; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  return (
    <Dialog open={item !== null} onClose={onClose} title={t(r.dialogTitle)} testId="interaction-dialog">
      {item ? (
        <>
          <Facts>
            <dt>{t(r.factText)}</dt>
            <dd data-fact="text">{item.text || t(r.noText)}</dd>
            <dt>{t(r.colGroup)}</dt>
            <dd data-fact="group">{t(ELEMENT_GROUP_LABELS[item.group])}</dd>
            <dt>{t(r.factSelector)}</dt>
            <dd data-fact="selector">
              <Code>{item.selector}</Code>
            </dd>
            <dt>{t(r.factPage)}</dt>
            <dd data-fact="path">
              <Ltr>{item.path}</Ltr>
            </dd>
            <dt>{t(r.colClicks)}</dt>
            <dd data-fact="clicks">{n(item.clicks)}</dd>
            <dt>{t(r.factShare)}</dt>
            <dd data-fact="share">{formatPercent(intl, shareOf(item.clicks, totalClicks))}</dd>
            <dt>{t(r.rageClicks)}</dt>
            <dd data-fact="rage">
              {n(item.rageClicks)} · {t(r.factRageShare)}: {formatPercent(intl, shareOf(item.rageClicks, item.clicks))}
            </dd>
            <dt>{t(r.deadClicks)}</dt>
            <dd data-fact="dead">
              {n(item.deadClicks)} · {t(r.factDeadShare)}: {formatPercent(intl, shareOf(item.deadClicks, item.clicks))}
            </dd>
          </Facts>
          <Muted>{t(r.rageExplain)}</Muted>
          <Muted>{t(r.deadExplain)}</Muted>
        </>
      ) : null}
    </Dialog>
  );
}
