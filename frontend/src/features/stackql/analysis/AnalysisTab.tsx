import { useAppSelector } from '../../../app/hooks';
import type { StackQlWorkspace } from '../workspace';
import { AnalysisPanel } from './AnalysisPanel';

/** The page's analyzer tab: the open connection and the terminal's text. */
export function AnalysisTab({ workspace }: { workspace: StackQlWorkspace }) {
  const isPremium = useAppSelector((state) => state.auth.user?.isPremium ?? false);
  const { connection } = workspace;
  return <AnalysisPanel connectionId={connection.id} sql={workspace.memory(connection.id).draft.text} engine={connection.engine} isPremium={isPremium} />;
}
