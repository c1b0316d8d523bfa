CREATE TABLE "travel_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "travel_cache_expires_idx" ON "travel_cache" USING btree ("expires_at");