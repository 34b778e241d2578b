// Points one alert costs, by severity, before the per-group decay (score.ts); the same points weigh each check in the
// score's confidence (confidence.ts).
import type { Severity } from './alert-model';

export const SEVERITY_WEIGHTS: Record<Severity, number> = { info: 2, low: 5, medium: 10, high: 20, critical: 40 };
