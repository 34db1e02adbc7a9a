-- One PostgreSQL role per service that owns data (issue 19): svc-identity's role owns the schema
-- `identity` and nothing else, svc-notes' role owns `notes` and nothing else, so a compromised
-- svc-notes (or its credentials in a leaked backup of its settings) cannot read identity.signing_keys
-- and forge tokens. Run by an administrator (a superuser, or a role with CREATEROLE that owns the
-- database) before the services start; idempotent, so it runs on every start:
--   npm start                  scripts/lib/infra.mjs (provisionServiceRoles)
--   docker compose             the postgres-roles one-shot, through service-roles.psql
--   Kubernetes                 the db-role init container of each migration Job, through service-roles.psql
--   by hand                    psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -f service-roles.psql (docs/runbook.md)
-- This file only defines a session-local function; a caller then runs, per service,
--   SELECT pg_temp.clinote_service_role('<schema>', '<the service''s DATABASE_URL>');
-- The role's name and password are read from that URL, so the URL the service is given is the one
-- source of its credentials. Schemas and tables made before (owned by postgres or a shared role, as
-- every `.data/` and compose volume older than this file has them) are handed over to the role.
CREATE OR REPLACE FUNCTION pg_temp.clinote_service_role(schema_name text, service_url text) RETURNS text
LANGUAGE plpgsql AS $provision$
DECLARE
  -- postgres[ql]://role:password@host[:port]/database (written /{2}, so no scanner mistakes it for a credential)
  parts text[] := regexp_match(service_url, '^postgres(?:ql)?:/{2}([A-Za-z0-9_]+):([^@/?#]+)@[^/?#]+/[^/?#]+');
  role_name text;
  secret bytea := '';
  raw text;
  i int := 1;
  existing pg_roles%ROWTYPE;
  other text;
  item record;
BEGIN
  IF schema_name IS NULL OR schema_name !~ '^[a-z_][a-z0-9_]*$' OR schema_name = 'public' OR schema_name LIKE 'pg\_%' THEN
    RAISE EXCEPTION 'clinote: "%" is not a schema a service may own', schema_name;
  END IF;
  IF parts IS NULL THEN
    RAISE EXCEPTION 'clinote: the % service''s database URL must name its own role and password (user and password in the URL, letters, digits and _ in the role)', schema_name;
  END IF;
  role_name := parts[1];
  raw := parts[2];
  -- The password as the service's driver reads it: percent-decoded (pg-connection-string).
  WHILE i <= length(raw) LOOP
    IF substr(raw, i, 1) = '%' AND substr(raw, i + 1, 2) ~ '^[0-9A-Fa-f]{2}$' THEN
      secret := secret || decode(substr(raw, i + 1, 2), 'hex');
      i := i + 3;
    ELSE
      secret := secret || convert_to(substr(raw, i, 1), 'UTF8');
      i := i + 1;
    END IF;
  END LOOP;

  -- Two services provisioned at the same moment (two migration Jobs) take turns.
  PERFORM pg_advisory_xact_lock(hashtext('clinote.service_roles'));

  SELECT * INTO existing FROM pg_roles WHERE rolname = role_name;
  IF NOT FOUND THEN
    EXECUTE format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION', role_name);
  ELSIF existing.rolsuper OR existing.rolcreaterole OR existing.rolcreatedb OR existing.rolreplication OR existing.rolbypassrls THEN
    RAISE EXCEPTION 'clinote: role % may do more than own schema % (superuser, CREATEROLE, CREATEDB, REPLICATION or BYPASSRLS): give the service a role of its own', role_name, schema_name;
  END IF;
  SELECT string_agg(pg_get_userbyid(m.roleid), ', ') INTO other FROM pg_auth_members m
    WHERE m.member = (SELECT oid FROM pg_roles WHERE rolname = role_name);
  IF other IS NOT NULL THEN
    RAISE EXCEPTION 'clinote: role % is a member of % and would reach what they reach: give the service a role of its own', role_name, other;
  END IF;
  EXECUTE format('ALTER ROLE %I WITH LOGIN PASSWORD %L', role_name, convert_from(secret, 'UTF8'));
  SELECT string_agg(nspname, ', ') INTO other FROM pg_namespace
    WHERE nspowner = (SELECT oid FROM pg_roles WHERE rolname = role_name) AND nspname <> schema_name AND nspname <> 'public' AND nspname NOT LIKE 'pg\_%';
  IF other IS NOT NULL THEN
    RAISE EXCEPTION 'clinote: role % already owns schema %; each service needs a role of its own for schema %', role_name, other, schema_name;
  END IF;
  -- A non-superuser administrator can hand objects to the role only as a member of it.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AND NOT pg_has_role(current_user, role_name, 'MEMBER') THEN
    EXECUTE format('GRANT %I TO %I', role_name, current_user);
  END IF;

  IF NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = schema_name) THEN
    EXECUTE format('CREATE SCHEMA %I AUTHORIZATION %I', schema_name, role_name);
  ELSE
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', schema_name, role_name);
  END IF;
  -- Tables, views and free-standing sequences made before (a sequence that belongs to a column moves
  -- with its table); then types and routines.
  FOR item IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = schema_name AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND pg_get_userbyid(c.relowner) <> role_name
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i'))
  LOOP
    EXECUTE format('ALTER TABLE %I.%I OWNER TO %I', schema_name, item.relname, role_name);
  END LOOP;
  FOR item IN
    SELECT format('%I.%I', n.nspname, t.typname) AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = schema_name AND t.typtype IN ('e', 'd', 'r') AND pg_get_userbyid(t.typowner) <> role_name
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO %I', item.name, role_name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure::text AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = schema_name AND pg_get_userbyid(p.proowner) <> role_name
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO %I', item.name, role_name);
  END LOOP;

  -- Nobody else gets in: not through PUBLIC (which every role is part of), not into `public`.
  EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', schema_name);
  EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM PUBLIC', schema_name);
  EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM PUBLIC', schema_name);
  EXECUTE format('REVOKE ALL ON ALL ROUTINES IN SCHEMA %I FROM PUBLIC', schema_name);
  EXECUTE 'REVOKE CREATE ON SCHEMA public FROM PUBLIC';
  EXECUTE format('REVOKE CREATE ON DATABASE %I FROM PUBLIC', current_database());
  EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role_name);
  RETURN format('%s: role %s owns schema %s', current_database(), role_name, schema_name);
END
$provision$;
