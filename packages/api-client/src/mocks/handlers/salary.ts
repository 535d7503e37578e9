import { HttpResponse } from 'msw';
import { sumKr, toOre, oreToDecimal } from '@portal/domain/format';
import { salaryCsv, salaryMarkResponseMessage, type SalaryCsvTeacher } from '@portal/domain/salary';
import {
  makeEmptyNextPayment,
  makeNextPayment,
  makeSalaryLessons,
  makeSalaryTeachers,
  type MockSalaryLesson,
  type MockSalaryTeacher,
} from '../fixtures/salary';
import { makePage } from '../fixtures/page';
import { makeTeacherSelf } from '../fixtures/teachers';
import { http } from '../http';
import { neverResolve, serverError, validationError } from '../states';
import type { Schemas } from '../../contract';

/** What the handlers read of a query (openapi-msw's typed `query`). */
type QueryReader = { get(name: string): string | null };

type TeacherSalary = Schemas['TeacherSalary'];

// The staff's 'Betal Lønn' as one state: marking pay and saving a Visma id change it, so a story
// sees the change. resetSalaryMocks() puts the fixture back (a story's beforeEach).
let teachers: MockSalaryTeacher[] = makeSalaryTeachers();
let lessons: MockSalaryLesson[] = makeSalaryLessons();
export function resetSalaryMocks() {
  teachers = makeSalaryTeachers();
  lessons = makeSalaryLessons();
}

/** The day the mock marks as paid when the call says so (MOCK_NOW's day). */
const pad2 = (n: number) => String(n).padStart(2, '0');

type View = { month: number; year: number; unpaid: boolean };

const viewOf = (query: QueryReader): View => ({
  month: Number(query.get('month') ?? 12),
  year: Number(query.get('year') ?? 2026),
  unpaid: !['false', '0', 'False'].includes(query.get('month_is_unpaid') ?? 'true'),
});

/**
 * The API's views: unpaid, the unpaid lessons that started in or before the month; paid, the
 * lessons paid in the month's pay run (a paid date in the month after).
 */
const inView = ({ month, year, unpaid }: View) => {
  const until = `${year}-${pad2(month)}`;
  const run = month === 12 ? `${year + 1}-01` : `${year}-${pad2(month + 1)}`;
  return (l: MockSalaryLesson) =>
    unpaid ? l.paid_date === null && l.month <= until : l.paid_date?.slice(0, 7) === run;
};

function rowOf(teacher: MockSalaryTeacher, own: MockSalaryLesson[]): TeacherSalary {
  const sum = (pick: (l: MockSalaryLesson) => string) => sumKr(own.map(pick));
  const total = oreToDecimal(
    own.reduce(
      (acc, l) =>
        acc +
        toOre(l.base) +
        toOre(l.incentive_bonus) +
        toOre(l.travel_salary) +
        toOre(l.special_bonus),
      0,
    ),
  );
  return {
    id: teacher.id,
    name: teacher.name,
    email: teacher.email,
    address: teacher.address,
    bank_account_number: teacher.bank_account_number,
    social_security: teacher.social_security,
    visma_employment_id: teacher.visma_employment_id,
    total_activity_duration_for_payment: sum((l) => l.hours),
    total_unpaid: total,
    next_base_payment: sum((l) => l.base),
    incentive_bonus_next_payment: sum((l) => l.incentive_bonus),
    travel_salary: sum((l) => l.travel_salary),
    special_bonus_salary: sum((l) => l.special_bonus),
    number_of_activities_without_summary: teacher.number_of_activities_without_summary,
    activity_ids: own.map((l) => l.id),
  };
}

/** Every row of a view, by name: teachers with lessons in it, or (unpaid view) with the warning. */
function rowsOf(view: View): TeacherSalary[] {
  const matches = inView(view);
  return teachers
    .map((t) =>
      rowOf(
        t,
        lessons.filter((l) => l.teacher === t.id && matches(l)),
      ),
    )
    .filter(
      (row) =>
        row.activity_ids.length > 0 ||
        (view.unpaid && row.number_of_activities_without_summary > 0),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
}

function totalOf(view: View): Schemas['SalaryTotal'] {
  const rows = rowsOf(view);
  return {
    total_hours: sumKr(rows.map((r) => r.total_activity_duration_for_payment)),
    total_payment: sumKr(rows.map((r) => r.total_unpaid)),
    // The unpaid view leaves out teachers without a Visma id, as the API does.
    all_activity_ids: rows
      .filter((r) => !view.unpaid || r.visma_employment_id !== null)
      .flatMap((r) => r.activity_ids),
  };
}

function csvOf(view: View): string {
  const lines: SalaryCsvTeacher[] = rowsOf(view)
    .filter((r) => r.visma_employment_id !== null)
    .map((r) => ({
      visma_employment_id: r.visma_employment_id ?? '',
      name: r.name,
      lines: {
        base: { hours: r.total_activity_duration_for_payment, amount: r.next_base_payment },
        incentive_bonus: { hours: null, amount: r.incentive_bonus_next_payment },
        travel_salary: { hours: null, amount: r.travel_salary },
        special_bonus: { hours: null, amount: r.special_bonus_salary },
      },
    }));
  return salaryCsv(lines);
}

const csvResponse = (text: string) =>
  HttpResponse.text(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': "attachment; filename*=UTF-8''L%C3%B8nn.csv",
    },
  });

/** The API's rule: paying needs a Visma id and an unpaid lesson; unpaying a paid one. */
function mark(ids: readonly number[], paymentDate: string | null) {
  const notUpdated: number[] = [];
  for (const id of new Set(ids)) {
    const lesson = lessons.find((l) => l.id === id);
    const teacher = teachers.find((t) => t.id === lesson?.teacher);
    const changes =
      lesson !== undefined &&
      (paymentDate === null
        ? lesson.paid_date !== null
        : lesson.paid_date === null && teacher?.visma_employment_id !== null);
    if (!changes || !lesson) notUpdated.push(id);
    else lesson.paid_date = paymentDate;
  }
  return {
    ids_not_updated: notUpdated,
    response_message: salaryMarkResponseMessage(paymentDate !== null, notUpdated.length),
  };
}

const list = http.get('/salary/', ({ query }) => {
  const view = viewOf(query);
  const onlyAlerts = ['true', '1', 'True'].includes(query.get('only_show_alerts') ?? '');
  const limit = Number(query.get('limit') ?? 10);
  const offset = Number(query.get('offset') ?? 0);
  const rows = rowsOf(view).filter(
    (r) => !view.unpaid || !onlyAlerts || r.number_of_activities_without_summary > 0,
  );
  return HttpResponse.json(makePage(rows, { limit, offset, path: '/api/salary/' }));
});
const total = http.get('/salary/total/', ({ query }) => HttpResponse.json(totalOf(viewOf(query))));
const csv = http.get('/salary/generate-csv/', ({ query }) => csvResponse(csvOf(viewOf(query))));
const markPaid = http.post('/salary/mark-activities-as-paid/', async ({ request }) => {
  const body = await request.json();
  return HttpResponse.json(mark(body.activity_ids, body.payment_date));
});
const reminder = http.post('/salary/teacher/{id}/reminder/', ({ params }) => {
  const teacher = teachers.find((t) => t.id === Number(params.id));
  if (!teacher) return HttpResponse.json({ detail: 'Ikke funnet.' }, { status: 404 });
  if (teacher.number_of_activities_without_summary === 0)
    return HttpResponse.json(
      { detail: 'Læreren har ingen økter som mangler oppsummering.' },
      { status: 400 },
    );
  return HttpResponse.json({
    sent_to: teacher.email,
    number_of_activities: teacher.number_of_activities_without_summary,
  });
});
// The staff's Visma id of a salary teacher; any other id falls through to the next group.
const vismaId = http.patch('/user/teacher/{id}/', async ({ params, request }) => {
  const teacher = teachers.find((t) => t.id === Number(params.id));
  if (!teacher) return undefined;
  const body = (await request.json()) ?? {};
  if (body.visma_employment_id === undefined) return undefined;
  teacher.visma_employment_id = body.visma_employment_id?.trim() || null;
  const [first_name = '', last_name = ''] = teacher.name.split(' ');
  return HttpResponse.json(
    makeTeacherSelf({
      id: teacher.id,
      first_name,
      last_name,
      full_name: teacher.name,
      email: teacher.email,
    }),
  );
});

/** The teacher's pay card (GET salary/next-payment/) answering `payment`. */
export function mockNextPayment(payment: Schemas['NextPayment'] = makeNextPayment()) {
  return [http.get('/salary/next-payment/', () => HttpResponse.json(payment))];
}

const reads = [list, total, csv, ...mockNextPayment()];
const writes = [markPaid, reminder, vismaId];

const emptyCsv = http.get('/salary/generate-csv/', () =>
  csvResponse(csvOf({ month: 1, year: 1900, unpaid: false })),
);

/**
 * The salary routes: the staff's 'Betal Lønn' (default stateful) and the teacher's next payment,
 * and every state.
 */
export const salaryHandlers = {
  /** Twelve teachers (two pages); marking and the Visma id change them. */
  default: [...reads, ...writes],
  /** Nobody to pay: empty table, zero totals, a CSV with only its header, nothing to pay out. */
  empty: [
    ...mockNextPayment(makeEmptyNextPayment()),
    http.get('/salary/', () => HttpResponse.json(makePage([]))),
    http.get('/salary/total/', () =>
      HttpResponse.json({ total_hours: '0.00', total_payment: '0.00', all_activity_ids: [] }),
    ),
    emptyCsv,
    ...writes,
  ],
  loading: [
    http.get('/salary/next-payment/', neverResolve),
    http.get('/salary/', neverResolve),
    http.get('/salary/total/', neverResolve),
    ...writes,
  ],
  error: [
    http.get('/salary/next-payment/', serverError),
    http.get('/salary/', serverError),
    http.get('/salary/total/', serverError),
    csv,
    ...writes,
  ],
  /** Reads as default; every write fails with 500 (the seed's failure toasts). */
  writeError: [
    http.post('/salary/mark-activities-as-paid/', serverError),
    http.post('/salary/teacher/{id}/reminder/', serverError),
    http.patch('/user/teacher/{id}/', ({ params }) =>
      teachers.some((t) => t.id === Number(params.id)) ? serverError() : undefined,
    ),
    ...reads,
  ],
  /** Marking leaves the first id alone ('Noen aktiviteter ble ikke registrert som betalt'). */
  markPartial: [
    http.post('/salary/mark-activities-as-paid/', async ({ request }) => {
      const body = await request.json();
      const [first, ...rest] = body.activity_ids;
      const result = mark(rest, body.payment_date);
      const notUpdated = first === undefined ? [] : [first, ...result.ids_not_updated];
      return HttpResponse.json({
        ids_not_updated: notUpdated,
        response_message: salaryMarkResponseMessage(body.payment_date !== null, notUpdated.length),
      });
    }),
    ...reads,
    ...writes,
  ],
  /** A Visma id the API refuses (400 on the field). */
  vismaIdInvalid: [
    http.patch('/user/teacher/{id}/', ({ params }) =>
      teachers.some((t) => t.id === Number(params.id))
        ? validationError({ visma_employment_id: ['Sørg for at feltet ikke har mer enn 32 tegn.'] })
        : undefined,
    ),
    ...reads,
    ...writes,
  ],
};
