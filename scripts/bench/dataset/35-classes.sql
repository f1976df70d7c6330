-- Classes: every child's seat over time (child_levels) from its placement, two teachers per class (the first a
-- staff sign-in for one class in ten), and a closed earlier seat for one child in four (the level before).

insert into teachers (fk_school, fk_centre, firstname, lastname)
select cl.fk_school, cl.fk_centre, 'Teacher' || t, cl.label || ' ' || cl.id
from classes cl cross join generate_series(1, 2) t;

insert into class_teachers (fk_school, fk_class, fk_teacher)
select te.fk_school, cl.id, te.id
from teachers te join classes cl on cl.fk_centre = te.fk_centre and te.lastname = cl.label || ' ' || cl.id;

-- The open seat: where and at which level the placement puts the child, from the placement's start.
insert into child_levels (fk_school, fk_child, fk_centre, fk_level, fk_program, from_date, to_date, move_reason)
select cc.fk_school, cc.fk_child, cl.fk_centre, cc.fk_level, cc.fk_program, cc.from_date, cc.to_date,
  case when cc.to_date is not null then 'withdrawn' end
from child_classes cc join classes cl on cl.id = cc.fk_class
-- The bench's children only: the demo children have their seats from the demo seed.
join bench_child ch on ch.id = cc.fk_child;

-- One child in four came up from the level before, a year earlier.
insert into child_levels (fk_school, fk_child, fk_centre, fk_level, from_date, to_date, move_reason, fk_next_level)
select s.fk_school, s.fk_child, s.fk_centre, prev.id, (s.from_date - interval '1 year')::date, s.from_date - 1,
  'promotion', s.fk_level
from child_levels s
join levels cur on cur.id = s.fk_level
join lateral (select l.id from levels l where l.fk_school = cur.fk_school and l.to_month = cur.from_month limit 1) prev on true
join bench_child ch on ch.id = s.fk_child
where s.move_reason is null and s.fk_child % 4 = 0;

analyze teachers;
analyze class_teachers;
analyze child_levels;
