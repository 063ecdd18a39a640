import { useIntl } from 'react-intl';
import { useReportArgs } from './dashboard-context';
import { useErrorsReportQuery } from './reports.api';
import { formatWhen } from './format';
import { reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { Code, Ltr, Muted, Stack, Table, TableWrap } from './ui';

/** JavaScript errors seen on the site: message, where, which browser, how often, last time. */
export function ErrorsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = useErrorsReportQuery(args, options);
  return (
    <ReportView state={state} testId="errors" hasData={(report) => report.errors.length > 0} empty={{ title: t(r.noErrors), install: false, testId: 'errors-empty' }}>
      {(report) => (
        <Stack>
          <Muted>{t(r.errorsTotal, { count: report.total })}</Muted>
          <TableWrap>
            <Table data-testid="errors-table">
              <caption>{t(r.errorsCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(r.colMessage)}</th>
                  <th scope="col">{t(r.colSource)}</th>
                  <th scope="col">{t(r.colBrowser)}</th>
                  <th scope="col" data-numeric>
                    {t(r.colCount)}
                  </th>
                  <th scope="col">{t(r.colLastSeen)}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((error) => (
                  <tr key={`${error.message}\n${error.source}\n${error.browser}`}>
                    <th scope="row">
                      <Code>{error.message}</Code>
                    </th>
                    <td>
                      <Ltr>{error.source}</Ltr>
                    </td>
                    <td>{error.browser}</td>
                    <td data-numeric>{intl.formatNumber(error.count)}</td>
                    <td>{formatWhen(intl, error.lastSeen)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </Stack>
      )}
    </ReportView>
  );
}
