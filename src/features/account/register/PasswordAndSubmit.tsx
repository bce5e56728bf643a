import { FormFooter, NewPasswordFields, type FieldBinding } from '../forms';

/** How both register forms end: the password typed twice (with its meter), then 注册. */
export function PasswordAndSubmit({
  form,
}: {
  form: {
    field: (name: 'password' | 'confirm') => FieldBinding;
    error: string | null;
    busy: boolean;
  };
}) {
  return (
    <>
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirm')}
        testIds={{ password: 'register-password', confirm: 'register-password-confirm' }}
      />
      <FormFooter form={form} label="注册" busyLabel="注册中…" testId="register-submit" />
    </>
  );
}
