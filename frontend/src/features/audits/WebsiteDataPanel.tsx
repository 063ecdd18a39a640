import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/ui/Button';
import { Card, CodeBlock, Facts, Muted, Row } from './audits.styles';
import { CopyButton } from './CopyButton';
import { ExternalLink } from './results-ui';
import { useLoadWebsiteDataQuery } from './website-data.api';
import { websiteDataMessages as d } from './website-data.messages';
import { websiteMessages as w } from './website.messages';
import { Expandable } from './WebsiteResults';

/** Lines of the saved sitemap shown before "Show more", as in the report. */
const PREVIEW_LINES = 12;

/**
 * The website analysis page's saved website data (audits README, "Website data"): the main website's URL,
 * how many URLs its last analysis detected and the sitemap it generated, and a button analysing it again.
 * The first website of the list is the main one.
 */
export function WebsiteDataPanel({ busy, onReanalyze }: { busy: boolean; onReanalyze: (url: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, isError, isSuccess } = useLoadWebsiteDataQuery();
  const main = data?.[0];
  const settings = `/${intl.locale}/settings#websites`;

  if (isError) {
    return (
      <Card aria-labelledby="website-data-saved" data-testid="website-data-panel" data-state="error">
        <h2 id="website-data-saved">{t(d.title)}</h2>
        <Muted role="alert">{t(d.loadError)}</Muted>
      </Card>
    );
  }
  if (!isSuccess) return null;
  if (!main) {
    return (
      <Card aria-labelledby="website-data-saved" data-testid="website-data-panel" data-state="empty">
        <h2 id="website-data-saved">{t(d.title)}</h2>
        <Muted data-testid="website-data-empty">{t(d.empty)}</Muted>
        <Row>
          <Link to={settings} data-testid="website-data-manage">
            {t(d.manage)}
          </Link>
        </Row>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="website-data-saved" data-testid="website-data-panel" data-state="saved">
      <Row style={{ justifyContent: 'space-between' }}>
        <h2 id="website-data-saved">{t(d.title)}</h2>
        <Button type="button" $variant="primary" $size="md" onClick={() => onReanalyze(main.url)} disabled={busy} aria-busy={busy} data-testid="website-data-reanalyze">
          {t(d.reanalyze)}
        </Button>
      </Row>
      <Muted>{t(d.body)}</Muted>
      <Facts>
        <dt>{t(d.name)}</dt>
        <dd>
          <bdi data-testid="website-data-name">{main.name}</bdi>
        </dd>
        <dt>{t(w.mainUrl)}</dt>
        <dd data-testid="website-data-url">
          <ExternalLink href={main.url} />
        </dd>
        <dt>{t(w.detectedCount)}</dt>
        <dd data-testid="website-data-count">{intl.formatNumber(main.analyzisUrls.length)}</dd>
      </Facts>
      <Row style={{ justifyContent: 'space-between' }}>
        <h3>{t(w.sitemapTitle)}</h3>
        {main.sitemapContent ? <CopyButton text={main.sitemapContent} name={t(w.sitemapName)} testId="website-data-copy-sitemap" /> : null}
      </Row>
      {main.sitemapContent ? (
        <Expandable lines={main.sitemapContent.split('\n')} limit={PREVIEW_LINES} render={(shown) => <CodeBlock data-testid="website-data-sitemap">{shown.join('\n')}</CodeBlock>} />
      ) : (
        <Muted data-testid="website-data-no-sitemap">{t(d.noSitemap)}</Muted>
      )}
      <Row>
        <Link to={settings}>{t(d.manage)}</Link>
      </Row>
    </Card>
  );
}
