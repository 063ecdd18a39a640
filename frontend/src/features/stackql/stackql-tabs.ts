import { createElement } from 'react';
import { analysisMessages } from './analysis/analysis.messages';
import { AnalysisTab } from './analysis/AnalysisTab';
import { ConfigTab } from './config/ConfigTab';
import { ExplorerTab } from './explorer/ExplorerTab';
import { stackqlMessages as m } from './stackql.messages';
import { TerminalTab } from './terminal/TerminalTab';
import { UsageTab } from './usage/UsageTab';
import { visualizerMessages } from './visualizer/visualizer.messages';
import { VisualizerTab } from './visualizer/VisualizerTab';
import type { StackQlTab } from './workspace';

/**
 * The page's tabs, in order (docs/product.md §12, "Database management": terminal, config, explorer, and the usage panel). A tab
 * renders only while selected; what must outlive a switch lives in the workspace.
 */
export const STACKQL_TABS: readonly StackQlTab[] = [
  { key: 'terminal', label: m.tabTerminal, render: (workspace) => createElement(TerminalTab, { workspace, key: workspace.connection.id }) },
  { key: 'config', label: m.tabConfig, render: (workspace) => createElement(ConfigTab, { workspace, key: workspace.adding ? 'new' : workspace.connection.id }) },
  { key: 'explorer', label: m.tabExplorer, render: (workspace) => createElement(ExplorerTab, { workspace }) },
  { key: 'usage', label: m.tabUsage, render: (workspace) => createElement(UsageTab, { workspace }) },
  { key: 'analysis', label: analysisMessages.tabAnalyzer, render: (workspace) => createElement(AnalysisTab, { workspace, key: workspace.connection.id }) },
  { key: 'visualizer', label: visualizerMessages.tab, render: (workspace) => createElement(VisualizerTab, { workspace, key: workspace.connection.id }) },
];
