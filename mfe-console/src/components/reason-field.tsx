import { Field, fieldControlStyles } from '@commons/shared/ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const TextArea = styled.textarea`
  ${fieldControlStyles}
  min-height: 88px;
  padding: 10px 14px;
  resize: vertical;
`;

/**
 * The console's reason box (a decision's, a resend's, a retry's: every change says why, kept in
 * the audit), a few lines in the kit's `Field` chrome.
 */
export function ReasonField({ label, hint, error, ...props }: ComponentPropsWithRef<'textarea'> & { label: string; hint?: string; error?: string | undefined }) {
  return <Field label={label} hint={hint} error={error}>{(control) => <TextArea {...props} {...control} />}</Field>;
}
