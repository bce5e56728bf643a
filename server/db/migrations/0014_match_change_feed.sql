-- The live board's change feed (issue 20, docs/decisions/live-at-scale.md): every committed change
-- of a match's live state (its version moves) or a new event of it is announced on the channel
-- match_changed with the match id. NOTIFY is delivered at commit, to every listening connection,
-- on PGlite and PostgreSQL alike.
CREATE FUNCTION "notify_match_changed"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('match_changed', NEW."id"::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION "notify_match_event"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('match_changed', NEW."match_id"::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "matches_changed" AFTER UPDATE ON "matches"
  FOR EACH ROW WHEN (OLD."version" IS DISTINCT FROM NEW."version")
  EXECUTE FUNCTION "notify_match_changed"();
--> statement-breakpoint
CREATE TRIGGER "match_events_added" AFTER INSERT ON "match_events"
  FOR EACH ROW EXECUTE FUNCTION "notify_match_event"();
