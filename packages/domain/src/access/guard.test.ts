import { describe, expect, it } from 'vitest';
import {
  accessDecision,
  canOpenPath,
  customerGroupPagesFor,
  homeRouteFor,
  isPublicPath,
  isUnderPath,
  landingRouteAfterLogin,
  normalizePath,
} from './guard';
import { isUserType } from './userType';

describe('homeRouteFor', () => {
  it.each([
    ['teacher', '/teacher/dashboard'],
    ['employee', '/employee/dashboard'],
    ['student', '/customer/dashboard'],
    ['invoice_receiver', '/customer/dashboard'],
    ['admin', '/login'],
    [undefined, '/login'],
    [null, '/login'],
  ])('%s -> %s', (type, home) => {
    expect(homeRouteFor(type)).toBe(home);
  });
});

describe('landingRouteAfterLogin', () => {
  it('sends a teacher who needs an update to the update-profile page', () => {
    expect(landingRouteAfterLogin({ type: 'teacher', needs_update: true })).toBe(
      '/teacher/update-profile',
    );
  });
  it('sends a teacher without needs_update home', () => {
    expect(landingRouteAfterLogin({ type: 'teacher', needs_update: false })).toBe(
      '/teacher/dashboard',
    );
    expect(landingRouteAfterLogin({ type: 'teacher' })).toBe('/teacher/dashboard');
  });
  it('sends other types home even with needs_update, since only teachers have that page', () => {
    expect(landingRouteAfterLogin({ type: 'student', needs_update: true })).toBe(
      '/customer/dashboard',
    );
  });
  it('sends an unknown type to /login', () => {
    expect(landingRouteAfterLogin({ type: 'x' })).toBe('/login');
  });
});

describe('paths', () => {
  it('normalizes trailing slashes', () => {
    expect(normalizePath('/teacher/')).toBe('/teacher');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
  it('matches a prefix by whole segments', () => {
    expect(isUnderPath('/teacher', '/teacher')).toBe(true);
    expect(isUnderPath('/teacher/students/', '/teacher')).toBe(true);
    expect(isUnderPath('/teachers', '/teacher')).toBe(false);
  });
  it('knows the public pages', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/reset-password/')).toBe(true);
    expect(isPublicPath('/confirm-reset-password')).toBe(true);
    expect(isPublicPath('/teacher/dashboard')).toBe(false);
  });
  it('recognises user types', () => {
    expect(isUserType('employee')).toBe(true);
    expect(isUserType('EMPLOYEE')).toBe(false);
    expect(isUserType(3)).toBe(false);
  });
});

describe('canOpenPath', () => {
  it('lets each type open its own areas only', () => {
    expect(canOpenPath({ type: 'teacher' }, '/teacher/students')).toBe(true);
    expect(canOpenPath({ type: 'teacher' }, '/employee/dashboard')).toBe(false);
    expect(canOpenPath({ type: 'employee' }, '/sales/package-overview')).toBe(true);
    expect(canOpenPath({ type: 'employee' }, '/economy/invoice/overview')).toBe(true);
    expect(canOpenPath({ type: 'employee' }, '/employee/faq')).toBe(true);
    expect(canOpenPath({ type: 'employee' }, '/customer/dashboard')).toBe(false);
    expect(canOpenPath({ type: 'student' }, '/customer/package-overview')).toBe(true);
    expect(canOpenPath({ type: 'invoice_receiver' }, '/teacher/dashboard')).toBe(false);
    expect(canOpenPath({ type: 'ghost' }, '/teacher/dashboard')).toBe(false);
  });
  it('guards customer pages by group', () => {
    expect(
      canOpenPath(
        { type: 'invoice_receiver', groups: ['invoice_receiver'] },
        '/customer/student-overview',
      ),
    ).toBe(true);
    expect(
      canOpenPath({ type: 'student', groups: ['student'] }, '/customer/student-overview'),
    ).toBe(false);
    expect(canOpenPath({ type: 'student', groups: ['student'] }, '/customer/contact')).toBe(true);
    expect(canOpenPath({ type: 'student' }, '/customer/contact/')).toBe(false);
  });
  it('lists the group pages a viewer may open', () => {
    expect(customerGroupPagesFor(['invoice_receiver'])).toEqual(['/customer/student-overview']);
    expect(customerGroupPagesFor(['student', 'invoice_receiver'])).toEqual([
      '/customer/student-overview',
      '/customer/contact',
    ]);
    expect(customerGroupPagesFor(undefined)).toEqual([]);
  });
});

describe('accessDecision', () => {
  it('allows public pages to everyone', () => {
    expect(accessDecision(null, '/login')).toEqual({ kind: 'allow' });
    expect(accessDecision({ type: 'teacher' }, '/reset-password')).toEqual({ kind: 'allow' });
  });
  it('sends a visitor without a session to /login', () => {
    expect(accessDecision(null, '/')).toEqual({ kind: 'redirect', to: '/login' });
    expect(accessDecision(null, '/teacher/dashboard')).toEqual({ kind: 'redirect', to: '/login' });
    expect(accessDecision({ type: 'nobody' }, '/teacher/dashboard')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
  it('sends the root to the home of the type', () => {
    expect(accessDecision({ type: 'employee' }, '/')).toEqual({
      kind: 'redirect',
      to: '/employee/dashboard',
    });
  });
  it('refuses a page of another type and sends the viewer home', () => {
    expect(accessDecision({ type: 'teacher' }, '/sales/new-package')).toEqual({
      kind: 'unauthorized',
      to: '/teacher/dashboard',
    });
    expect(
      accessDecision({ type: 'student', groups: ['student'] }, '/customer/student-overview'),
    ).toEqual({
      kind: 'unauthorized',
      to: '/customer/dashboard',
    });
  });
  it('allows a page of the own area', () => {
    expect(accessDecision({ type: 'teacher' }, '/teacher/profile')).toEqual({ kind: 'allow' });
  });
});
