-- GIRO: two children in three pay by GIRO from a CDA account (approved mostly, some pending or rejected), one in
-- four also from a parent's account; every decided account has its status change with a reason of the school's
-- list (the demo schools' codes). Banks come from the migration.
create temp table bench_bank_account as
select row_number() over (order by ch.id, k.cda desc) as k, ch.id as child_id, ch.school, ch.user_id, k.cda,
  case when pg_temp.rnd(ch.n, 77, k.cda::int) < 0.8 then 'approved'
    when pg_temp.rnd(ch.n, 77, k.cda::int) < 0.95 then 'pending' else 'rejected' end as status,
  now() - interval '1 day' * floor(pg_temp.rnd(ch.n, 78, k.cda::int) * 700) as created
from bench_child ch
cross join (values (true), (false)) k(cda)
where (k.cda and pg_temp.rnd(ch.n, 79) < 0.67) or (not k.cda and pg_temp.rnd(ch.n, 80) < 0.25);

insert into bank_accounts (fk_school, fk_child, fk_bank_bic_code, payer_account_number, payer_account_names,
  mobile_phone_country_code, mobile_phone, application_date, source, status, bill_reference_number, is_cda,
  effective_from, fk_created_by, created_at, updated_at)
select a.school, a.child_id,
  (select b.id from bank_bic_codes b order by b.display_order offset floor(pg_temp.rnd(a.k, 81) * 6)::int limit 1),
  lpad((1000000000 + a.k)::text, 10, '0'), array['Parent ' || a.user_id], '+65', '9' || lpad((a.k % 10000000)::text, 7, '0'),
  a.created::date, case when pg_temp.rnd(a.k, 82) < 0.8 then 'online' else 'paper' end, a.status,
  'B' || lpad(a.k::text, 9, '0'), a.cda,
  case when a.status = 'approved' then (a.created + interval '14 days')::date end, a.user_id, a.created, a.created
from bench_bank_account a;

insert into bank_account_status_changes (fk_school, fk_bank_account, from_status, to_status, fk_reason, remarks,
  fk_user, created_at)
select ba.fk_school, ba.id, 'pending', ba.status,
  (select c.id from codes c where c.fk_school = ba.fk_school and c.category = 'bank_account_' || ba.status || '_reason'
   order by c.sort_order limit 1),
  'Bank answer received', st.user_id, ba.created_at + interval '10 days'
from bank_accounts ba
join lateral (select s.user_id from bench_staff s where s.school = ba.fk_school order by s.n limit 1) st on true
where ba.status <> 'pending' and ba.bill_reference_number like 'B%';
