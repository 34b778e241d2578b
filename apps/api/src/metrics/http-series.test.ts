// The hand-kept HTTP series: the Prometheus text format a scraper reads (cumulative buckets, +Inf, sum and count).
import { describe, expect, it } from 'vitest';
import { createHttpSeries } from './http-series';

describe('createHttpSeries', () => {
  it('writes one counter line and a cumulative histogram per method, route and status', () => {
    const series = createHttpSeries();
    for (const seconds of [0.0005, 0.001, 0.02, 45]) series.observe('GET', '/api/x-ray/projects/:id', 200, seconds);
    series.observe('POST', '/api/x-ray/projects/:id', 404, 0.003);
    const lines = series.text().split('\n');
    const labels = 'method="GET",route="/api/x-ray/projects/:id",status="200"';
    expect(lines).toContain('# TYPE http_requests_total counter');
    expect(lines).toContain('# TYPE http_request_duration_seconds histogram');
    expect(lines).toContain(`http_requests_total{${labels}} 4`);
    expect(lines).toContain('http_requests_total{method="POST",route="/api/x-ray/projects/:id",status="404"} 1');
    // 0.0005 and 0.001 are within 1 ms (a bound is inclusive), 0.02 within 25 ms, 45 s only within +Inf.
    expect(lines).toContain(`http_request_duration_seconds_bucket{${labels},le="0.001"} 2`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{${labels},le="0.01"} 2`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{${labels},le="0.025"} 3`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{${labels},le="30"} 3`);
    expect(lines).toContain(`http_request_duration_seconds_bucket{${labels},le="+Inf"} 4`);
    expect(lines).toContain(`http_request_duration_seconds_sum{${labels}} ${0.0005 + 0.001 + 0.02 + 45}`);
    expect(lines).toContain(`http_request_duration_seconds_count{${labels}} 4`);
  });

  it('escapes quotes and backslashes in label values', () => {
    const series = createHttpSeries();
    series.observe('GET', '/a"b\\c', 200, 0.1);
    expect(series.text()).toContain('http_requests_total{method="GET",route="/a\\"b\\\\c",status="200"} 1');
  });
});
