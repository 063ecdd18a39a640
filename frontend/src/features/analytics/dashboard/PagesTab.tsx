import { useIntl } from 'react-intl';
import { useReportArgs } from './dashboard-context';
import { usePagesReportQuery } from './reports.api';
import { formatDuration } from './format';
import { reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { Ltr, Table, TableWrap } from './ui';

/** Top pages: path, views, average time, entries and exits. */
export function PagesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = usePagesReportQuery(args, options);
  return (
    <ReportView state={state} testId="pages" hasData={(report) => report.pages.length > 0}>
      {(report) => (
        <TableWrap>
          <Table data-testid="pages-table">
            <caption>{t(r.pagesCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(r.colPath)}</th>
                <th scope="col" data-numeric>
                  {t(r.colViews)}
                </th>
                <th scope="col" data-numeric>
                  {t(r.colAvgTime)}
                </th>
                <th scope="col" data-numeric>
                  {t(r.colEntries)}
                </th>
                <th scope="col" data-numeric>
                  {t(r.colExits)}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.pages.map((page) => (
                <tr key={page.path} data-path={page.path}>
                  <th scope="row">
                    <Ltr>{page.path}</Ltr>
                  </th>
                  <td data-numeric>{intl.formatNumber(page.views)}</td>
                  <td data-numeric>{formatDuration(intl, page.avgTimeSeconds)}</td>
                  <td data-numeric>{intl.formatNumber(page.entries)}</td>
                  <td data-numeric>{intl.formatNumber(page.exits)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </ReportView>
  );
}
