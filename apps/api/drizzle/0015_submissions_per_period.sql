-- Issue 22 review: a spread-the-word post is one per user, quest AND period, as user_quests and the XP ledger are, so a
-- recurring quest pays one reviewed post per period (docs/rewards.md "Spread the word"). Existing rows keep their period.
ALTER TABLE "quest_submissions" DROP CONSTRAINT "quest_submissions_user_id_quest_id_pk";--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_user_id_quest_id_period_pk" PRIMARY KEY("user_id","quest_id","period");
