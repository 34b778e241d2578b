-- Issue 22 §1 review: a share made before the provenance rule (0013) could publish a client-sent "Agent K" answer as
-- Agent K's. A share stores its snapshot without the messages' origin, so which ones were genuine cannot be told:
-- every share live when this migration runs (all made before the rule shipped with it) is withdrawn and reads as 404.
UPDATE "ai_shares" SET "withdrawn_at" = now() WHERE "withdrawn_at" IS NULL;
