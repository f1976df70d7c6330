-- Authorised pickup persons: the main parent of a child names one to three (a grandparent, a helper), two in three
-- with a photo; every twentieth was taken off the list (inactive, photo gone), as decision 0068 keeps them.
insert into authorised_pickups (fk_school, fk_child, name, relation, mobile, photo_key, active, created_by,
  created_at, updated_at)
select rel.fk_school, rel.fk_child, 'Pickup' || k || ' Family' || rel.fk_child,
  (array['Grandmother', 'Grandfather', 'Helper'])[k],
  '8' || lpad(((rel.fk_child * 3 + k) % 10000000)::text, 7, '0'),
  case when (rel.fk_child + k) % 3 <> 0 and (rel.fk_child + k) % 20 <> 0
    then rel.fk_school || '/pickup_photo/' || md5('pickup-' || rel.fk_child || '-' || k)::uuid || '.jpg' end,
  (rel.fk_child + k) % 20 <> 0, rel.fk_user, now() - interval '90 days', now() - interval '30 days'
from child_relations rel
cross join generate_series(1, 3) k
where rel.is_main_applicant and k <= 1 + floor(pg_temp.rnd(rel.fk_child, 870) * 3)
  and not exists (select 1 from authorised_pickups p where p.fk_child = rel.fk_child);
