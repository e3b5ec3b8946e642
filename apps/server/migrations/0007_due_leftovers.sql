-- Follow-ups to the contacts, due book and expenses (migrations 0005, 0006).
-- 1. The foreign key promised in 0006: an expense's employee is a contact of the same shop (the
--    service also checks that the contact is an employee, which a foreign key cannot say).
ALTER TABLE expenses
  ADD CONSTRAINT expenses_employee_fk FOREIGN KEY (shop_id, employee_id) REFERENCES contacts (shop_id, id);
ALTER TABLE incomes
  ADD CONSTRAINT incomes_employee_fk FOREIGN KEY (shop_id, employee_id) REFERENCES contacts (shop_id, id);

-- 2. Due reminders are rate limited per contact: the last one's time, set by a compare-and-set
--    UPDATE so two taps at once send one SMS.
ALTER TABLE contacts ADD COLUMN last_reminded_at timestamptz;
