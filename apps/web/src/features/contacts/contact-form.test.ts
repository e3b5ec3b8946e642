import { describe, expect, it } from 'vitest';
import { makeContact } from '@/test/api';
import { EMPTY_CONTACT, contactBody, contactFormValues, contactPatch } from './contact-form';

const SUPPLIER = makeContact({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2',
  type: 'supplier',
  name: 'প্রাণ ডিস্ট্রিবিউটর',
  mobile: '+8801912345678',
  email: 'pran@example.com',
  suppliedItems: 'জুস, বিস্কুট',
});

describe('contact form bodies', () => {
  it('a new contact leaves empty fields out and sends only the fields of its type (ASCII digits)', () => {
    const v = {
      ...EMPTY_CONTACT,
      name: ' সুমন ',
      mobile: '০১৭১২-৩৪৫৬৭৮',
      position: 'ক্যাশিয়ার',
      monthlySalary: '১২,৫০০',
      suppliedItems: 'চাল',
    };
    expect(contactBody('ID', 'employee', v)).toEqual({
      id: 'ID',
      type: 'employee',
      name: 'সুমন',
      mobile: '01712-345678',
      position: 'ক্যাশিয়ার',
      monthlySalary: '12500',
    });
    expect(contactBody('ID', 'customer', v)).toEqual({ id: 'ID', type: 'customer', name: 'সুমন', mobile: '01712-345678' });
    expect(contactBody('ID', 'supplier', v)).toMatchObject({ suppliedItems: 'চাল' });
    expect(contactBody('ID', 'supplier', v)).not.toHaveProperty('position');
  });

  it('an edit sends every field of the type, an emptied one as null', () => {
    const v = { ...contactFormValues(SUPPLIER, 'en'), email: '  ', address: 'কারওয়ান বাজার' };
    expect(contactPatch('supplier', v)).toEqual({
      name: 'প্রাণ ডিস্ট্রিবিউটর',
      mobile: '01912345678',
      address: 'কারওয়ান বাজার',
      email: null,
      suppliedItems: 'জুস, বিস্কুট',
    });
  });

  it('a saved contact fills the form in the user’s digits, the salary without .00', () => {
    expect(contactFormValues(SUPPLIER, 'bn')).toMatchObject({
      mobile: '০১৯১২৩৪৫৬৭৮',
      address: '',
      email: 'pran@example.com',
      suppliedItems: 'জুস, বিস্কুট',
    });
    const staff = { ...SUPPLIER, type: 'employee' as const, monthlySalary: '12000.00', suppliedItems: null };
    expect(contactFormValues(staff, 'bn').monthlySalary).toBe('১২০০০');
    expect(contactFormValues({ ...staff, monthlySalary: '12000.50' }, 'en').monthlySalary).toBe('12000.50');
  });
});
