import { TextField, type TextFieldProps } from '@commons/shared/ui';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'revealable'> & {
  /** `current`: the browser fills the saved password; `new`: it offers to make and save one. */
  purpose: 'current' | 'new';
};

/** A password box as every account form has it: hidden, with a Show button beside it. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={`${purpose}-password`} revealable {...props} />;
}
