-- Broadcasts: three a class over the past year from its centre's principal (the list's rows), each to the families
-- of the class's children, seven in ten read; and two to the whole of the first brand (its every family), one
-- needing acknowledgement. Recipients are written as the fan-out writes them: one row per (child, parent).
insert into broadcasts (fk_school, fk_user, subject, description, status, needs_acknowledgement, published_at,
  delivered_at, created_at, updated_at)
select cl.fk_school, st.user_id, 'Class notice ' || cl.id || '-' || k, '<p>News for the families of the class.</p>',
  'published', k = 1, at, at, at, at
from classes cl
join bench_centre bc on bc.id = cl.fk_centre
join bench_staff st on st.centre = bc.id and st.role = 'principal'
cross join generate_series(1, 3) k
cross join lateral (select now() - interval '1 year' * pg_temp.rnd(cl.id, k, 82) as at) t;

insert into broadcast_scopes (fk_school, fk_broadcast, scope_type, fk_class)
select b.fk_school, b.id, 'class', split_part(substr(b.subject, 14), '-', 1)::int
from broadcasts b where b.subject like 'Class notice %';

insert into broadcasts (fk_school, fk_user, subject, description, status, needs_acknowledgement, published_at,
  delivered_at, created_at, updated_at)
select 1, st.user_id, 'School notice ' || k, '<p>News for every family of the school.</p>', 'published', k = 1,
  now() - interval '1 day' * k, now() - interval '1 day' * k, now() - interval '1 day' * k, now() - interval '1 day' * k
from bench_staff st cross join generate_series(1, 2) k
where st.school = 1 and st.role = 'hq_admin' and st.kind = 1;

insert into broadcast_scopes (fk_school, fk_broadcast, scope_type)
select b.fk_school, b.id, 'school' from broadcasts b where b.subject like 'School notice %';

-- The fan-out's rows: the families of each class's children, then of every seat of the school-wide ones.
insert into broadcast_recipients (fk_school, fk_broadcast, fk_child, fk_user, fk_centre, fk_class, read_at)
select cc.fk_school, scope.fk_broadcast, cc.fk_child, relation.fk_user, seat.fk_centre, cc.fk_class,
  case when pg_temp.rnd(scope.fk_broadcast, cc.fk_child, 83) < 0.7 then b.published_at + interval '6 hours' end
from broadcast_scopes scope
join broadcasts b on b.id = scope.fk_broadcast
join child_classes cc on cc.fk_class = scope.fk_class and cc.to_date is null
join child_levels seat on seat.fk_child = cc.fk_child and seat.to_date is null
join child_relations relation on relation.fk_child = cc.fk_child and relation.guardian_access
where scope.scope_type = 'class'
on conflict do nothing;

insert into broadcast_recipients (fk_school, fk_broadcast, fk_child, fk_user, fk_centre, fk_class, read_at)
select seat.fk_school, scope.fk_broadcast, seat.fk_child, relation.fk_user, seat.fk_centre, placement.fk_class,
  case when pg_temp.rnd(scope.fk_broadcast, seat.fk_child, 83) < 0.7 then b.published_at + interval '6 hours' end
from broadcast_scopes scope
join broadcasts b on b.id = scope.fk_broadcast
join child_levels seat on seat.fk_school = scope.fk_school and seat.to_date is null
join child_relations relation on relation.fk_child = seat.fk_child and relation.guardian_access
left join lateral (
  select cc.fk_class from child_classes cc where cc.fk_child = seat.fk_child and cc.to_date is null
  order by cc.from_date desc, cc.id desc limit 1
) placement on true
where scope.scope_type = 'school'
on conflict do nothing;

update broadcasts b set recipient_count = r.n
from (select fk_broadcast, count(*)::int as n from broadcast_recipients group by fk_broadcast) r
where r.fk_broadcast = b.id;

analyze broadcasts;
analyze broadcast_scopes;
analyze broadcast_recipients;
