-- Custom migration (drizzle-kit generate --custom): what drizzle's schema cannot declare.
--
-- 1. The collation "polish": text in lists sorts in Polish alphabetical order (a ą b c ć ... l ł ... s ś ... z ź ż),
--    the same on PostgreSQL and on PGlite. PGlite (PostgreSQL 18 in WASM) has ICU but only its root data, where
--    a collation made with locale 'pl-PL' silently sorts like the root ("Łukasz" before "Lz", "Śa" before "Sb").
--    PostgreSQL 16+ accepts ICU tailoring rules: the root plus CLDR's Polish rules is the Polish order everywhere.
--    PostgreSQL 15 has no `rules` but ships ICU's full data, so 'pl-PL' is that same order there.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 160000 THEN
    CREATE COLLATION IF NOT EXISTS "polish" (
      provider = icu, locale = 'und',
      rules = '&A<ą<<<Ą &C<ć<<<Ć &E<ę<<<Ę &L<ł<<<Ł &N<ń<<<Ń &O<ó<<<Ó &S<ś<<<Ś &Z<ź<<<Ź<ż<<<Ż'
    );
  ELSE
    CREATE COLLATION IF NOT EXISTS "polish" (provider = icu, locale = 'pl-PL');
  END IF;
END
$$;
--> statement-breakpoint
-- 2. pg_trgm for the `like` filters (ILIKE '%value%'): GIN trigram indexes (next migration). PGlite loads the
--    extension's code when the database is opened (server/src/db/open-db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
