import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { StudioComponent } from '../../../../src/modules/studio/contract';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { useGetComponentsQuery } from '../studio';
import { copyText } from './clipboard';
import { CodeBlock } from './CodeBlock';
import { reasonOf } from './failure';
import { NoticeProvider, useNotify } from './Notices';
import type { CodeLanguage } from './ReadOnlyCode';
import { combinedCode, editorPath, typeLabel } from './snippet-list';
import { snippetsMessages as m } from './snippets.messages';
import { CodeCard, CodeHeader, ErrorBox, Facts, Muted, PageFrame, PageHeader, Row, SmallButton, StateCard, TypePill } from './snippets.styles';

/** Language names are the same in every language of the page. */
const PARTS: readonly { key: CodeLanguage; name: string }[] = [
  { key: 'html', name: 'HTML' },
  { key: 'css', name: 'CSS' },
  { key: 'js', name: 'JavaScript' },
];

const lineCount = (code: string) => (code ? code.replace(/\n$/, '').split('\n').length : 0);

function TemplateView({ component }: { component: StudioComponent }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = intl.locale;
  const notify = useNotify();
  const idBase = useId();
  const { html, css, js } = component.templateData;
  const code: Record<CodeLanguage, string> = { html, css, js };
  // The first part with code; a CSS snippet opens on its CSS.
  const [selected, setSelected] = useState<CodeLanguage>(() => (component.componentType === 'css' && css.trim() ? 'css' : (PARTS.find((p) => code[p.key].trim())?.key ?? 'html')));
  const part = PARTS.find((p) => p.key === selected)!;
  const playground = component.componentType === 'css';

  const copy = async (text: string, done: string) => {
    const ok = await copyText(text);
    notify(ok ? 'success' : 'danger', ok ? done : t(m.noticeCopyFailed));
  };
  const date = (iso: string) => <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short' })}</time>;

  return (
    <>
      <PageHeader>
        <div>
          <Link to={`/${lang}/snippets`} data-testid="snippet-view-back">
            {t(m.back)}
          </Link>
          <h1 data-testid="snippet-view-name">
            <bdi>{component.templateName}</bdi>
          </h1>
        </div>
        <Row>
          <Button type="button" $variant="secondary" $size="md" onClick={() => void copy(combinedCode(component.templateData), t(m.noticeCopied))} data-testid="snippet-view-copy-all">
            {t(m.copyAll)}
          </Button>
          <ButtonLink to={editorPath(lang, component)} $variant="primary" $size="md" data-testid="snippet-view-open">
            {t(playground ? m.openPlayground : m.openStudio)}
          </ButtonLink>
        </Row>
      </PageHeader>

      <Facts aria-label={t(m.detailsLabel)} data-testid="snippet-view-details">
        <dt>{t(m.typeTerm)}</dt>
        <dd>
          <TypePill data-testid="snippet-view-type">{t(typeLabel(component.componentType))}</TypePill>
        </dd>
        <dt>{t(m.createdTerm)}</dt>
        <dd data-testid="snippet-view-created">{date(component.createdAt)}</dd>
        <dt>{t(m.updatedTerm)}</dt>
        <dd data-testid="snippet-view-updated">{date(component.updatedAt)}</dd>
      </Facts>

      <CodeCard>
        <TabList
          idBase={idBase}
          label={t(m.codeTabs)}
          tabs={PARTS.map(({ key, name }) => ({
            key,
            label: <span dir="ltr">{name}</span>,
          }))}
          selected={selected}
          onSelect={setSelected}
          testId="snippet-view-tabs"
        />
        <TabPanel role="tabpanel" id={panelId(idBase, selected)} aria-labelledby={tabId(idBase, selected)} data-testid={`snippet-view-panel-${selected}`}>
          <CodeHeader>
            <Muted>{t(m.lines, { count: lineCount(code[selected]) })}</Muted>
            <SmallButton type="button" disabled={!code[selected]} onClick={() => void copy(code[selected], t(m.noticePartCopied, { language: part.name }))} data-testid="snippet-view-copy-part">
              {t(m.copyPart, { language: part.name })}
            </SmallButton>
          </CodeHeader>
          {code[selected] ? (
            <CodeBlock
              key={selected}
              code={code[selected]}
              language={selected}
              label={t(m.codeLabel, {
                language: part.name,
                name: component.templateName,
              })}
              testId="snippet-view-code"
            />
          ) : (
            <Muted data-testid="snippet-view-empty-part">{t(m.emptyPart, { language: part.name })}</Muted>
          )}
        </TabPanel>
      </CodeCard>
    </>
  );
}

function ViewBody({ id }: { id: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, isLoading, isError, error, isFetching, refetch } = useGetComponentsQuery();
  const component = data?.find((c) => c.id === id);
  useDocumentTitle(component ? t(m.viewDocumentTitle, { name: component.templateName }) : t(m.documentTitle));

  if (isLoading) {
    return (
      <StateCard role="status" aria-busy="true" data-testid="snippet-view-loading">
        <Muted>{t(m.loading)}</Muted>
      </StateCard>
    );
  }
  if (isError || !data) {
    const reason = reasonOf(error);
    return (
      <StateCard data-testid="snippets-error">
        <ErrorBox role="alert">
          <p data-testid="snippets-error-message">{t(m.loadFailed)}</p>
          <p>{t(reason.message, reason.values)}</p>
        </ErrorBox>
        <Button type="button" $variant="secondary" $size="md" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching} data-testid="snippets-retry">
          {t(m.retry)}
        </Button>
      </StateCard>
    );
  }
  if (!component) {
    return (
      <StateCard data-testid="snippet-view-not-found">
        <h1>{t(m.notFoundTitle)}</h1>
        <Muted>{t(m.notFoundBody)}</Muted>
        <ButtonLink to={`/${intl.locale}/snippets`} $variant="primary" $size="md" data-testid="snippet-view-not-found-back">
          {t(m.back)}
        </ButtonLink>
      </StateCard>
    );
  }
  return <TemplateView key={component.id} component={component} />;
}

/**
 * `/{lang}/snippetsView?id=` (signed-in users, docs/product.md §4.2): one saved template, read-only:
 * its type and dates, its HTML, CSS and JavaScript highlighted (left to right in every language), copy
 * buttons, and the way back to the editor. Without an id the address means nothing: back to the list.
 */
export function SnippetViewPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate replace to={`/${intl.locale}/snippets`} />;
  return (
    <NoticeProvider>
      <PageFrame data-testid="snippet-view-page">
        <ViewBody id={id} />
      </PageFrame>
    </NoticeProvider>
  );
}
