import { t } from '@lingui/core/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

export type Column<T> = { key: string; header: string; width: string; cell: (item: T) => ReactNode };

const ROW_HEIGHT = 48;

/**
 * A table that renders only the rows in view (@tanstack/react-virtual), so 50,000 people scroll
 * as smoothly as 50. ARIA table roles with row counts keep it a table for screen readers.
 */
export function VirtualTable<T>({
  items,
  columns,
  rowKey,
  label,
}: {
  items: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (item: T) => string;
  label: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const template = columns.map((column) => column.width).join(' ');
  return (
    <div role="table" aria-label={label} aria-rowcount={items.length + 1} className="virtual-table">
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="virtual-table__row virtual-table__head" style={{ gridTemplateColumns: template }}>
          {columns.map((column) => (
            <div role="columnheader" key={column.key}>
              {column.header}
            </div>
          ))}
        </div>
      </div>
      <div ref={scroller} className="virtual-table__body" tabIndex={0} role="rowgroup" aria-label={t`${label}, scrollable`}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index] as T;
            return (
              <div
                role="row"
                aria-rowindex={row.index + 2}
                key={rowKey(item)}
                className="virtual-table__row"
                style={{
                  gridTemplateColumns: template,
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: row.size,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                {columns.map((column) => (
                  <div role="cell" key={column.key} className="virtual-table__cell">
                    {column.cell(item)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
