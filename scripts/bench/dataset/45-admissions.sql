-- Blacklist: one family in 500 on the list (named by the centre of its first enquiry), and requests about one in
-- 300 (a third still pending, the rest decided), made by the school's first staff member. The reasons are the demo
-- schools' blacklist_reason codes. The state maps come from the application's start (syncEnquiryStateMap).
insert into blacklists (fk_school, fk_centre, fk_child, fk_user, fk_code, remark, active, created_at, updated_at)
select e.school, e.centre, e.child_id, e.user_id,
  (select c.id from codes c where c.fk_school = e.school and c.category = 'blacklist_reason' order by c.id limit 1),
  'Listed by the bench', pg_temp.rnd(e.n, 62) < 0.8, e.created, e.created
from bench_enquiry e
where e.k = 0 and pg_temp.rnd(e.n, 61) < 0.002;

insert into blacklist_drafts (fk_school, fk_centre, kind, status, fk_child, fk_parent, fk_code, remark, fk_user,
  created_at, updated_at)
select e.school, e.centre, 'add',
  case when pg_temp.rnd(e.n, 64) < 0.34 then 'pending' when pg_temp.rnd(e.n, 64) < 0.8 then 'approved' else 'rejected' end,
  e.child_id, e.user_id,
  (select c.id from codes c where c.fk_school = e.school and c.category = 'blacklist_reason' order by c.id limit 1),
  'Requested by the bench', (select s.fk_user from staff s where s.fk_school = e.school order by s.id limit 1),
  e.created, e.created
from bench_enquiry e
where e.k = 0 and pg_temp.rnd(e.n, 63) < 0.0033;
