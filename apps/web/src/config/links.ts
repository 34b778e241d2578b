// External links of the app shell (spec §2: "report a bug" is an external form whose link differs in French).
import { env } from './env';

export function bugReportUrl(language: string): string {
  return language.startsWith('fr') ? env.bugReportUrl.fr : env.bugReportUrl.en;
}
