// A console list as a table: the query's loading and failure states (QueryState), the empty line when the list has
// nothing, otherwise the table with its header row. The caller says where the rows are in the response, how one row
// renders (its <tr>, keyed) and, optionally, what follows the table once there are rows (the users' pager).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './query-state';

export interface AdminColumn {
  label: string;
  /** Right-aligned like the numbers in its cells (the cells carry admin-number themselves). */
  numeric?: boolean;
}

interface AdminTableProps<D, R> {
  query: UseQueryResult<D>;
  rows: (data: D) => readonly R[];
  /** Shown instead of the table when there are no rows. */
  empty: string;
  columns: readonly AdminColumn[];
  row: (row: R, index: number) => ReactNode;
  footer?: (data: D, rows: readonly R[]) => ReactNode;
}

export function AdminTable<D, R>({ query, rows, empty, columns, row, footer }: AdminTableProps<D, R>) {
  return (
    <QueryState query={query}>
      {(data) => {
        const list = rows(data);
        if (list.length === 0) return <p className="muted">{empty}</p>;
        return (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    {columns.map((column, index) => (
                      // Labels may repeat across tables but the column order is fixed, so the index is a stable key.
                      <th key={index} scope="col" className={column.numeric ? 'admin-number' : undefined}>
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{list.map(row)}</tbody>
              </table>
            </div>
            {footer?.(data, list)}
          </>
        );
      }}
    </QueryState>
  );
}
