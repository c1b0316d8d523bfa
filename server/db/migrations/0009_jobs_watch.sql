CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"every_ms" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"backoff_ms" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "digest_mails" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"prices" boolean DEFAULT true NOT NULL,
	"availability" boolean DEFAULT true NOT NULL,
	"weather" boolean DEFAULT true NOT NULL,
	"email_digest" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"booking_id" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"price" real,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_checks_kind_check" CHECK ("price_checks"."kind" in ('flight', 'hotel'))
);
--> statement-breakpoint
CREATE TABLE "trip_watches" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	"last_run" text
);
--> statement-breakpoint
CREATE TABLE "watch_baselines" (
	"trip_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_baselines_trip_id_subject_pk" PRIMARY KEY("trip_id","subject")
);
--> statement-breakpoint
ALTER TABLE "digest_mails" ADD CONSTRAINT "digest_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_checks" ADD CONSTRAINT "price_checks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_watches" ADD CONSTRAINT "trip_watches_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_baselines" ADD CONSTRAINT "watch_baselines_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "price_checks_trip_idx" ON "price_checks" USING btree ("trip_id","checked_at");