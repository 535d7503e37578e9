import { phoneColumn } from '../../../features/users/contactColumns';
import {
  daysSinceLastActivityColumn,
  hoursLeftColumn,
  plannedHoursColumn,
  studentCityColumn,
  studentNameColumn,
} from '../../../features/students/studentListColumns';
import type { Student } from '@portal/api-client/students';

/**
 * 'Mine elever': phones show the name and hours left; the phone number from 640 px (sm), days
 * since the last lesson and planned hours from 768 px (md), the city from 1024 px (lg).
 */
export const STUDENT_COLUMNS = [
  studentNameColumn(),
  phoneColumn<Student>('sm'),
  studentCityColumn('lg'),
  hoursLeftColumn(),
  daysSinceLastActivityColumn('md'),
  plannedHoursColumn('md'),
];
