import { useCities, useSubjects } from '@portal/api-client/reference';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { LOADING_LABEL } from '../../feedback/LoadingState';
import type { BoundFieldProps } from '../../form/boundField';
import { MultiSelectField } from '../../form/MultiSelectField';
import { SelectField } from '../../form/SelectField';
import { cityOptions, subjectOptions } from './referenceOptions';

/** What a reference field shows while its list loads ('Laster …'); afterwards the field's own. */
export const loadingText = (list: { isPending: boolean }) =>
  list.isPending ? LOADING_LABEL : undefined;

/** The city select of a form (placeholder 'Velg by'), its options the reference list of cities. */
export function CitySelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: BoundFieldProps<T, N, TOut>,
) {
  const cities = useCities();
  return (
    <SelectField
      {...props}
      placeholder="Velg by"
      options={cityOptions(cities.data)}
      emptyText={loadingText(cities)}
    />
  );
}

/** The subjects of a form as a checkbox list, from the reference list of subjects. */
export function SubjectsField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: BoundFieldProps<T, N, TOut>,
) {
  const subjects = useSubjects();
  return (
    <MultiSelectField
      {...props}
      options={subjectOptions(subjects.data)}
      emptyText={loadingText(subjects)}
    />
  );
}
