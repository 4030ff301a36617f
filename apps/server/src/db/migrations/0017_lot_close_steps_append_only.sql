-- A lot's close history is only added to. Two changes stay possible because the keys ask for them:
-- the rows of a deleted sub-event go with it (on delete cascade: the sub-event is already gone when
-- its steps are deleted), and a deleted user's steps keep their row with by_user_id set to null.
CREATE FUNCTION "lot_close_steps_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "sub_events" WHERE "id" = OLD."sub_event_id") THEN
		RETURN OLD;
	END IF;
	IF TG_OP = 'UPDATE' AND NEW."by_user_id" IS NULL
		AND (to_jsonb(NEW) - 'by_user_id') = (to_jsonb(OLD) - 'by_user_id') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lot_close_steps_no_update_delete" BEFORE UPDATE OR DELETE ON "lot_close_steps" FOR EACH ROW EXECUTE FUNCTION "lot_close_steps_append_only"();
