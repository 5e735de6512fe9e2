// Pieces of the interface only some screens need: unlike `ui`, this entry is not a shared
// singleton, so each app builds in what it imports and the host's first load carries none of it
// (docs/performance.md). They import `ui` by its package name, so they draw with the one shared copy.
export { saveFile } from './save-file';
export { RecoveryCodeList, type RecoveryCodeListProps } from './recovery-code-list';
export { AuthenticatorSetup, type AuthenticatorSetupProps } from './authenticator-setup';
export { passwordProblem, usePasswordStrength } from './use-password-strength';
export { PasswordStrengthView, passwordRuleText } from './password-strength-view';
