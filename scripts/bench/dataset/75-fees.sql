-- Fees: the brand's standard group (the demo's where it has one), one tier per centre that has none yet with a fee
-- per offered level and programme for two nationalities, and four fee change requests per centre over two years
-- (the newest pending at one centre in ten), made by the centre's principal and decided by HQ.
insert into fee_groups (fk_school, group_code, label)
select s.id, 'STD', 'Standard' from bench_school s
where not exists (select 1 from fee_groups g where g.fk_school = s.id and g.group_code = 'STD');

insert into fee_tiers (fk_school, fk_centre, fk_group, label, effective_for_registration_from, is_last_tier_in_group)
select bc.school, bc.id, g.id, 'Standard', (date_trunc('year', now()) - interval '1 year')::date, true
from bench_centre bc join fee_groups g on g.fk_school = bc.school and g.group_code = 'STD'
where not exists (select 1 from fee_tiers t where t.fk_centre = bc.id);

insert into fees (fk_school, fk_fee_tier, fk_level, fk_program, nationality, amount, effective_from)
select t.fk_school, t.id, cl.fk_level, cl.fk_program, n.nationality,
  (80000 + floor(pg_temp.rnd(cl.id, 75) * 100000))::int, t.effective_for_registration_from
from fee_tiers t join centre_levels cl on cl.fk_centre = t.fk_centre
cross join (values ('Singaporean'), ('Permanent Resident')) n(nationality)
where not exists (select 1 from fees f where f.fk_fee_tier = t.id);

insert into fee_drafts (fk_school, fk_centre, fk_fee_tier, fk_user, fk_approver, status, effective_from, created_at,
  updated_at, decided_at)
select t.fk_school, t.fk_centre, t.id, maker.user_id, case when s.status = 'approved' then hq.user_id end, s.status,
  (now() + interval '3 months' - interval '6 months' * (4 - k))::date, now() - interval '6 months' * (4 - k),
  now() - interval '6 months' * (4 - k) + interval '2 days',
  case when s.status = 'approved' then now() - interval '6 months' * (4 - k) + interval '2 days' end
from fee_tiers t cross join generate_series(1, 4) k
join bench_staff maker on maker.centre = t.fk_centre and maker.kind = 0
join lateral (select st.user_id from bench_staff st where st.school = t.fk_school and st.role = 'hq_admin'
  order by st.n limit 1) hq on true
cross join lateral (select case when k = 4 and pg_temp.rnd(t.id, 76) < 0.1 then 'pending' else 'approved' end
  as status) s
where not exists (select 1 from fee_drafts d where d.fk_fee_tier = t.id);

insert into fee_draft_items (fk_school, fk_fee_draft, fk_level, fk_program, nationality, amount, last_amount)
select d.fk_school, d.id, f.fk_level, f.fk_program, f.nationality, f.amount + 5000, f.amount
from fee_drafts d join fees f on f.fk_fee_tier = d.fk_fee_tier
where not exists (select 1 from fee_draft_items i where i.fk_fee_draft = d.id);

-- Each request's steps: submitted by the maker, then the decision by HQ.
insert into fee_draft_logs (fk_school, fk_fee_draft, fk_user, status, created_at)
select fk_school, id, fk_user, 'pending', created_at from fee_drafts
where not exists (select 1 from fee_draft_logs l where l.fk_fee_draft = fee_drafts.id)
union all
select fk_school, id, fk_approver, status, decided_at from fee_drafts
where status = 'approved' and not exists (select 1 from fee_draft_logs l where l.fk_fee_draft = fee_drafts.id);
