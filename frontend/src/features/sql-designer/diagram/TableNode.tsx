import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DraftColumn, DraftTable } from '../draft';
import { designerMessages as m } from '../sql-designer.messages';

export type TableNodeData = { table: DraftTable; invalid: boolean };
export type TableNodeType = Node<TableNodeData, 'table'>;

export const NODE_WIDTH = 260;
export const HEADER_HEIGHT = 38;
export const ROW_HEIGHT = 28;

/** The size a table's node takes before it is measured (the layout needs one for every table). */
export const estimatedHeight = (table: DraftTable) => HEADER_HEIGHT + Math.max(1, table.columns.length) * ROW_HEIGHT + 4;

const Box = styled.div<{ $selected: boolean; $invalid: boolean }>`
  inline-size: ${NODE_WIDTH}px;
  border: 1px solid ${({ theme, $selected, $invalid }) => ($invalid ? theme.color.danger : $selected ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme, $selected }) => ($selected ? `0 0 0 3px ${theme.color.primarySoft}` : theme.shadow.sm)};
  font-size: 13px;
  line-height: 1.2;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  block-size: ${HEADER_HEIGHT}px;
  padding-inline: 10px;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
  background: ${({ theme }) => theme.color.primarySoft};
  font-weight: 700;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
`;

const Row = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: 6px;
  block-size: ${ROW_HEIGHT}px;
  padding-inline: 10px;

  .react-flow__handle {
    inline-size: 8px;
    block-size: 8px;
    border: 1px solid ${({ theme }) => theme.color.surface};
    background: ${({ theme }) => theme.color.textMuted};
  }
`;

const Name = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-family: ${({ theme }) => theme.font.mono};
`;

const Type = styled.span`
  flex: none;
  max-inline-size: 40%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
`;

const Markers = styled.span`
  display: inline-flex;
  flex: none;
  gap: 2px;
`;

export const Marker = styled.abbr<{ $kind: MarkerKind }>`
  display: inline-block;
  min-inline-size: 20px;
  padding-inline: 2px;
  border-radius: 3px;
  font-size: 10px;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  background: ${({ theme, $kind }) => ($kind === 'pk' ? theme.color.warning : $kind === 'fk' ? theme.color.primary : theme.color.bgAlt)};
  color: ${({ theme, $kind }) => ($kind === 'pk' || $kind === 'fk' ? theme.color.onPrimary : theme.color.text)};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export type MarkerKind = 'pk' | 'fk' | 'nn' | 'uq' | 'ai';
export const MARKER_LABELS: Record<MarkerKind, string> = { pk: 'PK', fk: 'FK', nn: 'NN', uq: 'UQ', ai: 'AI' };
export const MARKER_MEANINGS = { pk: m.markerPk, fk: m.markerFk, nn: m.markerNn, uq: m.markerUq, ai: m.markerAi } as const;

export function markersOf(column: DraftColumn): MarkerKind[] {
  const kinds: MarkerKind[] = [];
  if (column.primaryKey) kinds.push('pk');
  if (column.foreignKey) kinds.push('fk');
  if (column.notNull && !column.primaryKey) kinds.push('nn');
  if (column.unique) kinds.push('uq');
  if (column.autoIncrement) kinds.push('ai');
  return kinds;
}

export type Side = 'l' | 'r';
/** Each column has a dot on either side; lines leave and reach the sides facing each other (ConnectionMode.Loose). */
export const handleId = (columnKey: string, side: Side) => `${columnKey}-${side}`;
export const columnOfHandle = (handle: string | null | undefined) => handle?.replace(/-[lr]$/, '') ?? null;

function TableNodeView({ data, selected }: NodeProps<TableNodeType>) {
  const intl = useIntl();
  const { table, invalid } = data;
  return (
    <Box $selected={selected} $invalid={invalid} data-testid="sql-designer-node" data-table={table.name}>
      <Header title={table.name}>{table.name || '—'}</Header>
      <Rows>
        {table.columns.map((column) => (
          <Row key={column.key} data-column={column.name}>
            <Handle type="source" position={Position.Left} id={handleId(column.key, 'l')} />
            <Markers>
              {markersOf(column).map((kind) => (
                <Marker key={kind} $kind={kind} title={intl.formatMessage(MARKER_MEANINGS[kind])}>
                  {MARKER_LABELS[kind]}
                </Marker>
              ))}
            </Markers>
            <Name title={column.name}>{column.name}</Name>
            <Type title={column.type}>{column.type}</Type>
            <Handle type="source" position={Position.Right} id={handleId(column.key, 'r')} />
          </Row>
        ))}
      </Rows>
    </Box>
  );
}

export const TableNode = memo(TableNodeView);
