// Helpers of the teacher dashboard and activity-form journeys.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eNow } from '../clock';
import { DEMO_PASSWORD, toastWith } from '../support';

/** A calendar day in Oslo as the date picker takes it, 'DD.MM.YYYY', `days` from today. */
export function osloDateText(days: number, now = e2eNow()): string {
  const day = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const parts = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** Signs in over the API and returns the access token (for setting up or finding test data). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/user/login/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `login ${email}`).toBeTruthy();
  const body = (await response.json()) as { access: string };
  return body.access;
}

interface ActivityRow {
  id: number;
  teacher: number;
  subject_details: string;
  activity_plan: string;
  start_date_time: string;
}

/** One page of activities as the given user sees them. */
export async function listActivities(
  request: APIRequestContext,
  token: string,
  limit = 100,
): Promise<ActivityRow[]> {
  const response = await request.get(`/api/activity/activity/?limit=${limit}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { results: ActivityRow[] }).results;
}

/** Types a start into the date picker and the hour and minute inputs. */
export async function setStart(
  page: Page,
  date: string,
  hours: string,
  minutes: string,
): Promise<void> {
  const dateInput = page.getByRole('textbox', { name: /Dato/ });
  await dateInput.fill(date);
  await dateInput.press('Enter');
  const time = page.getByRole('group', { name: 'Starttid' });
  await time.getByRole('textbox', { name: 'Timer' }).fill(hours);
  await time.getByRole('textbox', { name: 'Minutter' }).fill(minutes);
  await time.getByRole('textbox', { name: 'Minutter' }).press('Tab');
}

/**
 * Deletes the given teacher's lessons still to come today (demo lessons fall on weekday
 * afternoons), so a lesson logged for early tomorrow is the next one whatever day the suite runs.
 */
export async function deleteLessonsLaterToday(
  request: APIRequestContext,
  token: string,
  now = e2eNow(),
): Promise<void> {
  // Newest first: the first page of 100 holds every planned lesson of the demo teacher.
  const today = osloDateText(0, now);
  const later = (await listActivities(request, token)).filter((a) => {
    const start = new Date(a.start_date_time);
    return start > now && osloDateText(0, start) === today;
  });
  for (const lesson of later) {
    const response = await request.delete(`/api/activity/activity/${lesson.id}/`, {
      headers: { Authorization: `JWT ${token}` },
    });
    expect(response.status(), `delete lesson ${lesson.id}`).toBe(204);
  }
}

/**
 * Saves an edited lesson with 'Lagre aktivitet' and answers the duration's confirm when it asks
 * (demo durations run from 0:45 to 2:00), until 'Aktivitet er oppdatert' shows. The toast is
 * looked for while it shows: it closes after 5 s, and under CI's load one look taken after the
 * check for the confirm came too late. Returns the toast.
 */
export async function saveEditedActivity(page: Page) {
  await page.getByRole('button', { name: 'Lagre aktivitet' }).click();
  const confirm = page.getByRole('alertdialog');
  const toast = toastWith(page, 'Aktivitet er oppdatert');
  await expect(confirm.or(toast).first()).toBeVisible();
  // The confirm waits for an answer, so this look is safe; only the toast can go by itself.
  if (await confirm.isVisible()) {
    await confirm.getByRole('button', { name: 'Lagre' }).click();
    await expect(toast).toBeVisible();
  }
  return toast;
}
