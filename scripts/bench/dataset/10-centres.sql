-- Centres: each brand grown to its size with the demo's levels and programmes everywhere, an address, nearby
-- postal codes and a capacity per level. `bench_centre` numbers every centre of a brand (demo ones first) and
-- gives it a weight: a few busy centres take most enquiries, as in a real operator.
insert into centres (id, fk_school, code, ecda_code, label, teacher_ratio, active)
select (select coalesce(max(id), 0) from centres) + row_number() over (order by s.id, g),
  s.id, 'B' || s.id || '-' || lpad(g::text, 3, '0'), 'ECDA' || s.id || lpad(g::text, 4, '0'),
  'Bench centre ' || s.id || '-' || g, 8 + (g % 8), g % 37 <> 0
from bench_school s
cross join lateral generate_series(1, s.centres - (select count(*) from centres c where c.fk_school = s.id)) g;

create temp table bench_centre as
select c.id, c.fk_school as school,
  row_number() over (partition by c.fk_school order by c.id) - 1 as idx,
  -- Zipf-like: centre k of a brand weighs 1/(k+1)^0.8 in a shuffled order, so busy centres are spread out.
  1.0 / power(1 + rank() over (partition by c.fk_school order by pg_temp.rnd(c.id, 7)), 0.8) as weight
from centres c where c.fk_school in (select id from bench_school);
alter table bench_centre add primary key (id);
create index on bench_centre (school, idx);

insert into centre_addresses (fk_school, fk_centre, name, address, building, postcode, lat, lng)
select bc.school, bc.id, 'Main', (100 + bc.idx) || ' Bench Avenue ' || bc.school, 'Block ' || bc.idx,
  lpad((100000 + bc.id * 37 % 700000)::text, 6, '0'),
  1.28 + pg_temp.rnd(bc.id, 1) * 0.16, 103.68 + pg_temp.rnd(bc.id, 2) * 0.3
from bench_centre bc
where not exists (select 1 from centre_addresses a where a.fk_centre = bc.id);

insert into centre_nearby_postcodes (fk_school, fk_centre, postcode)
select bc.school, bc.id, lpad((100000 + bc.id * 37 % 700000 + n)::text, 6, '0')
from bench_centre bc cross join generate_series(1, 5) n
where not exists (select 1 from centre_nearby_postcodes p where p.fk_centre = bc.id);

insert into centre_levels (fk_school, fk_centre, fk_level, fk_program)
select bc.school, bc.id, p.fk_level, p.id
from bench_centre bc join programs p on p.fk_school = bc.school
where not exists (select 1 from centre_levels cl where cl.fk_centre = bc.id);

insert into centre_capacities (fk_school, fk_centre, fk_level, date, capacity)
select bc.school, bc.id, l.id, date_trunc('month', now() - interval '1 year')::date, 10 + (bc.id * 7 + l.id) % 40
from bench_centre bc join levels l on l.fk_school = bc.school
where not exists (select 1 from centre_capacities cc where cc.fk_centre = bc.id);
