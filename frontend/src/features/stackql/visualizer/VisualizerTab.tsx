import { useAppSelector } from '../../../app/hooks';
import type { StackQlWorkspace } from '../workspace';
import { VisualizerPanel } from './VisualizerPanel';

/** The page's visualizer tab: the terminal's last read result, and the text that ran to give it. */
export function VisualizerTab({ workspace }: { workspace: StackQlWorkspace }) {
  const isPremium = useAppSelector((state) => state.auth.user?.isPremium ?? false);
  const { connection } = workspace;
  const memory = workspace.memory(connection.id);
  const shown = memory.outcome?.kind === 'result' && memory.outcome.result.mode === 'read' ? memory.outcome : null;
  return <VisualizerPanel connectionId={connection.id} result={shown?.result ?? null} sql={shown?.sql ?? memory.draft.text} isPremium={isPremium} />;
}
