-- The loader runs with session_replication_role = replica, which skips foreign-key triggers (a third of the load
-- time); check constraints and unique indexes still apply. So every foreign key is verified here, in one anti-join
-- per constraint, and the load fails if any row points nowhere. Then identities move past the explicit ids and the
-- planner gets fresh statistics.
set session_replication_role = origin;
do $$
declare
  fk record;
  orphans bigint;
begin
  for fk in
    select c.conrelid::regclass as child, c.confrelid::regclass as parent, c.conname,
      (select string_agg(format('c.%I = p.%I', a.attname, b.attname), ' and ')
       from unnest(c.conkey, c.confkey) k(ck, pk)
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.ck
       join pg_attribute b on b.attrelid = c.confrelid and b.attnum = k.pk) as matches,
      (select string_agg(format('c.%I is not null', a.attname), ' and ')
       from unnest(c.conkey) k(ck) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.ck) as present
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'
  loop
    execute format('select count(*) from %s c where %s and not exists (select 1 from %s p where %s)',
      fk.child, fk.present, fk.parent, fk.matches) into orphans;
    if orphans > 0 then
      raise exception 'foreign key % of %: % rows point nowhere', fk.conname, fk.child, orphans;
    end if;
  end loop;
end $$;
do $$
declare t text;
begin
  foreach t in array array['centres', 'users', 'children', 'enquiries', 'visit_availabilities', 'visits', 'capacity_drafts'] loop
    execute format('select setval(pg_get_serial_sequence(%L, ''id''), (select max(id) from %I))', t, t);
  end loop;
end $$;
analyze;
