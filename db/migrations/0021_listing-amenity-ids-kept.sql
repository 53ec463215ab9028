-- listings.amenity_ids copies the stay's listing_amenities rows, sorted; these triggers keep it in step with
-- every write of them (the services, the seeds, the restore, a cascade), once per statement, not per row.
CREATE FUNCTION "listings_amenity_ids_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN changed := changed || array(SELECT "listing_id" FROM "new_links"); END IF;
  IF TG_OP <> 'INSERT' THEN changed := changed || array(SELECT "listing_id" FROM "old_links"); END IF;
  UPDATE "listings" l
  SET "amenity_ids" = coalesce((SELECT array_agg(la."amenity_id" ORDER BY la."amenity_id") FROM "listing_amenities" la WHERE la."listing_id" = l."id"), '{}')
  WHERE l."id" = any(changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_amenities_insert_ids" AFTER INSERT ON "listing_amenities" REFERENCING NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "listings_amenity_ids_refresh"();--> statement-breakpoint
CREATE TRIGGER "listing_amenities_update_ids" AFTER UPDATE ON "listing_amenities" REFERENCING OLD TABLE AS "old_links" NEW TABLE AS "new_links" FOR EACH STATEMENT EXECUTE FUNCTION "listings_amenity_ids_refresh"();--> statement-breakpoint
CREATE TRIGGER "listing_amenities_delete_ids" AFTER DELETE ON "listing_amenities" REFERENCING OLD TABLE AS "old_links" FOR EACH STATEMENT EXECUTE FUNCTION "listings_amenity_ids_refresh"();--> statement-breakpoint
UPDATE "listings" l SET "amenity_ids" = linked."ids"
FROM (SELECT "listing_id", array_agg("amenity_id" ORDER BY "amenity_id") AS "ids" FROM "listing_amenities" GROUP BY "listing_id") linked
WHERE linked."listing_id" = l."id";
