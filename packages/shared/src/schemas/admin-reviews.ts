// The admin console's review queue of spread-the-word posts (issue 22 §7; docs/admin.md "Post reviews"): K3 cannot
// read X, so an admin checks each submitted post is the user's before the quest pays.
import { z } from 'zod';
import { okSchema } from './envelope';
import { QUEST_SUBMISSION_STATUSES } from '../constants/rewards';
import { QuestRewardSchema } from './rewards';

export const AdminQuestSubmissionSchema = z
  .object({
    id: z.uuid(),
    userId: z.string().describe('The wallet that claimed the quest'),
    questId: z.string(),
    questName: z.string().describe('The quest’s English name'),
    url: z.string().describe('The post on X, as the user sent it'),
    postId: z.string().describe('The post’s status id: one approval per post'),
    status: z.enum(QUEST_SUBMISSION_STATUSES),
    at: z.iso.datetime().describe('When it was submitted'),
    reviewedAt: z.iso.datetime().nullable(),
    reviewedBy: z.string().nullable().describe('The admin’s wallet'),
    postTaken: z.boolean().describe('Another submission of this post is already approved: approving is refused'),
  })
  .meta({ id: 'AdminQuestSubmission' });
export type AdminQuestSubmission = z.infer<typeof AdminQuestSubmissionSchema>;

export const AdminSubmissionsQuerySchema = z.object({
  status: z.enum(QUEST_SUBMISSION_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const AdminSubmissionIdParamsSchema = z.object({ id: z.uuid('id must be a submission id') });

export const AdminSubmissionListResponseSchema = okSchema(
  z.object({ submissions: z.array(AdminQuestSubmissionSchema), total: z.number().int() }),
);
export const AdminSubmissionReviewResponseSchema = okSchema(
  z
    .object({
      submission: AdminQuestSubmissionSchema,
      granted: QuestRewardSchema.nullable().describe('An approval: the reward granted to the user; a rejection: null'),
    })
    .meta({ id: 'AdminSubmissionReview' }),
);
