// A stubbed `fetch` for the news component tests: every call is recorded and answered by the test's current answer.
import { vi } from 'vitest';

export type Answer = (url: URL) => Response;

/** Stubs `fetch`: each call's URL goes to `requests` and is answered by `answer()`, read at call time (a test may swap it). */
export function stubFetch(requests: URL[], answer: () => Answer): void {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://k3.test');
      requests.push(url);
      return Promise.resolve(answer()(url));
    }),
  );
}
