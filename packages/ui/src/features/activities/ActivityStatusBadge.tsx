import { Badge } from '@chakra-ui/react';
import { ACTIVITY_STATUS } from '@portal/domain/activity';

const STATUS_COLOR: Record<string, string> = {
  [ACTIVITY_STATUS.COMPLETED]: 'green',
  [ACTIVITY_STATUS.PLANNED]: 'blue',
  [ACTIVITY_STATUS.MISSING_SUMMARY]: 'red',
};

/** 'Fullført', 'Planlagt' or 'Mangler oppsummering' as a coloured badge. */
export function ActivityStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_COLOR[status] ?? 'gray'} whiteSpace="nowrap">
      {status}
    </Badge>
  );
}
