// @portal/ui/teacher: The teacher area's screens (seed 000 §2): one lazy bundle in the portal.
export { TeacherDashboardScreen } from './dashboard/TeacherDashboardScreen';
export { teacherDashboardFirstReads } from './dashboard/firstReads';
export {
  ActivityFormScreen,
  NEW_ACTIVITY_TITLE,
  EDIT_ACTIVITY_TITLE,
  ACTIVITY_NOT_FOUND_MESSAGE,
} from './activity/ActivityFormScreen';
export { StudentsScreen, SHOW_INACTIVE_LABEL } from './students/StudentsScreen';
export { NewStudentScreen, REGISTER_STUDENT_LABEL } from './new-student/NewStudentScreen';
export { ResourcesScreen } from './resources/ResourcesScreen';
export { ProfileScreen } from './profile/ProfileScreen';
export { UpdateProfileScreen } from './update-profile/UpdateProfileScreen';
