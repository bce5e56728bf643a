import { useState, type FormEvent } from 'react';
import { useSubmit } from './useSubmit';

/** What a field component takes to show and edit one value of the form. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The state of one account form: its text values, the submit in flight and the error line. Editing a
 * field clears the error (the fan is fixing it). `submit(check, task)` is the form's onSubmit: it
 * shows the check's first problem, or else runs the task once (see useSubmit).
 */
export function useAccountForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const { busy, error, setError, run } = useSubmit();

  const field = (name: K, clean?: (value: string) => string): FieldBinding => ({
    value: values[name],
    onChange: (value) => {
      setValues((old) => ({ ...old, [name]: clean ? clean(value) : value }));
      setError(null);
    },
  });

  const submit = (check: () => string | null, task: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) return setError(problem);
    void run(task);
  };

  return { values, field, submit, busy, error, setError, run };
}

/** Phones, codes and login names never carry spaces; dropping them as typed avoids a puzzling error. */
export const trimmed = (value: string) => value.trim();
