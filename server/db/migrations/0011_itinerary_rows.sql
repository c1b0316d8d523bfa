CREATE TABLE "itinerary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"date" text NOT NULL,
	"position" integer NOT NULL,
	"time" text NOT NULL,
	"duration_min" integer,
	"kind" text NOT NULL,
	"spec_type" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"ref" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"confirmation" text,
	"booked" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"added_by" uuid,
	"added_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_items_position_check" CHECK ("itinerary_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "itinerary_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"message_id" uuid,
	"asked_by" uuid NOT NULL,
	"is_private" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"base_revision" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"proposed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_revisions" (
	"trip_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"summary" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_revisions_trip_id_number_pk" PRIMARY KEY("trip_id","number")
);
--> statement-breakpoint
CREATE TABLE "trip_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"city" text NOT NULL,
	"nights" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_members" ADD COLUMN "role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "default_role" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_proposals" ADD CONSTRAINT "itinerary_proposals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_proposals" ADD CONSTRAINT "itinerary_proposals_message_id_trip_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."trip_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_proposals" ADD CONSTRAINT "itinerary_proposals_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_revisions" ADD CONSTRAINT "itinerary_revisions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_revisions" ADD CONSTRAINT "itinerary_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stays" ADD CONSTRAINT "trip_stays_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_items_trip_idx" ON "itinerary_items" USING btree ("trip_id","date","position");--> statement-breakpoint
CREATE INDEX "itinerary_proposals_trip_idx" ON "itinerary_proposals" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_stays_trip_idx" ON "trip_stays" USING btree ("trip_id","position");--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_role_check" CHECK ("trip_members"."role" in ('owner', 'editor', 'viewer'));--> statement-breakpoint
-- Owners are owners; everyone who joined before roles existed edits, as they could ask Lotus to.
UPDATE "trip_members" SET "role" = 'owner' WHERE "access_type" = 'owner';--> statement-breakpoint
-- Existing itineraries become rows: each item keeps its spec fields (date, time, type, location,
-- activity) in columns and everything else it carried (flight, hotel, place, reddit, as they were)
-- in ref, so the spec-shaped itinerary derived from the rows is the one stored before.
INSERT INTO "itinerary_items" ("trip_id", "date", "position", "time", "kind", "spec_type", "title", "location", "ref")
SELECT
  t."id",
  d.day->>'date',
  (i.ord - 1)::int,
  i.item->>'time',
  CASE i.item->>'type'
    WHEN 'Flight' THEN 'flight'
    WHEN 'Hotel' THEN 'stay'
    WHEN 'place' THEN CASE WHEN i.item->>'activity' ~* '\m(breakfast|brunch|lunch|dinner)\M' THEN 'meal' ELSE 'place' END
    WHEN 'reddit' THEN 'note'
    ELSE CASE WHEN i.item->>'activity' ~* '\m(transfer|taxi|train|bus|ferry|drive|airport)\M' THEN 'transport' ELSE 'note' END
  END,
  i.item->>'type',
  coalesce(i.item->>'activity', ''),
  coalesce(i.item->>'location', ''),
  i.item - 'date' - 'time' - 'type' - 'location' - 'activity'
FROM "trips" t
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t."itinerary") = 'array' THEN t."itinerary" ELSE '[]'::jsonb END) AS d(day)
CROSS JOIN LATERAL jsonb_array_elements(coalesce(d.day->'items', '[]'::jsonb)) WITH ORDINALITY AS i(item, ord)
WHERE i.item->>'type' IN ('Flight', 'Hotel', 'place', 'reddit', 'other')
  AND d.day->>'date' ~ '^\d{4}-\d{2}-\d{2}$'
  AND i.item->>'time' ~ '^([01]\d|2[0-3]):[0-5]\d$';
--> statement-breakpoint
-- The trips' stays, from their hotels (server/itinerary/derive.ts staysOf does the same for every
-- change). A date that is not a real day counts no nights rather than failing the migration: each
-- CASE checks the text's shape, then that the day exists in its month, before any cast.
INSERT INTO "trip_stays" ("trip_id", "city", "nights", "position")
SELECT s.trip_id, s.city, s.nights, (row_number() OVER (PARTITION BY s.trip_id ORDER BY s.check_in) - 1)::int
FROM (
  SELECT
    h.trip_id,
    min(h.location) AS city,
    CASE WHEN bool_and(h.ok_in AND h.ok_out) THEN greatest(min(h.check_out)::date - min(h.check_in)::date, 0) ELSE 0 END AS nights,
    min(h.check_in) AS check_in
  FROM (
    SELECT
      "trip_id" AS trip_id,
      "location" AS location,
      "ref"->'hotel'->>'hotel_name' AS hotel_name,
      "ref"->'hotel'->>'check_in' AS check_in,
      "ref"->'hotel'->>'check_out' AS check_out,
      CASE WHEN "ref"->'hotel'->>'check_in' ~ '^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
        THEN substr("ref"->'hotel'->>'check_in', 9, 2)::int <= extract(day from make_date(substr("ref"->'hotel'->>'check_in', 1, 4)::int, substr("ref"->'hotel'->>'check_in', 6, 2)::int, 1) + interval '1 month - 1 day')
        ELSE false END AS ok_in,
      CASE WHEN "ref"->'hotel'->>'check_out' ~ '^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
        THEN substr("ref"->'hotel'->>'check_out', 9, 2)::int <= extract(day from make_date(substr("ref"->'hotel'->>'check_out', 1, 4)::int, substr("ref"->'hotel'->>'check_out', 6, 2)::int, 1) + interval '1 month - 1 day')
        ELSE false END AS ok_out
    FROM "itinerary_items"
    WHERE jsonb_typeof("ref"->'hotel') = 'object'
  ) h
  GROUP BY h.trip_id, h.hotel_name, h.check_in, h.check_out
) s;
