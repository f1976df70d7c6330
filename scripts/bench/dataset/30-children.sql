-- Children: 53,000 in the families (siblings share the family's parents), each related to the main parent and
-- the guardian; a class per centre and level, and nearly every child placed in a class of their brand, so that about
-- 50,000 are on a fee in the month the invoice run bills (issue 25); one in twenty left at the end of last month.

-- Weighted choice of a centre: 1,000 slots per brand shared out by the centres' weights, so
-- `pick[1 + floor(r * 1000)]` picks a busy centre more often than a quiet one.
create temp table bench_pick as
with w as (
  select school, id, weight / sum(weight) over (partition by school) as share,
    sum(weight) over (partition by school order by idx) / sum(weight) over (partition by school) as upto
  from bench_centre
)
select s.id as school, array_agg(
  (select w.id from w where w.school = s.id and w.upto >= (k + 0.5) / 1000.0 order by w.upto limit 1)
  order by k) as pick
from bench_school s cross join generate_series(0, 999) k group by s.id;

create temp table bench_child as
select (select coalesce(max(id), 0) from children) + c as id, c as n, f.n as family, f.school, f.user_id,
  case when f.has_guardian then b.guardian_base + f.n end as guardian_id,
  (select l.id from levels l where l.fk_school = f.school order by l.from_month
   offset floor(pg_temp.rnd(c, 21) * 6)::int limit 1) as level_id
from bench_family f cross join bench_base b
cross join lateral generate_series(f.first_child, least(f.first_child + f.kids - 1, (select children from bench_size))) c;
alter table bench_child add primary key (id);
analyze bench_child;

insert into children (id, fk_school, firstname, lastname, date_of_birth, birth_certificate, nationality, race,
  gender, created_at)
select ch.id, ch.school, 'Child' || ch.n, 'Family' || ch.family,
  (now() - interval '1 month' * (2 + floor(pg_temp.rnd(ch.n, 22) * 80)))::date,
  'T' || lpad((1000000 + ch.n)::text, 7, '0') || chr(65 + (ch.n % 26)::int), 'Singapore Citizen', 'Chinese',
  case when ch.n % 2 = 0 then 'female' else 'male' end, now() - interval '3 years' * pg_temp.rnd(ch.n, 23)
from bench_child ch;

insert into child_relations (fk_school, fk_child, fk_user, relation, is_main_applicant)
select school, id, user_id, 'Mother', true from bench_child
union all
select school, id, guardian_id, 'Father', false from bench_child where guardian_id is not null;

insert into classes (fk_school, fk_centre, fk_level, label)
select bc.school, bc.id, l.id, l.label || ' A'
from bench_centre bc join levels l on l.fk_school = bc.school;

insert into child_classes (fk_school, fk_child, fk_class, fk_level, fk_program, from_date, to_date)
select ch.school, ch.id, cl.id, cl.fk_level,
  (select p.id from programs p where p.fk_level = ch.level_id order by p.id limit 1),
  (date_trunc('month', now()) - interval '1 month' * floor(pg_temp.rnd(ch.n, 24) * 24))::date,
  -- One in ten leaves in six months; one in twenty (placed before this month) left at the end of last month: the
  -- past children's list (withdrawn) has some to show.
  case when pg_temp.rnd(ch.n, 25) < 0.1 then (date_trunc('month', now()) + interval '6 months')::date
    when pg_temp.rnd(ch.n, 25) < 0.15 and floor(pg_temp.rnd(ch.n, 24) * 24) >= 1
      then (date_trunc('month', now()) - interval '1 day')::date end
from bench_child ch
join bench_pick bp on bp.school = ch.school
-- One class of the picked centre and level (a demo centre may run two): a child has one open placement per level.
join lateral (
  select c.id, c.fk_level from classes c
  where c.fk_centre = bp.pick[1 + floor(pg_temp.rnd(ch.n, 26) * 1000)::int] and c.fk_level = ch.level_id
  order by c.id limit 1
) cl on true
where pg_temp.rnd(ch.n, 27) < 0.995;
