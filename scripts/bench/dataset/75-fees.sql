-- Fees: a standard group per brand, one tier per centre with a fee per offered level and programme for two
-- nationalities, and four fee change requests per centre over two years (the newest pending at one centre in ten).
insert into fee_groups (fk_school, group_code, label)
select s.id, 'STD', 'Standard' from bench_school s;

insert into fee_tiers (fk_school, fk_centre, fk_group, label, effective_for_registration_from, is_last_tier_in_group)
select bc.school, bc.id, g.id, 'Standard', (date_trunc('year', now()) - interval '1 year')::date, true
from bench_centre bc join fee_groups g on g.fk_school = bc.school;

insert into fees (fk_school, fk_fee_tier, fk_level, fk_program, nationality, amount, effective_from)
select t.fk_school, t.id, cl.fk_level, cl.fk_program, n.nationality,
  (80000 + floor(pg_temp.rnd(cl.id, 75) * 100000))::int, t.effective_for_registration_from
from fee_tiers t join centre_levels cl on cl.fk_centre = t.fk_centre
cross join (values ('Singaporean'), ('Permanent Resident')) n(nationality);

insert into fee_drafts (fk_school, fk_centre, fk_fee_tier, fk_user, status, effective_from, created_at)
select t.fk_school, t.fk_centre, t.id, st.user_id,
  case when k = 4 and pg_temp.rnd(t.id, 76) < 0.1 then 'pending' else 'approved' end,
  (now() + interval '3 months' - interval '6 months' * (4 - k))::date, now() - interval '6 months' * (4 - k)
from fee_tiers t cross join generate_series(1, 4) k
join lateral (select s.user_id from bench_staff s where s.school = t.fk_school order by s.n limit 1) st on true;

insert into fee_draft_items (fk_school, fk_fee_draft, fk_level, fk_program, nationality, amount, last_amount)
select d.fk_school, d.id, f.fk_level, f.fk_program, f.nationality, f.amount + 5000, f.amount
from fee_drafts d join fees f on f.fk_fee_tier = d.fk_fee_tier;

insert into fee_draft_logs (fk_school, fk_fee_draft, fk_user, status, created_at)
select fk_school, id, fk_user, status, created_at from fee_drafts;
