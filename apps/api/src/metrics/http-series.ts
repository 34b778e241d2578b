// The HTTP request metrics (http_requests_total, http_request_duration_seconds), kept by hand for the hot path: every
// request, /api/health included, adds one observation. prom-client's labelled inc() and observe() hash and validate
// the labels on each call (a few µs a request, several percent of the health route's cost); this store costs one Map
// lookup and writes the Prometheus text format itself at scrape time. The route label is a route pattern, so the
// number of series stays bounded.

/** Upper bounds in seconds; chat answers stream for seconds, hence 30 s. */
export const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

interface Series {
  labels: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last one is above every bound (+Inf). */
  buckets: number[];
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export interface HttpSeries {
  observe(method: string, route: string, status: number, seconds: number): void;
  /** Both metrics in the Prometheus text exposition format (version 0.0.4). */
  text(): string;
}

export function createHttpSeries(): HttpSeries {
  const series = new Map<string, Series>();
  return {
    observe(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let entry = series.get(key);
      if (!entry) {
        entry = {
          labels: `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`,
          count: 0,
          sum: 0,
          buckets: new Array<number>(HTTP_BUCKETS.length + 1).fill(0),
        };
        series.set(key, entry);
      }
      entry.count += 1;
      entry.sum += seconds;
      let bucket = 0;
      while (bucket < HTTP_BUCKETS.length && seconds > HTTP_BUCKETS[bucket]!) bucket += 1;
      entry.buckets[bucket]! += 1;
    },
    text() {
      const requests = [
        '# HELP http_requests_total HTTP requests answered, by method, route pattern and status',
        '# TYPE http_requests_total counter',
      ];
      const duration = [
        '# HELP http_request_duration_seconds Time from request to the end of the response, by method, route pattern and status',
        '# TYPE http_request_duration_seconds histogram',
      ];
      for (const { labels, count, sum, buckets } of series.values()) {
        requests.push(`http_requests_total{${labels}} ${count}`);
        let cumulative = 0;
        for (const [index, bound] of HTTP_BUCKETS.entries()) {
          cumulative += buckets[index]!;
          duration.push(`http_request_duration_seconds_bucket{${labels},le="${bound}"} ${cumulative}`);
        }
        duration.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${count}`);
        duration.push(`http_request_duration_seconds_sum{${labels}} ${sum}`);
        duration.push(`http_request_duration_seconds_count{${labels}} ${count}`);
      }
      return `${requests.join('\n')}\n\n${duration.join('\n')}\n`;
    },
  };
}
