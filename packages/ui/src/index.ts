// Public API of @portal/ui: plain named exports, grouped by folder. Append to your folder's group.

// theme
export { portalSystem } from './theme/portalSystem';
export { getPortalSystem } from './theme/system';
export {
  THEME_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  COLOR_MODE_PREFERENCES,
  type ColorMode,
  type ColorModePreference,
} from './theme/color-mode';
export { useColorMode, type UseColorModeReturn } from './theme/useColorMode';
export { ColorModeMenu } from './theme/ColorModeMenu';

// provider
export { UiProvider, type UiProviderProps } from './provider/UiProvider';

// feedback
export {
  toaster,
  showToast,
  showErrorToast,
  NO_ANSWER_DETAIL,
  TOAST_DURATION_MS,
  type ShowToastOptions,
  type ErrorToastOptions,
  type ToastType,
} from './feedback/toaster';
export { Toaster, TOAST_UI_RETRY_MS } from './feedback/ToasterRegion';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { LoadingState, LOADING_LABEL, type LoadingStateProps } from './feedback/LoadingState';
export { ErrorState, RETRY_LABEL, type ErrorStateProps } from './feedback/ErrorState';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { ActionButton, WAITING_FOR_NETWORK, type ActionButtonProps } from './feedback/ActionButton';
export {
  ErrorPage,
  ERROR_PAGE_HEADING,
  ERROR_PAGE_HOME_LABEL,
  type ErrorPageProps,
} from './feedback/ErrorPage';
export {
  RouteErrorPage,
  describeRouteError,
  type RouteErrorPageProps,
} from './feedback/RouteErrorPage';
export {
  PageLoadFailed,
  PAGE_LOAD_FAILED_HEADING,
  type PageLoadFailedProps,
} from './feedback/PageLoadFailed';
export { isModuleLoadError } from './feedback/moduleLoadError';

// layout
export { AppLayout, SIDEBAR_TOGGLE_LABEL, type AppLayoutProps } from './layout/AppLayout';
export type { NavItem, AppLayoutUser } from './layout/nav-item';
export { Logo, type LogoProps } from './layout/Logo';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { PRODUCT_NAME, documentTitle, useDocumentTitle } from './layout/documentTitle';

// session (React glue over the api-client session store, the guard loader, the area layout)
export {
  SessionProvider,
  useSession,
  useSignedInUserId,
  type SessionProviderProps,
  type UseSessionReturn,
} from './session/SessionProvider';
export { createGuardLoader, UNAUTHORIZED_TOAST } from './session/guardLoader';
export { useLogout } from './session/useLogout';
export { layoutUserOf } from './session/layoutUser';
export { AreaLayout, type AreaLayoutProps } from './session/AreaLayout';
export { TEACHER_NAV, STAFF_NAV, CUSTOMER_NAV } from './session/areaNav';

// table (DataTable on TanStack Table, server paging, list query state, search)
export {
  DataTable,
  type DataTableProps,
  type DataTableState,
  type DataTableInitialExpanded,
} from './table/DataTable';
export { DataTablePagination, type DataTablePaginationProps } from './table/DataTablePagination';
export { ColumnPicker, type ColumnPickerProps } from './table/ColumnPicker';
export { SortableHeader, type SortableHeaderProps } from './table/SortableHeader';
export type { ColumnBreakpoint } from './table/columnMeta';
export {
  useTableQueryState,
  type UseTableQueryStateOptions,
  type TableQueryState,
} from './table/useTableQueryState';
export { SearchInput, SEARCH_DEBOUNCE_MS, type SearchInputProps } from './table/SearchInput';
export { TableToolbar } from './table/TableToolbar';
export { KEEP_PAGE_WHILE_LOADING, pageLoading } from './table/keptPage';

// form (react-hook-form + zod fields, date, time and duration pickers)
export { useZodForm, type UseZodFormOptions } from './form/useZodForm';
export { FieldFrame, FormField, type FieldFrameProps, type FormFieldProps } from './form/FormField';
export { FieldGroup, type FieldGroupProps } from './form/FieldGroup';
export {
  textInputBinding,
  useBoundField,
  type BoundField,
  type BoundFieldFrame,
  type BoundFieldProps,
} from './form/boundField';
export { setServerFieldErrors } from './form/serverFieldErrors';
export { useFormDraft, type FormDraft } from './form/useFormDraft';
export {
  DraftRestoredNotice,
  DRAFT_RESTORED_TITLE,
  DISCARD_DRAFT,
  type DraftRestoredNoticeProps,
} from './form/DraftRestoredNotice';
export { NO_OPTIONS_TEXT, type FieldOption } from './form/options';
export { TextField, type TextFieldProps } from './form/TextField';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField';
export { PasswordInput, type PasswordInputProps } from './form/PasswordInput';
export { TextAreaField, type TextAreaFieldProps } from './form/TextAreaField';
export { SelectField, type SelectFieldProps } from './form/SelectField';
export { OptionSelect, type OptionSelectProps } from './form/OptionSelect';
export { MultiSelectField, type MultiSelectFieldProps } from './form/MultiSelectField';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField';
export { SwitchField, type SwitchFieldProps } from './form/SwitchField';
export { RadioGroupField, type RadioGroupFieldProps } from './form/RadioGroupField';
export { NumberField, type NumberFieldProps } from './form/NumberField';
export { DatePicker, type DatePickerProps } from './form/DatePicker';
export { DatePickerField, type DatePickerFieldProps } from './form/DatePickerField';
export { TimeInput, type TimeInputProps } from './form/TimeInput';
export { TimeInputField, type TimeInputFieldProps } from './form/TimeInputField';
export { DateTimePicker, type DateTimePickerProps } from './form/DateTimePicker';
export { DateTimePickerField, type DateTimePickerFieldProps } from './form/DateTimePickerField';
export { DurationPicker, type DurationPickerProps } from './form/DurationPicker';
export { DurationPickerField, type DurationPickerFieldProps } from './form/DurationPickerField';

// Screens are imported by area: @portal/ui/public, @portal/ui/teacher, @portal/ui/staff,
// @portal/ui/customer (src/screens/<area>/index.ts), so each portal bundle names what it shows.
