// The feedback report (spec §3 "Feedback report: category, description, chat_history, route, page, date, version;
// the response returns an id", §7 `POST /ai/report` "response read: report.id").
import { z } from 'zod';
import type { AiReportBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

const ReportSchema = z.object({ report: z.object({ id: z.string() }) });

export const sendReport = async (body: AiReportBody) =>
  (await apiRequest({ path: '/ai/report', method: 'POST', body, schema: ReportSchema })).report.id;
