// Pieces of the interface only some screens need: unlike `ui`, this entry is not a shared
// singleton, so each app builds in what it imports and the host's first load carries none of it
// (docs/performance.md). They import `ui` by its package name, so they draw with the one shared copy.
export { saveFile } from './save-file';
export { RecoveryCodeList, type RecoveryCodeListProps } from './recovery-code-list';
export { AuthenticatorSetup, type AuthenticatorSetupProps } from './authenticator-setup';
export { passwordProblem, usePasswordStrength } from './use-password-strength';
export { PasswordStrengthView, passwordRuleText } from './password-strength-view';
export { Table, type Column, type TableProps, type TableSorting } from './table';
export { ConfirmDeleteDialog } from './confirm-delete-dialog';
export { RowActions } from './row-actions';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { LoadMore, type LoadMoreProps } from './load-more';
export { PagedTable, noDataText, noRecordsText, type PagedTableProps } from './paged-table';
export { Stepper, type StepperProps } from './stepper';
export { BadgeChip, type ChipTone } from './badge-chip';
export { NativeSelect, Select, SelectChevron, type SelectProps } from './select';
export { Modal, type ModalProps } from './modal';
export { useFocusTrap } from './use-focus-trap';
export { openBlankTab, showInTab } from './new-tab';
export { VisuallyHidden } from './visually-hidden';
export { EmailAddress } from './email-address';
export { missing, orMissing } from './missing';
