// What an audit chart shows in place of its figure while its data loads or after it failed (issue 27: the same height as
// the drawn figure, `.xray-chart-placeholder`, so nothing below it moves when the figure arrives).
interface ChartStateProps {
  failed: boolean;
  texts: { loading: string; error: string; retry: string };
  onRetry: () => void;
}

export function ChartState({ failed, texts, onRetry }: ChartStateProps) {
  return failed ? (
    <p role="alert" className="xray-chart-error xray-chart-placeholder">
      {texts.error}{' '}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {texts.retry}
      </button>
    </p>
  ) : (
    <p role="status" className="muted xray-chart-placeholder">
      {texts.loading}
    </p>
  );
}
