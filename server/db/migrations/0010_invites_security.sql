-- Issue 21, finding 19: invite notifications carried the invite's token in action_url, in plain
-- text, while trip_invites keeps only its SHA-256. Point each at its invite's id instead (the
-- invitee redeems it signed in); a token whose invite is gone leads to the trips list.
UPDATE "notifications" AS n
SET "action_url" = '/accept/invite/' || i."id"
FROM "trip_invites" AS i
WHERE n."action_url" LIKE '/accept/%'
  AND n."action_url" NOT LIKE '/accept/invite/%'
  AND i."token_hash" = encode(sha256(convert_to(substring(n."action_url" from 9), 'UTF8')), 'hex');
--> statement-breakpoint
UPDATE "notifications"
SET "action_url" = '/trips'
WHERE "action_url" LIKE '/accept/%' AND "action_url" NOT LIKE '/accept/invite/%';
