-- Buses: three drivers and two buses per centre (the first with a driver), and one placed child in four riding a
-- bus of their class's centre (a child rides one bus at most).
insert into bus_drivers (fk_school, fk_centre, firstname, lastname, mobile_phone_country_code, mobile_phone, created_at)
select bc.school, bc.id, 'Driver' || k, 'Centre' || bc.id, '+65', (90000000 + bc.id * 10 + k)::text,
  now() - interval '2 years' * pg_temp.rnd(bc.id * 10 + k, 71)
from bench_centre bc cross join generate_series(1, 3) k;

insert into buses (fk_school, fk_centre, plate_number, fk_bus_driver)
select bc.school, bc.id, 'PB' || bc.id || 'X' || k,
  case when k = 1 then (select d.id from bus_drivers d where d.fk_centre = bc.id order by d.id limit 1) end
from bench_centre bc cross join generate_series(1, 2) k;

insert into bus_children (fk_school, fk_bus, fk_child)
select cc.fk_school, b.id, cc.fk_child
from child_classes cc
join classes cl on cl.id = cc.fk_class
join lateral (
  select bu.id from buses bu where bu.fk_centre = cl.fk_centre
  order by bu.id offset floor(pg_temp.rnd(cc.fk_child, 72) * 2)::int limit 1
) b on true
where pg_temp.rnd(cc.fk_child, 73) < 0.25;
