-- Leaving and moving: one child in fifty with an open seat has given notice of withdrawal, and one in a hundred has
-- asked to move to another centre of its brand that offers its level; both spread over their statuses (live ones
-- included), so the staff lists, the child's tabs and the due-date jobs read a large operator's rows.

insert into withdrawals (fk_school, fk_centre, fk_child, notice_date, effective_date, fk_code_by_parent_reason,
  remark, monthly_fee_amount, deposit_amount, refund_deposit_amount, status, fk_submitted_by, fk_centre_approver,
  fk_hq_approver, cancelled_at, created_at, updated_at)
select seat.fk_school, seat.fk_centre, seat.fk_child, w.notice, w.notice + 30 + (ch.n % 60)::int, reason.id, 'Moving house',
  120000, 240000, case when w.status = 'approved' then 240000 else 0 end, w.status, ch.user_id,
  case when w.status in ('pending_hq', 'approved', 'rejected') then hq.user_id end,
  case when w.status = 'approved' then hq.user_id end,
  case when w.status = 'cancelled' then w.notice + 2 end,
  w.notice, w.notice + 1
from child_levels seat
join bench_child ch on ch.id = seat.fk_child
join lateral (select id from codes c where c.fk_school = seat.fk_school and c.category = 'withdrawal_parent_reason'
  order by c.id limit 1) reason on true
join lateral (select st.user_id from bench_staff st where st.school = seat.fk_school and st.role = 'hq_admin'
  order by st.n limit 1) hq on true
cross join lateral (select
  (array['pending_centre', 'pending_hq', 'approved', 'rejected', 'cancelled'])[1 + (ch.n / 50) % 5] as status,
  (now() at time zone 'Asia/Singapore')::date - (ch.n % 90)::int as notice) w
where seat.to_date is null and ch.n % 50 = 0
  and not exists (select 1 from withdrawals x where x.fk_child = seat.fk_child);

insert into transfers (fk_school, fk_child, fk_source_centre, fk_destination_centre, fk_level, fk_program,
  effective_date, fk_code_by_reason, remark, status, fk_submitted_by, fk_source_approver, fk_destination_approver,
  fk_enquiry, completed_at, cancelled_at, created_at, updated_at)
select seat.fk_school, seat.fk_child, seat.fk_centre, dest.fk_centre, seat.fk_level, seat.fk_program,
  (date_trunc('month', now() at time zone 'Asia/Singapore') + interval '1 month' * (1 + ch.n % 3))::date
    + case when ch.n % 2 = 0 then 14 else 0 end,
  reason.id, 'Nearer to work', t.status, ch.user_id,
  case when t.status in ('pending_destination', 'completed', 'rejected') then hq.user_id end,
  case when t.status = 'completed' then hq.user_id end,
  case when t.status = 'completed' then own.id end,
  case when t.status = 'completed' then now() - interval '1 day' end,
  case when t.status = 'cancelled' then now() - interval '2 days' end,
  now() - interval '1 day' * (ch.n % 60), now() - interval '1 day' * (ch.n % 30)
from child_levels seat
join bench_child ch on ch.id = seat.fk_child
join lateral (select cl.fk_centre from centre_levels cl
  where cl.fk_level = seat.fk_level and cl.fk_centre <> seat.fk_centre order by cl.fk_centre limit 1) dest on true
join lateral (select id from codes c where c.fk_school = seat.fk_school and c.category = 'transfer_reason'
  order by c.id limit 1) reason on true
join lateral (select st.user_id from bench_staff st where st.school = seat.fk_school and st.role = 'hq_admin'
  order by st.n limit 1) hq on true
-- A completed transfer points at the enquiry it enrolled through: the child's own stands in for it here.
left join lateral (select e.id from enquiries e where e.fk_child = seat.fk_child order by e.id limit 1) own on true
cross join lateral (select
  (array['pending_source', 'pending_destination', 'completed', 'rejected', 'cancelled'])[1 + (ch.n / 100) % 5] as status) t
where seat.to_date is null and ch.n % 100 = 25
  and (t.status <> 'completed' or own.id is not null)
  and not exists (select 1 from transfers x where x.fk_child = seat.fk_child);

analyze withdrawals;
analyze transfers;
