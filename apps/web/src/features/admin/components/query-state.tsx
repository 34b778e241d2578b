// What a console section shows while its list loads or when it fails: a status line, or the failure with a retry.
// The data itself is rendered by the section once it is there.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminTexts } from '../hooks/use-admin-texts';

export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useAdminTexts();
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {t('admin.common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="admin-failed">
        <p className="form-error" role="alert">
          {t('admin.common.failed', { message: query.error.message })}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('admin.common.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
