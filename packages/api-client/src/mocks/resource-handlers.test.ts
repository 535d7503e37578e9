// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  activityHandlers,
  allHandlers,
  authHandlers,
  handlerGroups,
  handlers,
  makeRosterStudents,
  mockActivities,
  mockWrites,
  resetMocks,
  studentHandlers,
  teacherHandlers,
} from '.';
import { setupMockServer } from '../test/mock-server';

const { server } = setupMockServer();

const api = (path: string, init?: RequestInit) =>
  fetch(`${location.origin}/api/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
const json = async (path: string, init?: RequestInit) => (await api(path, init)).json();

describe('the resource handlers', () => {
  it('group the defaults by resource, not by area', () => {
    expect(Object.keys(handlers)).toEqual(
      expect.arrayContaining(['activities', 'students', 'teachers', 'documents', 'salary']),
    );
    expect(Object.keys(handlers)).not.toContain('teacher');
  });

  it('take the defaults from the groups, and a state from each group that has it', () => {
    expect(Object.keys(handlers)).toEqual(Object.keys(handlerGroups));
    for (const [group, states] of Object.entries(handlerGroups)) {
      expect(handlers[group as keyof typeof handlers]).toBe(states.default);
    }
    expect(allHandlers()).toEqual(Object.values(handlers).flat());

    const empty = allHandlers('empty', ['auth']);
    expect(empty).toEqual(
      expect.arrayContaining([...activityHandlers.empty, ...authHandlers.default]),
    );
    // teachers has no empty state: its default stays.
    expect(empty).toEqual(expect.arrayContaining(teacherHandlers.default));
    expect(allHandlers('empty')).toEqual(allHandlers('empty', []));
    expect(allHandlers('error')).toEqual(expect.arrayContaining(authHandlers.error));
  });

  it('record every write and keep a subject added to a student until resetMocks()', async () => {
    server.use(...studentHandlers.roster);
    const before = await json('user/student/1/');
    await api('user/student/1/add-subjects/', {
      method: 'PATCH',
      body: JSON.stringify({ subjects: [2] }),
    });

    expect(mockWrites).toEqual([
      { method: 'PATCH', path: 'user/student/1/add-subjects/', body: { subjects: [2] } },
    ]);
    const row = async () =>
      (await json('user/student/?limit=20')).results.find((s: { id: number }) => s.id === 1);
    expect((await row()).subjects).toEqual([1, 2]);
    expect(before.student.full_name).toBe('Emma Hansen');

    resetMocks();
    expect(mockWrites).toEqual([]);
    expect((await row()).subjects).toEqual([1]);
  });

  it('page, filter and order the roster like the API', async () => {
    server.use(...studentHandlers.roster);
    const page = await json('user/student/?limit=10&offset=0&is_active=true&ordering=-full_name');
    const active = makeRosterStudents()
      .filter((s) => s.is_active)
      .map((s) => s.full_name)
      .sort((a, b) => b.localeCompare(a, 'nb'));

    expect(page.count).toBe(active.length);
    expect(page.results.map((s: { full_name: string }) => s.full_name)).toEqual(
      active.slice(0, 10),
    );
    expect(page.next).toBe('/api/user/student/?limit=10&offset=10');
    expect((await json('user/student/2/')).packages).toEqual([]);
  });

  it("keep the teacher's saved status for the next read until resetMocks()", async () => {
    server.use(...teacherHandlers.roster);
    await api('user/teacher/1/', {
      method: 'PATCH',
      body: JSON.stringify({ status: 'DO_NOT_WANT_MORE_STUDENTS' }),
    });
    expect((await json('user/teacher/self/')).status).toBe('DO_NOT_WANT_MORE_STUDENTS');
    expect(mockWrites[0]).toEqual({
      method: 'PATCH',
      path: 'user/teacher/1/',
      body: { status: 'DO_NOT_WANT_MORE_STUDENTS' },
    });

    resetMocks();
    const self = await json('user/teacher/self/');
    expect([self.full_name, self.status]).toEqual(['Jonas Haugen', 'WANT_MORE_STUDENTS']);
  });

  it('answer the activity routes over other data, and a failed write is recorded too', async () => {
    server.use(...mockActivities({ activities: [] }));
    expect((await json('activity/activity/')).count).toBe(0);
    server.use(...activityHandlers.writeError);
    const response = await api('activity/activity/7/', { method: 'DELETE' });

    expect(response.status).toBe(500);
    expect(mockWrites).toEqual([{ method: 'DELETE', path: 'activity/activity/7/', body: null }]);
  });
});
