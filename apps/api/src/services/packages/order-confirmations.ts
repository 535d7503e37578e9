import { formatHoursLong } from '@portal/domain/duration';
import { formatDateText, formatKr } from '@portal/domain/format';
import { pricePerPayment } from '@portal/domain/package';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { orderConfirmations, packages, users } from '../../db/schema/index';
import { ApiError, notFound } from '../../http/errors';
import type { StaffViewer } from '../../auth/viewer';
import { joinPayer } from './payer';
import { getPackage } from './read';

export const ORDER_CONFIRMATION_MESSAGES = {
  alreadySent: 'Ordrebekreftelsen er allerede sendt.',
  sentCannotBeDeleted: 'En sendt ordrebekreftelse kan ikke slettes.',
  wrongPurpose: 'Ordrebekreftelsen har et annet formål.',
} as const;

const SUBJECTS = {
  NEW_PACKAGE: 'Ordrebekreftelse: ny pakke',
  EDITED_PACKAGE: 'Ordrebekreftelse: endret pakke',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const loadConfirmation = async (deps: AppDeps, id: number) => {
  const [row] = await joinPayer(
    deps.db
      .select({
        id: orderConfirmations.id,
        packageId: orderConfirmations.packageId,
        purpose: orderConfirmations.orderConfirmationPurpose,
        sentDate: orderConfirmations.orderConfirmationSentDate,
        email: users.email,
        firstName: users.firstName,
      })
      .from(orderConfirmations)
      .innerJoin(packages, eq(packages.id, orderConfirmations.packageId))
      .$dynamic(),
  ).where(eq(orderConfirmations.id, id));
  if (!row) throw notFound();
  return row;
};

/** The mail of an order confirmation: the package as sold (or as edited), in text and HTML. */
const composeMail = async (
  deps: AppDeps,
  viewer: StaffViewer,
  confirmation: Awaited<ReturnType<typeof loadConfirmation>>,
) => {
  const pkg = await getPackage(deps.db, viewer, confirmation.packageId, deps.now());
  const payments = pkg.number_of_payments ?? 1;
  const lines: [string, string][] = [
    ['Pakke', pkg.name],
    ['Elever', pkg.students.map((s) => s.full_name).join(', ')],
    ['Timer', formatHoursLong(pkg.hours_in_package)],
    ['Pris', formatKr(pkg.sold_for_price)],
    ...(payments > 1
      ? ([
          [
            'Betaling',
            `${payments} betalinger à ${formatKr(pricePerPayment(Number(pkg.sold_for_price), payments))}`,
          ],
        ] as [string, string][])
      : []),
    ['Kjøpt', formatDateText(pkg.date_sold)],
    ['Gyldig til', formatDateText(pkg.expiration_date)],
    ...(pkg.description ? ([['Beskrivelse', pkg.description]] as [string, string][]) : []),
  ];
  const intro =
    confirmation.purpose === 'NEW_PACKAGE'
      ? 'Takk for bestillingen! Her er en bekreftelse på pakken dere har kjøpt.'
      : 'Pakken deres er endret. Her er den slik den er nå.';
  const greeting = `Hei ${confirmation.firstName}`.trim() + ',';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    'Ta kontakt hvis noe ikke stemmer.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...lines.map(
      ([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    '<p>Ta kontakt hvis noe ikke stemmer.</p>',
  ].join('\n');
  return { subject: SUBJECTS[confirmation.purpose], text, html };
};

/** GET package/order-confirmation/{id}/email-preview/: the mail as HTML, nothing sent. */
export const previewOrderConfirmation = async (
  deps: AppDeps,
  viewer: StaffViewer,
  id: number,
  purpose: string | undefined,
) => {
  const confirmation = await loadConfirmation(deps, id);
  if (purpose !== undefined && purpose !== confirmation.purpose)
    throw new ApiError(400, ORDER_CONFIRMATION_MESSAGES.wrongPurpose);
  return { email_html: (await composeMail(deps, viewer, confirmation)).html };
};

/**
 * PUT package/order-confirmation/{id}/: mails it to the invoice receiver and stamps the sent date.
 * The stamp is taken first (only while unsent), so two clicks send one mail; a failed send takes
 * it back.
 */
export const sendOrderConfirmation = async (deps: AppDeps, viewer: StaffViewer, id: number) => {
  const confirmation = await loadConfirmation(deps, id);
  const mail = await composeMail(deps, viewer, confirmation);
  const stamped = await deps.db
    .update(orderConfirmations)
    .set({ orderConfirmationSentDate: deps.now() })
    .where(and(eq(orderConfirmations.id, id), isNull(orderConfirmations.orderConfirmationSentDate)))
    .returning({ id: orderConfirmations.id });
  if (!stamped.length) throw new ApiError(400, ORDER_CONFIRMATION_MESSAGES.alreadySent);
  try {
    await deps.mailer.send({ to: confirmation.email, ...mail });
  } catch (error) {
    await deps.db
      .update(orderConfirmations)
      .set({ orderConfirmationSentDate: null })
      .where(eq(orderConfirmations.id, id));
    throw error;
  }
  return getPackage(deps.db, viewer, confirmation.packageId, deps.now());
};

/** DELETE package/order-confirmation/{id}/: only while unsent. */
export const deleteOrderConfirmation = async (deps: AppDeps, id: number) => {
  const deleted = await deps.db
    .delete(orderConfirmations)
    .where(and(eq(orderConfirmations.id, id), isNull(orderConfirmations.orderConfirmationSentDate)))
    .returning({ id: orderConfirmations.id });
  if (deleted.length) return;
  await loadConfirmation(deps, id);
  throw new ApiError(400, ORDER_CONFIRMATION_MESSAGES.sentCannotBeDeleted);
};
