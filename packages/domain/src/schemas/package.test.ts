import { describe, expect, expectTypeOf, it } from 'vitest';
import { PACKAGE_BLANK_DEFAULTS, newPackageSchema, packageCreateBodySchema } from './new-package';
import type { NewPackageForm, NewPackageFormInput, PackageCreateBody } from './new-package';
import { packageEditSchema, packagePatchBodySchema } from './package-edit';
import type { PackagePatchBody } from './package-edit';
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
    expect(parsed(packagePatchBodySchema, { reactivate_package: true })).toEqual({
      reactivate_package: true,
    });
    expect(
      parsed(packagePatchBodySchema, {
        discount_percentage: '',
        extra_price: null,
        description: ' Ny ',
      }),
    ).toEqual({ discount_percentage: 0, extra_price: 0, description: 'Ny' });
    expect(errorsOf(packagePatchBodySchema, { discount_percentage: 101 })).toEqual({
      discount_percentage: [DISCOUNT],
    });
    expect(errorsOf(packagePatchBodySchema, { description: chars(256) })).toEqual({
      description: ['Beskrivelse kan ikke være lengre enn 255 tegn'],
    });
  });

  it('adds students by id: the form takes select values, the body JSON numbers', () => {
    expect(packagePatchBodySchema.parse({ add_students: [3, 4] })).toEqual({
      add_students: [3, 4],
    });
    expect(errorsOf(packagePatchBodySchema, { add_students: ['4'] })).toEqual({
      'add_students.0': ['Velg elever fra listen'],
    });
    expect(parsed(packageEditSchema, { ...valid, add_students: [3, '4'] }).add_students).toEqual([
      3, 4,
    ]);
    expect(errorsOf(packageEditSchema, { ...valid, add_students: [''] })).toEqual({
      'add_students.0': ['Velg elever fra listen'],
    });
  });
});

describe('packageCreateBodySchema (POST package/package/)', () => {
  const body = { date_sold: '2026-11-21', package_type: 2, students: [7], invoice_receiver: 9 };

  it('takes blank or left-out numbers as their defaults', () => {
    expect(parsed(packageCreateBodySchema, body)).toEqual({ ...body, ...PACKAGE_BLANK_DEFAULTS });
    expect(
      parsed(packageCreateBodySchema, {
        ...body,
        discount_percentage: '',
        extra_price: null,
        additional_hours_added: 2.5,
        number_of_payments: 3,
      }),
    ).toEqual({
      ...body,
      discount_percentage: 0,
      extra_price: 0,
      additional_hours_added: 2.5,
      number_of_payments: 3,
    });
  });

  it('answers with the form messages, caps included', () => {
    expect(
      errorsOf(packageCreateBodySchema, {
        ...body,
        package_type: '',
        students: [],
        extra_price: 10_000_001,
        additional_hours_added: 10_001,
        number_of_payments: 121,
      }),
    ).toEqual({
      package_type: ['Velg en pakketype'],
      students: ['Velg minst én elev'],
      extra_price: ['Ekstrapris kan ikke være over 10 000 000 kr'],
      additional_hours_added: ['Ekstra timer kan ikke være over 10 000'],
      number_of_payments: ['Antall betalinger må være et helt tall, minst 1'],
    });
    expect(errorsOf(newPackageSchema, { ...body, extra_price: '10000001' })).toEqual({
      extra_price: ['Ekstrapris kan ikke være over 10 000 000 kr'],
    });
  });
});

describe('package types', () => {
  it('outputs numbers while the input accepts blanks (checked by the typecheck)', () => {
    expectTypeOf<NewPackageForm['discount_percentage']>().toEqualTypeOf<number>();
    expectTypeOf<NewPackageForm['number_of_payments']>().toEqualTypeOf<number>();
    expectTypeOf<''>().toExtend<NewPackageFormInput['discount_percentage']>();
    expectTypeOf<undefined>().toExtend<NewPackageFormInput['extra_price']>();
    expectTypeOf<PackageCreateBody['discount_percentage']>().toEqualTypeOf<number>();
    expectTypeOf<PackagePatchBody>().toEqualTypeOf<{
      description?: string | null | undefined;
      comment_for_invoice?: string | null | undefined;
      additional_hours_added?: number | undefined;
      extra_price?: number | undefined;
      discount_percentage?: number | undefined;
      reactivate_package?: boolean | undefined;
      add_students?: number[] | undefined;
    }>();
    expect(Object.keys(packagePatchBodySchema.shape).sort()).toEqual(
      Object.keys(packageEditSchema.shape).sort(),
    );
  });
});
