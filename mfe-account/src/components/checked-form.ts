import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';

/** A form whose fields are all text: the schema's input is a record of strings. */
type TextSchema = v.GenericSchema<Record<string, string>, unknown>;
type Names<S extends TextSchema> = keyof v.InferInput<S> & string;

/** The first message of each field that failed, as the forms show them under their inputs. */
function firstMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const nested: Record<string, string[] | undefined> = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  return Object.fromEntries(Object.entries(nested).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])));
}

/**
 * The sign-in pages' forms (docs/performance.md#the-login-page): uncontrolled inputs checked by
 * the same valibot schema the server uses, on submit and, once submitted, on every change; the
 * first wrong field takes the focus. It behaves as the other forms' react-hook-form
 * (`valibotResolver`, first error per field) for forms of text fields only, without its 13 KB
 * on the page every visitor opens first.
 */
export function useCheckedForm<S extends TextSchema>(schema: S, defaults: v.InferInput<S>) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<Names<S>, string>>>({});

  const check = () => {
    const values = { ...defaults, ...Object.fromEntries([...inputs.current].map(([name, input]) => [name, input.value])) };
    return v.safeParse(schema, values);
  };
  /** Shows the result's messages under their fields; returns them. */
  const show = (result: ReturnType<typeof check>) => {
    const messages = result.success ? {} : firstMessages(result.issues);
    setErrors(messages as Partial<Record<Names<S>, string>>);
    return messages;
  };

  return {
    errors,
    /** The props of the input called `name`: its name, first value, element and change check. */
    field: (name: Names<S>) => ({
      name,
      defaultValue: defaults[name],
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange: () => {
        if (submitted.current) show(check());
      },
    }),
    /** The form's onSubmit: `onValid` with the schema's output, else the messages and `onInvalid`. */
    submit: (onValid: (values: v.InferOutput<S>) => void, onInvalid?: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      const result = check();
      const wrong = Object.keys(show(result));
      if (result.success) return onValid(result.output);
      [...inputs.current].find(([name]) => wrong.includes(name))?.[1].focus();
      onInvalid?.();
    },
    /** Back to `values` (the defaults when none), with no message shown. */
    reset: (values: Partial<v.InferInput<S>> = {}) => {
      submitted.current = false;
      setErrors({});
      for (const [name, input] of inputs.current) input.value = (values as Record<string, string>)[name] ?? defaults[name] ?? '';
    },
    focus: (name: Names<S>) => inputs.current.get(name)?.focus(),
  };
}
