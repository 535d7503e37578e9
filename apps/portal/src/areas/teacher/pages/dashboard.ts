import { teacherDashboardFirstReads } from '@portal/ui/teacher';
import { seedFromEarlyReads } from '../../../early-reads';
import { apiClient, queryClient } from '../../../services';

export { TeacherDashboardScreen as Component } from '@portal/ui/teacher';

// On the first load the dashboard renders once with its data (the reads index.html started).
export const loader = () => seedFromEarlyReads(queryClient, teacherDashboardFirstReads(apiClient));
