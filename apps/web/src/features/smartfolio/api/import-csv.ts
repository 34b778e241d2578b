// The CSV import (issue 29 §1 "a CSV import of exchange exports … from SmartFolio, with a preview before import and a
// per-row error report"; `POST /api/me/transactions/import`). A preview stores nothing; an import that stored rows
// reads the figures and the transactions again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CsvImportResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { PNL_QUERY_KEY } from '../../../lib/pnl';
import type { CsvFormat } from '../utils/pnl';
import { TRANSACTIONS_QUERY_KEY } from './get-transactions';

export interface ImportCsvInput {
  csv: string;
  /** Absent: the API reads the format from the header. */
  format?: CsvFormat | undefined;
  preview: boolean;
}

export const importCsv = ({ csv, format, preview }: ImportCsvInput) =>
  apiRequest({
    path: '/me/transactions/import',
    method: 'POST',
    body: format === undefined ? { csv, preview } : { csv, format, preview },
    schema: CsvImportResponseSchema.shape.data,
  });

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: (report, input) =>
      input.preview || report.imported === 0
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: PNL_QUERY_KEY }),
            queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
          ]),
  });
}
