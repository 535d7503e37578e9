export { LessonRecordScreen as Component } from '@portal/ui/staff';
