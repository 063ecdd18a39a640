import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { AdviseIndexes } from '../../application/advise-indexes/advise-indexes.use-case.js';
import { AnalyzeQuery, type QueryAnalysis } from '../../application/analyze-query/analyze-query.use-case.js';
import { ComparePlans } from '../../application/compare-plans/compare-plans.use-case.js';
import { DeleteWidget } from '../../application/widgets/delete-widget.use-case.js';
import { ListWidgets } from '../../application/widgets/list-widgets.use-case.js';
import { RunWidget } from '../../application/widgets/run-widget.use-case.js';
import { SaveWidget } from '../../application/widgets/save-widget.use-case.js';
import type {
  AdviseSqlIndexesResponse,
  AnalyzeSqlResponse,
  CompareSqlPlansResponse,
  DeleteSqlWidgetResponse,
  ListSqlWidgetsResponse,
  RunSqlWidgetResponse,
  SaveSqlWidgetResponse,
  SqlStatementAnalysis,
} from '../../contract.js';
import { CHART_SIZES, CHART_TYPES, WIDGET_LIMITS, widgetView, type WidgetSettings } from '../../domain/widget/widget.js';
import { resultView } from './sql-query.routes.js';

/** The SQL text's own limit (100 kB) is the use cases' with its clear code; JSON escapes may make the body larger. */
const SQL_BODY_LIMIT = '1mb';
/** Two EXPLAIN JSON answers of a large query, ANALYZE and BUFFERS included. */
const PLANS_BODY_LIMIT = '8mb';

const sqlText = z.string().max(400_000);

const analyzeInput = z.object({ sql: sqlText, analyze: z.boolean().optional().default(false) });
const adviseInput = z.object({ sql: sqlText });
const compareInput = z.object({ engine: z.enum(['postgresql', 'mysql', 'mariadb']), before: z.unknown(), after: z.unknown() });

const columnName = z.string().trim().min(1).max(WIDGET_LIMITS.columnNameLength);
const widgetInput = z.object({
  name: z.string().trim().min(1, 'This field is required').max(WIDGET_LIMITS.nameLength),
  connectionId: z.string().min(1).max(64),
  sql: sqlText,
  chart: z.object({
    type: z.enum(CHART_TYPES as [string, ...string[]]),
    x: columnName,
    y: columnName,
    groupBy: columnName.nullish(),
    limit: z.number().int().min(1).max(WIDGET_LIMITS.maxPoints),
    size: z.enum(CHART_SIZES as [string, ...string[]]),
    legend: z.boolean(),
  }),
});

/**
 * The analyzer, index advice, plan comparison and dashboard widgets (sql-workbench README, "Analyzer and
 * index advice"). The analysis is every signed-in user's, on their connections and the sample; the advice,
 * the comparison and the widgets are Premium, enforced by the platform's premium policy (a running trial
 * counts, docs/product.md §7.3). Answers are never cached: they hold the user's data.
 */
@injectable()
export class SqlAnalysisRoutes implements RouteProvider {
  constructor(
    @inject(AnalyzeQuery) private readonly analyze: AnalyzeQuery,
    @inject(AdviseIndexes) private readonly advise: AdviseIndexes,
    @inject(ComparePlans) private readonly compare: ComparePlans,
    @inject(ListWidgets) private readonly listWidgets: ListWidgets,
    @inject(SaveWidget) private readonly saveWidget: SaveWidget,
    @inject(DeleteWidget) private readonly deleteWidget: DeleteWidget,
    @inject(RunWidget) private readonly runWidget: RunWidget,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/sql/connections/:id/analyze',
        auth: 'user',
        bodyLimit: SQL_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(analyzeInput, ctx.request.body);
          const answer = await this.analyze.execute({ ownerId: userOf(ctx).id, connectionId: ctx.params.id ?? '', ...input });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = analysisView(answer) satisfies AnalyzeSqlResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/connections/:id/advise',
        auth: 'premium',
        bodyLimit: SQL_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(adviseInput, ctx.request.body);
          const advice = await this.advise.execute({ ownerId: userOf(ctx).id, connectionId: ctx.params.id ?? '', sql: input.sql });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, ...advice } satisfies AdviseSqlIndexesResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/plans/compare',
        auth: 'premium',
        bodyLimit: PLANS_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(compareInput, ctx.request.body);
          const answer = this.compare.execute({ engine: input.engine, before: input.before, after: input.after });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, ...answer } satisfies CompareSqlPlansResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/sql/widgets',
        auth: 'premium',
        handler: async (ctx) => {
          const widgets = await this.listWidgets.execute({ ownerId: userOf(ctx).id });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, widgets: widgets.map(widgetView) } satisfies ListSqlWidgetsResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/widgets',
        auth: 'premium',
        bodyLimit: SQL_BODY_LIMIT,
        handler: async (ctx) => {
          const settings = widgetSettings(parseInput(widgetInput, ctx.request.body));
          const widget = await this.saveWidget.execute({ ownerId: userOf(ctx).id, settings });
          ctx.status = 201;
          ctx.body = { success: true, widget: widgetView(widget) } satisfies SaveSqlWidgetResponse;
        },
      },
      {
        method: 'PUT',
        path: '/api/sql/widgets/:id',
        auth: 'premium',
        bodyLimit: SQL_BODY_LIMIT,
        handler: async (ctx) => {
          const settings = widgetSettings(parseInput(widgetInput, ctx.request.body));
          const widget = await this.saveWidget.execute({ ownerId: userOf(ctx).id, id: ctx.params.id ?? '', settings });
          ctx.body = { success: true, widget: widgetView(widget) } satisfies SaveSqlWidgetResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/sql/widgets/:id',
        auth: 'premium',
        handler: async (ctx) => {
          await this.deleteWidget.execute({ ownerId: userOf(ctx).id, id: ctx.params.id ?? '' });
          ctx.body = { success: true } satisfies DeleteSqlWidgetResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/widgets/:id/run',
        auth: 'premium',
        handler: async (ctx) => {
          const run = await this.runWidget.execute({ ownerId: userOf(ctx).id, id: ctx.params.id ?? '' });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, widget: widgetView(run.widget), result: resultView(run) } satisfies RunSqlWidgetResponse;
        },
      },
    ];
  }
}

function analysisView(answer: QueryAnalysis): AnalyzeSqlResponse {
  const { analysis } = answer;
  const statement: SqlStatementAnalysis = {
    queryType: analysis.queryType,
    tables: analysis.tables,
    complexity: analysis.complexity,
    warnings: analysis.warnings,
    findings: analysis.findings,
  };
  return {
    success: true,
    analysis: statement,
    plan: answer.plan,
    rawPlan: answer.rawPlan,
    planError: answer.planError,
    planFindings: answer.planFindings,
    history: answer.history,
    candidates: analysis.indexCandidates.map(({ schema, table, columns, uses }) => ({ schema, table, columns, uses })),
  };
}

function widgetSettings(input: z.output<typeof widgetInput>): WidgetSettings {
  const { chart } = input;
  return {
    name: input.name,
    connectionId: input.connectionId,
    sql: input.sql,
    chart: {
      type: chart.type as WidgetSettings['chart']['type'],
      x: chart.x,
      y: chart.y,
      groupBy: chart.groupBy ?? null,
      limit: chart.limit,
      size: chart.size as WidgetSettings['chart']['size'],
      legend: chart.legend,
    },
  };
}

function userOf(ctx: HttpContext) {
  // The 'user' and 'premium' policies guarantee a user; the non-null assertion documents that contract.
  return ctx.state.request.user!;
}
