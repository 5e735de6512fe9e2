import type { GroupPolicy } from '@commons/shared/schemas';
import { Field } from '@commons/shared/ui';
import { NativeSelect, SelectChevron } from '@commons/shared/ui-kit';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Props of `GroupPolicySelect`: a native select of policies plus its label and error. */
export type GroupPolicySelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  label: string;
  policies: readonly GroupPolicy[];
  placeholder: string;
  /** A muted line under the select, read as its description. */
  hint?: ReactNode;
  error?: string | undefined;
};

/** An option's text: the policy's name, with "(inactive)" after one that is switched off. */
export const policyOptionText = (policy: GroupPolicy) => (policy.active ? policy.name : `${policy.name} (inactive)`);

/**
 * The policy picker of the sub-user popups. The kit's `Select` shows each value as its own text;
 * a policy is chosen by id and shown by name, so this one wraps a native select in the kit's
 * `Field` chrome itself, and takes react-hook-form's `register()` props directly.
 */
export function GroupPolicySelect({ label, policies, placeholder, hint, error, id, ...props }: GroupPolicySelectProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error}>
      {(control) => (
        <>
          <NativeSelect {...props} {...control}>
            <option value="">{placeholder}</option>
            {policies.map((policy) => (
              <option key={policy.groupPolicyId} value={policy.groupPolicyId}>
                {policyOptionText(policy)}
              </option>
            ))}
          </NativeSelect>
          <SelectChevron aria-hidden="true" />
        </>
      )}
    </Field>
  );
}
