export { StatusBanner, type StatusKind } from './StatusBanner';
export { StatusLine } from './StatusLine';
export { useStatus, type Status } from './useStatus';
export { usePending } from './usePending';
export { Field, type FieldControl, type FieldProps } from './Field';
export { FileField, SelectField, TextAreaField, TextField } from './fields';
export {
  DurationInput,
  INVALID_DURATION,
  invalidDurations,
  type DurationInputProps,
} from './DurationInput';
export { BusyButton, RemoveButton } from './buttons';
export { FormFooter } from './FormFooter';
export { CONFIRM_REMOVE, useTwoStepRemove } from './twoStepRemove';
export { NotFound } from './NotFound';
export { LoginForm, type LoginValues } from './LoginForm';
export { ChangePasswordForm, type PasswordChange } from './ChangePasswordForm';
export { validateLogin, type LoginErrors } from './validateLogin';
export { CollapsibleNav } from './CollapsibleNav';
export { Page } from './Page';
export { TabNav } from './TabNav';
export { findTab, tabGroup, type RouteTab, type RouteTabGroup } from './tabs';
export { TabbedSection } from './TabbedSection';
export { ConfirmDialog } from './ConfirmDialog';
export { Dialog } from './Dialog';
export { initials } from './initials';
export { useUnsavedWarning } from './useUnsavedWarning';
export { NotAvailableYet } from './NotAvailableYet';
export { DataTable, type Column } from './DataTable';
