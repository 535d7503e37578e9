import { describe, expect, expectTypeOf, it } from 'vitest';
import { PACKAGE_BLANK_DEFAULTS, newPackageSchema } from './new-package';
import type { NewPackageForm, NewPackageFormInput } from './new-package';
import { packageEditSchema, packagePatchSchema } from './package-edit';
import type { PackagePatch } from './package-edit';
import { errorsOf, parsed } from './test-helpers';

const DISCOUNT = 'Rabatt må være mellom 0 og 100';
const chars = (n: number) => 'a'.repeat(n);

describe('newPackageSchema', () => {
  const valid = {
    date_sold: '2026-11-21',
    package_type: '2',
    students: ['7'],
    invoice_receiver: '9',
    discount_percentage: '10',
    extra_price: '250,50',
    additional_hours_added: '1.5',
    number_of_payments: '3',
  };

  it('accepts a valid package and gives numbers', () => {
    expect(parsed(newPackageSchema, valid)).toEqual({
      date_sold: '2026-11-21',
      package_type: 2,
      students: [7],
      invoice_receiver: 9,
      discount_percentage: 10,
      extra_price: 250.5,
      additional_hours_added: 1.5,
      number_of_payments: 3,
    });
  });

  it('defaults blanks on submit: discount 0, extra price 0, extra hours 0, payments 1', () => {
    for (const blank of ['', undefined, null, Number.NaN]) {
      const out = parsed(newPackageSchema, {
        ...valid,
        discount_percentage: blank,
        extra_price: blank,
        additional_hours_added: blank,
        number_of_payments: blank,
      });
      expect(out).toMatchObject({
        discount_percentage: 0,
        extra_price: 0,
        additional_hours_added: 0,
        number_of_payments: 1,
      });
    }
    const {
      discount_percentage: _d,
      extra_price: _e,
      additional_hours_added: _a,
      number_of_payments: _n,
      ...required
    } = valid;
    expect(parsed(newPackageSchema, required)).toMatchObject(PACKAGE_BLANK_DEFAULTS);
  });

  it('requires date sold, package type, a student and an invoice receiver', () => {
    expect(
      errorsOf(newPackageSchema, {
        ...valid,
        date_sold: '',
        package_type: '',
        students: [],
        invoice_receiver: undefined,
      }),
    ).toEqual({
      date_sold: ['Salgsdato er påkrevd'],
      package_type: ['Velg en pakketype'],
      students: ['Velg minst én elev'],
      invoice_receiver: ['Velg en fakturamottaker'],
    });
  });

  it('keeps the discount within 0 to 100 (-1 and 101 fail, 0 and 100 pass)', () => {
    expect(errorsOf(newPackageSchema, { ...valid, discount_percentage: -1 })).toEqual({
      discount_percentage: [DISCOUNT],
    });
    expect(parsed(newPackageSchema, { ...valid, discount_percentage: 0 }).discount_percentage).toBe(
      0,
    );
    expect(
      parsed(newPackageSchema, { ...valid, discount_percentage: '100' }).discount_percentage,
    ).toBe(100);
    expect(errorsOf(newPackageSchema, { ...valid, discount_percentage: '101' })).toEqual({
      discount_percentage: [DISCOUNT],
    });
    expect(errorsOf(newPackageSchema, { ...valid, discount_percentage: 'ti' })).toEqual({
      discount_percentage: [DISCOUNT],
    });
  });

  it('wants extra price and extra hours at least 0', () => {
    expect(
      errorsOf(newPackageSchema, { ...valid, extra_price: '-0.01', additional_hours_added: -1 }),
    ).toEqual({
      extra_price: ['Ekstrapris kan ikke være negativ'],
      additional_hours_added: ['Ekstra timer kan ikke være negative'],
    });
    expect(errorsOf(newPackageSchema, { ...valid, extra_price: 'x' })).toEqual({
      extra_price: ['Må være et tall'],
    });
  });

  it('wants a whole number of payments, at least 1', () => {
    const message = 'Antall betalinger må være et helt tall, minst 1';
    expect(errorsOf(newPackageSchema, { ...valid, number_of_payments: 0 })).toEqual({
      number_of_payments: [message],
    });
    expect(errorsOf(newPackageSchema, { ...valid, number_of_payments: '1.5' })).toEqual({
      number_of_payments: [message],
    });
    expect(parsed(newPackageSchema, { ...valid, number_of_payments: 1 }).number_of_payments).toBe(
      1,
    );
  });
});

describe('packageEditSchema', () => {
  const valid = {
    description: '20 timer matte',
    comment_for_invoice: '',
    additional_hours_added: '2',
    extra_price: 0,
    discount_percentage: '15',
    reactivate_package: true,
  };

  it('accepts a valid edit', () => {
    expect(parsed(packageEditSchema, valid)).toEqual({
      ...valid,
      additional_hours_added: 2,
      discount_percentage: 15,
      add_students: [],
    });
  });

  it('defaults blanks and the reactivate flag', () => {
    expect(
      parsed(packageEditSchema, {
        description: '',
        additional_hours_added: '',
        extra_price: '',
        discount_percentage: '',
      }),
    ).toEqual({
      description: '',
      comment_for_invoice: '',
      additional_hours_added: 0,
      extra_price: 0,
      discount_percentage: 0,
      reactivate_package: false,
      add_students: [],
    });
  });

  it('limits description and comment for invoice to 255 characters (254, 255 pass; 256 fails)', () => {
    expect(
      errorsOf(packageEditSchema, {
        ...valid,
        description: chars(254),
        comment_for_invoice: chars(255),
      }),
    ).toEqual({});
    expect(
      errorsOf(packageEditSchema, {
        ...valid,
        description: chars(256),
        comment_for_invoice: chars(256),
      }),
    ).toEqual({
      description: ['Beskrivelse kan ikke være lengre enn 255 tegn'],
      comment_for_invoice: ['Kommentar til faktura kan ikke være lengre enn 255 tegn'],
    });
  });

  it('checks hours, price and discount bounds', () => {
    expect(
      errorsOf(packageEditSchema, {
        ...valid,
        additional_hours_added: -0.5,
        extra_price: -1,
        discount_percentage: 101,
      }),
    ).toEqual({
      additional_hours_added: ['Ekstra timer kan ikke være negative'],
      extra_price: ['Ekstrapris kan ikke være negativ'],
      discount_percentage: [DISCOUNT],
    });
    expect(errorsOf(packageEditSchema, { ...valid, reactivate_package: 'ja' })).toHaveProperty(
      'reactivate_package',
    );
  });

  it('serves a PATCH: absent fields stay absent, present blanks take the defaults', () => {
    expect(parsed(packagePatchSchema, { reactivate_package: true })).toEqual({
      reactivate_package: true,
    });
    expect(parsed(packagePatchSchema, { discount_percentage: '', description: ' Ny ' })).toEqual({
      discount_percentage: 0,
      description: 'Ny',
    });
    expect(errorsOf(packagePatchSchema, { discount_percentage: 101 })).toEqual({
      discount_percentage: [DISCOUNT],
    });
  });

  it('adds students by id and never takes a blank for one', () => {
    expect(packagePatchSchema.parse({ add_students: [3, '4'] })).toEqual({ add_students: [3, 4] });
    expect(errorsOf(packagePatchSchema, { add_students: [''] })).toEqual({
      'add_students.0': ['Velg elever fra listen'],
    });
  });
});

describe('package types', () => {
  it('outputs numbers while the input accepts blanks (checked by the typecheck)', () => {
    expectTypeOf<NewPackageForm['discount_percentage']>().toEqualTypeOf<number>();
    expectTypeOf<NewPackageForm['number_of_payments']>().toEqualTypeOf<number>();
    expectTypeOf<''>().toExtend<NewPackageFormInput['discount_percentage']>();
    expectTypeOf<undefined>().toExtend<NewPackageFormInput['extra_price']>();
    expectTypeOf<PackagePatch>().toEqualTypeOf<{
      description?: string | undefined;
      comment_for_invoice?: string | undefined;
      additional_hours_added?: number | undefined;
      extra_price?: number | undefined;
      discount_percentage?: number | undefined;
      reactivate_package?: boolean | undefined;
      add_students?: number[] | undefined;
    }>();
    expect(Object.keys(packagePatchSchema.shape)).toEqual(Object.keys(packageEditSchema.shape));
  });
});
