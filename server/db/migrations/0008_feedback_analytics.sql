CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"action" text,
	"label" text,
	"path" text NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"props" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"lotus_ai_assistant" smallint NOT NULL,
	"planning" smallint NOT NULL,
	"booking" smallint NOT NULL,
	"collaboration_social" smallint NOT NULL,
	"app_overall" smallint NOT NULL,
	"comment" text,
	"browser" text,
	"screen_width" integer,
	"screen_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_feedback_ratings_check" CHECK ("app_feedback"."lotus_ai_assistant" between 1 and 5 and "app_feedback"."planning" between 1 and 5 and "app_feedback"."booking" between 1 and 5
        and "app_feedback"."collaboration_social" between 1 and 5 and "app_feedback"."app_overall" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_feedback" ADD CONSTRAINT "app_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_kind_created_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "app_feedback_created_idx" ON "app_feedback" USING btree ("created_at");