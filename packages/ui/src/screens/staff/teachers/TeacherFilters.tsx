import { Button, HStack, Menu, Stack, Switch } from '@chakra-ui/react';
import { useCities, useSubjects } from '@portal/api-client/reference';
import { type OwnsTabletFilter } from '@portal/api-client/teachers';
import { useRef } from 'react';
import { LuFilter } from 'react-icons/lu';
import { OptionSelect } from '../../../form/OptionSelect';
import { FocusReturningMenu } from '../../../menu/FocusReturningMenu';
import { SearchInput } from '../../../table/SearchInput';
import {
  ALL_CITIES,
  CITY_FILTER_LABEL,
  CLEAR_FILTERS_LABEL,
  SEARCH_TEACHERS_LABEL,
  SHOW_INACTIVE_TEACHERS_LABEL,
  SUBJECT_FILTER_LABEL,
  TABLET_FILTER_LABEL,
  TABLET_FILTER_OPTIONS,
  WANTS_FILTER_LABEL,
  WANTS_FILTER_OPTIONS,
} from './teacherTexts';

/** The teacher filters of seed 001 §7, as the screen keeps them. */
export interface TeacherFilterValues {
  subjects: number[];
  city: number | '';
  wants: '' | 'true' | 'false';
  tablet: '' | OwnsTabletFilter;
  showInactive: boolean;
}

export const NO_TEACHER_FILTERS: TeacherFilterValues = {
  subjects: [],
  city: '',
  wants: '',
  tablet: '',
  showInactive: false,
};

/** 'Fag': a menu of every subject; ticking one shows teachers of any ticked subject. */
function SubjectFilter({
  value,
  onChange,
}: {
  value: number[];
  onChange: (subjects: number[]) => void;
}) {
  const subjects = useSubjects();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <FocusReturningMenu
      trigger={
        <Button ref={triggerRef} variant="outline" size="sm">
          <LuFilter aria-hidden /> {SUBJECT_FILTER_LABEL}
          {value.length ? ` (${value.length})` : ''}
        </Button>
      }
      triggerRef={triggerRef}
      rootProps={{ closeOnSelect: false }}
      contentProps={{ minW: '14rem', maxH: '20rem', overflowY: 'auto' }}
    >
      {(subjects.data ?? []).map((s) => (
        <Menu.CheckboxItem
          key={s.id}
          value={String(s.id)}
          checked={value.includes(s.id)}
          onCheckedChange={(checked) =>
            onChange(checked ? [...value, s.id] : value.filter((id) => id !== s.id))
          }
        >
          {s.education_stage
            ? `${s.subject_name} (${s.education_stage.education_stage_name})`
            : s.subject_name}
          <Menu.ItemIndicator />
        </Menu.CheckboxItem>
      ))}
    </FocusReturningMenu>
  );
}

/**
 * The toolbar of 'Læreroversikt': search, subjects, city, wants students, tablet, and 'Vis
 * inaktive lærere' (off: active teachers only, seed 001 §4).
 */
export function TeacherFilters({
  search,
  onSearch,
  filters,
  onChange,
}: {
  search: string;
  onSearch: (search: string) => void;
  filters: TeacherFilterValues;
  onChange: <K extends keyof TeacherFilterValues>(name: K, value: TeacherFilterValues[K]) => void;
}) {
  const cities = useCities();
  const cityOptions = [
    { value: '' as const, label: ALL_CITIES },
    ...(cities.data ?? []).map((c) => ({ value: c.id, label: c.city_name })),
  ];
  // The selects' shared props: small, as wide as their longest option, bound to one filter.
  const selectFilter = <K extends 'city' | 'wants' | 'tablet'>(name: K, label: string) => ({
    'aria-label': label,
    size: 'sm' as const,
    width: 'auto',
    value: filters[name],
    onChange: (value: TeacherFilterValues[K]) => onChange(name, value),
  });
  const filtered =
    filters.subjects.length > 0 ||
    filters.city !== '' ||
    filters.wants !== '' ||
    filters.tablet !== '';
  return (
    <Stack gap="3">
      <SearchInput value={search} onChange={onSearch} label={SEARCH_TEACHERS_LABEL} />
      <HStack gap="2" wrap="wrap">
        <SubjectFilter value={filters.subjects} onChange={(v) => onChange('subjects', v)} />
        <OptionSelect {...selectFilter('city', CITY_FILTER_LABEL)} options={cityOptions} />
        <OptionSelect
          {...selectFilter('wants', WANTS_FILTER_LABEL)}
          options={WANTS_FILTER_OPTIONS}
        />
        <OptionSelect
          {...selectFilter('tablet', TABLET_FILTER_LABEL)}
          options={TABLET_FILTER_OPTIONS}
        />
        {filtered ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onChange('subjects', []);
              onChange('city', '');
              onChange('wants', '');
              onChange('tablet', '');
            }}
          >
            {CLEAR_FILTERS_LABEL}
          </Button>
        ) : null}
      </HStack>
      <Switch.Root
        checked={filters.showInactive}
        onCheckedChange={(details) => onChange('showInactive', details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{SHOW_INACTIVE_TEACHERS_LABEL}</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
