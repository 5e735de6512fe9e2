import { Field, fieldControlStyles } from '@commons/shared/ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const TextArea = styled.textarea`
  ${fieldControlStyles}
  min-height: 88px;
  padding: 10px 14px;
  resize: vertical;
`;

/** A labelled box for a resend's reason, in the kit's `Field` chrome. */
export function ReasonBox({ label, hint, error, ...props }: ComponentPropsWithRef<'textarea'> & { label: string; hint?: string; error?: string | undefined }) {
  return <Field label={label} hint={hint} error={error}>{(control) => <TextArea {...props} {...control} />}</Field>;
}
