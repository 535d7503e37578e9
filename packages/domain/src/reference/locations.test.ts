import { describe, expect, it } from 'vitest';
import {
  LOCATION_OPTIONS,
  isLocationCode,
  isNoTravelLocation,
  locationLabel,
  travelTimeForLocation,
} from './locations';

describe('locations', () => {
  it('labels the four codes', () => {
    expect(LOCATION_OPTIONS).toEqual([
      { value: 'INTERNET', label: 'Digitalt' },
      { value: 'CAMPUS', label: 'Campus' },
      { value: 'STUDENT_HOME', label: 'Hjemme hos eleven' },
      { value: 'OTHER', label: 'Annet sted' },
    ]);
    expect(locationLabel('CAMPUS')).toBe('Campus');
    expect(locationLabel('MOON')).toBe('MOON');
    expect(isLocationCode('OTHER')).toBe(true);
    expect(isLocationCode(3)).toBe(false);
  });

  it('INTERNET and CAMPUS mean no travel and set travel time to 0', () => {
    expect(isNoTravelLocation('INTERNET')).toBe(true);
    expect(isNoTravelLocation('CAMPUS')).toBe(true);
    expect(isNoTravelLocation('STUDENT_HOME')).toBe(false);
    expect(isNoTravelLocation(null)).toBe(false);
    expect(travelTimeForLocation('INTERNET', 30)).toBe(0);
    expect(travelTimeForLocation('CAMPUS', '45')).toBe(0);
    expect(travelTimeForLocation('STUDENT_HOME', 30)).toBe(30);
    expect(travelTimeForLocation(undefined, '')).toBe('');
  });
});
