import { Button, HStack } from '@chakra-ui/react';
import { ISSUE_CATEGORY_FILTER_OPTIONS, type IssueCategory } from '@portal/domain/issue';
import { CATEGORY_FILTER_LABEL } from './issueTexts';

/** The board's category filter: Alle, Utvikling, Markedsføring, Økonomi (toggle buttons). */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: IssueCategory | null;
  onChange: (category: IssueCategory | null) => void;
}) {
  return (
    <HStack role="group" aria-label={CATEGORY_FILTER_LABEL} gap="2" wrap="wrap">
      {ISSUE_CATEGORY_FILTER_OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.label}
            size="sm"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : 'gray'}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </HStack>
  );
}
